import type { TSoaAgentSignature } from "@planready/contracts/agent-signing";
import type { Actor } from "../core/actor.ts";
import type { AppDeps } from "../core/deps.ts";
import { signSoaAsAgent } from "../modules/agent-signing/agent-signing.service.ts";
import type { AuditOrigin } from "../modules/audit/audit.service.ts";
import { refreshSubmissionPdfs } from "../modules/submission-pdfs/submission-pdfs.service.ts";

/**
 * The agent signs the agent's part of a client's Scope of Appointment (agent-signing service), then the PDFs asked for
 * so far are made again: the signature raised the response's version, so the unsigned PDF is never served again
 * (docs/decisions/014-submission-documents-current-and-in-words.md).
 */
export async function signSoaAsAgentCommand(
  deps: Pick<AppDeps, "db" | "jobs">,
  actor: Actor,
  input: { responseId: string; consentId: string; origin: AuditOrigin },
): Promise<TSoaAgentSignature> {
  const signed = await signSoaAsAgent(deps.db, actor, input.responseId, input.consentId, input.origin);
  await refreshSubmissionPdfs(deps, input.responseId);
  return signed;
}
