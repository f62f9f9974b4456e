import { agentName } from "./agent-name";

/**
 * The agent as a sentence of the survey names them (the `agent` and `Agent` values of its strings): their name, else
 * "your agent" inside a sentence (`{{agent}}`) and "Your agent" opening one (`{{Agent}}`), so a link without a
 * name still reads as whole sentences.
 */
export function agentWords(
  t: (key: "frame.yourAgent" | "frame.yourAgentInSentence") => string,
  link: { first_name: string | null; last_name: string | null; agency_name: string | null },
): { agent: string; Agent: string } {
  const name = agentName(link);
  return { agent: name || t("frame.yourAgentInSentence"), Agent: name || t("frame.yourAgent") };
}
