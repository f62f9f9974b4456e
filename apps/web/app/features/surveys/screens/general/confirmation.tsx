import type { TConsentKind } from "@planready/contracts/surveys/consent-records";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ScreenLayout } from "../../components/screen-layout";
import { agentWords } from "../../lib/agent-words";
import { readPendingConsent } from "../consent/pending-consent";
import { ShareAgentBlock } from "./share-agent-block";
import { ReviewInvite } from "./review-invite";
import type { TScreenProps } from "../screen-props";

/** The surveys whose whole point is a signature: declining it leaves nothing signed, and the client is told so. */
const SIGNATURE_ONLY: Partial<Record<TSurveyType, TConsentKind>> = { scope_only: "soa", aca_consent_only: "aca_consent" };

/**
 * Whether a signature-only survey ended without its signature: none on the server, and none waiting on this device
 * (read after hydration, like the consent screen does).
 */
function useDeclinedSignature(props: TScreenProps): TConsentKind | null {
  const kind = SIGNATURE_ONLY[props.surveyType] ?? null;
  const records = kind === "soa" ? props.content.scope_of_appointment_responses : props.content.aca_consent_responses;
  const [pending, setPending] = useState(true);
  // oxlint-disable-next-line react/set-state-in-effect
  useEffect(() => setPending(kind ? readPendingConsent(props.response.id, kind) !== null : false), [kind, props.response.id]);
  return kind && records.length === 0 && !pending ? kind : null;
}

/** Thank-you and what happens next. Says plainly whether the answers have reached the agent yet. */
export default function ConfirmationScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const name = (props.content.preferred_name || props.content.first_name || "").trim();
  const agent = agentWords(t, props.link);
  const sent = props.saveStatus === "saved";
  const declined = useDeclinedSignature(props);
  const screen = (
    <ScreenLayout {...props} hideNext title={name ? t("screens.confirmation.titleNamed", { name }) : t("titles.confirmation")}>
      <div className="mt-4 space-y-4 text-lg">
        {declined ? (
          <div className="rounded-xl border-2 border-amber-600 bg-amber-50 px-4 py-3" data-testid="not-signed">
            <p className="font-semibold">{t(`screens.confirmation.notSigned.${declined}`)}</p>
            <p className="mt-1">{t("screens.confirmation.notSigned.later", agent)}</p>
          </div>
        ) : null}
        <output className={`block rounded-xl border-2 px-4 py-3 ${sent ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}>
          {sent ? t("screens.confirmation.sent", agent) : t("screens.confirmation.pending", agent)}
        </output>
        <h2 className="pt-2 text-2xl font-bold">{t("screens.confirmation.nextTitle")}</h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>{t("screens.confirmation.step1", agent)}</li>
          <li>{t("screens.confirmation.step2", agent)}</li>
          <li>{t("screens.confirmation.step3")}</li>
        </ol>
        {props.link.agency_name && props.link.agency_name !== agent.agent ? (
          <p className="text-slate-700">{t("screens.confirmation.agency", { ...agent, agency: props.link.agency_name })}</p>
        ) : null}
        <p>{t("screens.confirmation.close")}</p>
        {sent ? <ShareAgentBlock link={props.link} preview={props.preview} /> : null}
      </div>
    </ScreenLayout>
  );
  // The review invitation is a form of its own, so it stands after the screen's form, never inside it.
  return (
    <>
      {screen}
      {sent && props.response.status === "submitted" && !props.preview ? (
        <ReviewInvite responseId={props.response.id} token={props.token} agent={agent} />
      ) : null}
    </>
  );
}
