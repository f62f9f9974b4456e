import type { TSoaAgentSignature } from "@planready/contracts/agent-signing";
import type { TSubmissionDetail } from "@planready/contracts/submissions";
import { PenLine } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useSignSoaAsAgent } from "../api/sign-soa-as-agent";

/** The drawn signature's box (features/surveys signature-path.ts SIGNATURE_BOX): paths are drawn in it. */
const SIGNATURE_BOX = { width: 600, height: 200 } as const;

type Props = {
  responseId: string;
  consentId: string;
  signature: TSoaAgentSignature | null;
  signing: TSubmissionDetail["agent_signing"];
};

/**
 * The agent's part of one signed Scope of Appointment, beside the client's: the agent's details and signature, when,
 * how (from the submission, or applied automatically) and from where; until signed, "Sign the agent's part" for the
 * link's agents (with their saved details), or the way to Document Signing when they have none yet.
 */
export function AgentSoaPart({ responseId, consentId, signature, signing }: Props) {
  const { t, i18n } = useTranslation("submissions");
  const sign = useSignSoaAsAgent(responseId);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === "es" ? "es-US" : "en-US", {
      dateStyle: "long",
      timeStyle: "long",
      timeZone: DISPLAY_TIME_ZONE,
    }).format(new Date(iso));
  const a = (key: string, values?: Record<string, string | number>) => t(`consent.agentSignature.${key}`, values ?? {});

  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="agent-soa-part">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{a("title")}</h3>
      {signature ? (
        <>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {(
              [
                [a("name"), signature.name],
                [a("npn"), signature.npn],
                [a("phone"), signature.phone],
                [a("agency"), signature.agency || null],
                [a("planTypes"), signature.plan_types.map((p) => t(`choices.soaProduct.${p}`)).join(", ")],
                [a("signedAt"), when(signature.signed_at)],
                [a("mode"), a(signature.mode === "automatic" ? "modeAutomatic" : "modeSigned")],
                [
                  a("detailsVersion"),
                  a("detailsVersionValue", { version: signature.details_version, time: when(signature.details_saved_at) }),
                ],
                [t("agentPart.from"), signature.ip],
                [t("agentPart.device"), signature.user_agent],
              ] as [string, string | null][]
            )
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
                </div>
              ))}
          </dl>
          {signature.signature ? (
            <svg
              viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline drawing: <img> cannot hold it
              role="img"
              aria-label={a("drawnSignature", { name: signature.name })}
              className="h-auto w-full max-w-md rounded-lg border border-slate-300 bg-white"
              data-testid="agent-signature"
            >
              <path d={signature.signature} fill="none" stroke="#0f172a" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{a("typed", { name: signature.name })}</p>
          )}
        </>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-400">{a("notSigned")}</p>
          {signing.may_sign && signing.details_saved ? (
            <div className="flex flex-col items-start gap-2">
              <Button onPress={() => sign.mutate(consentId)} isLoading={sign.isPending} data-testid="agent-sign-button">
                <PenLine aria-hidden className="size-4" />
                {t("agentPart.sign")}
              </Button>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("agentPart.signHint")}</p>
            </div>
          ) : signing.may_sign ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("agentPart.needDetails")}{" "}
              <Link to={paths.settings.agentSigning} className="font-medium text-brand-700 underline dark:text-brand-300">
                {t("agentPart.setUp")}
              </Link>
            </p>
          ) : null}
          {sign.isError ? (
            <Alert tone="error">
              {problemMessage(sign.error, t, "agentPart.signFailed", {
                CONFLICT: "agentPart.alreadySigned",
                FORBIDDEN: "agentPart.notYours",
              })}
            </Alert>
          ) : null}
        </>
      )}
      {sign.isSuccess ? <Alert tone="success">{t("agentPart.signedNotice")}</Alert> : null}
    </article>
  );
}
