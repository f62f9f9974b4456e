import { signatureKindFor } from "@planready/contracts/signature-requests";
import type { TSubmissionDetail } from "@planready/contracts/submissions";
import type { TProfile } from "@planready/contracts/users";
import { useQuery } from "@tanstack/react-query";
import { Archive, ArchiveRestore, ArrowLeft, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { problemMessage } from "../../../lib/problem-message";
import { useCorrectSubmission } from "../api/correct-submission";
import { submissionQueryOptions } from "../api/get-submission";
import { useArchiveSubmissions, useMarkSubmissionsRead } from "../api/update-submissions";
import { clientName } from "../lib/client-name";
import { clientLanguage, detailSections } from "@planready/contracts/submission-sections";
import { AgentSoaPart } from "./agent-soa-part";
import { ConsentEvidence } from "./consent-evidence";
import { CorrectionsHistory } from "./corrections-history";
import { FieldRow } from "./field-row";
import { ListItems } from "./list-items";
import { PdfButton } from "./pdf-button";
import { SignatureRequestPanel } from "./signature-request-panel";
import { SubmissionStatus, SubmissionTime } from "./submission-status";

/** One submission: what the client entered, section by section, the signed consents, corrections, actions. */
export function SubmissionDetailPage({ user, responseId }: { user: TProfile; responseId: string }) {
  const { t } = useTranslation("submissions");
  const detail = useQuery(submissionQueryOptions(responseId));
  if (detail.isPending) return <Spinner label={t("detail.loading")} />;
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink archive={false} />
        <Alert tone="error">
          {/* Another agency's submission is answered like a missing one. */}
          {problemMessage(detail.error, t, "detail.loadFailed", { NOT_FOUND: "detail.notFound", FORBIDDEN: "detail.notFound" })}
        </Alert>
      </div>
    );
  }
  return <Detail user={user} data={detail.data} />;
}

function BackLink({ archive }: { archive: boolean }) {
  const { t } = useTranslation("submissions");
  return (
    <Link
      to={archive ? paths.archive : paths.submissions}
      className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {archive ? t("detail.backToArchive") : t("detail.back")}
    </Link>
  );
}

function Detail({ user, data }: { user: TProfile; data: TSubmissionDetail }) {
  const { t } = useTranslation("submissions");
  const { submission } = data;
  const orgId = user.org?.id ?? "";
  const archive = useArchiveSubmissions();
  const read = useMarkSubmissionsRead();
  const correct = useCorrectSubmission(submission.id);
  const [notice, setNotice] = useState<string | null>(null);
  const name = clientName(submission) ?? t("list.noName");

  // Opening a submission reads it, once per visit (marking it unread again must stick).
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (markedOnOpen.current || submission.read || !orgId) return;
    markedOnOpen.current = true;
    read.mutate({ orgId, ids: [submission.id], read: true });
  }, [orgId, read, submission.id, submission.read]);

  const sections = detailSections(submission.survey_type, data.integration, data.survey_content);
  const consents = [...data.survey_content.scope_of_appointment_responses, ...data.survey_content.aca_consent_responses];
  const signatureKind = signatureKindFor(submission.survey_type);
  const actionError = archive.error ?? read.error;
  // The language the client took the survey in, until they (or a correction) name a preferred one.
  const surveyLanguage = t("document.languageOfSurvey", {
    language: t(`choices.language.${clientLanguage(data.survey_content, data.locale).language}`),
  });

  return (
    <div className="flex flex-col gap-6" data-testid="submission-detail">
      <BackLink archive={submission.archived} />
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight break-words text-slate-900 dark:text-white">{name}</h1>
          <p className="text-slate-700 dark:text-slate-300">
            {t(`surveyTypes.${submission.survey_type}`)} · <span className="font-mono break-all">/{submission.link.url}</span>
            {submission.archived ? ` · ${t("detail.archived")}` : ""}
          </p>
          <div className="flex flex-wrap items-start gap-4">
            <SubmissionStatus item={submission} />
            <SubmissionTime item={submission} />
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <PdfButton id={submission.id} />
          <Button
            variant="tertiary"
            isDisabled={archive.isPending}
            onPress={() =>
              archive.mutate(
                { orgId, ids: [submission.id], archived: !submission.archived },
                { onSuccess: () => setNotice(submission.archived ? t("detail.unarchivedNotice") : t("detail.archivedNotice")) },
              )
            }
          >
            {submission.archived ? <ArchiveRestore aria-hidden className="size-4" /> : <Archive aria-hidden className="size-4" />}
            {submission.archived ? t("bulk.unarchive") : t("bulk.archive")}
          </Button>
          <Button
            variant="ghost"
            isDisabled={read.isPending || !submission.read}
            onPress={() =>
              read.mutate({ orgId, ids: [submission.id], read: false }, { onSuccess: () => setNotice(t("detail.unreadNotice")) })
            }
          >
            <Mail aria-hidden className="size-4" />
            {t("bulk.markUnread")}
          </Button>
        </div>
      </header>

      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {actionError ? <Alert tone="error">{problemMessage(actionError, t, "bulk.failed")}</Alert> : null}

      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`section-${section.id}`}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
          data-testid={`section-${section.id}`}
        >
          <h2 id={`section-${section.id}`} className="text-xl font-semibold text-slate-900 dark:text-white">
            {t(`sections.${section.id}`)}
          </h2>
          {section.fields.length > 0 ? (
            <dl className="grid gap-x-8 divide-y divide-slate-100 2xl:grid-cols-2 2xl:divide-y-0 dark:divide-slate-800">
              {section.fields.map((field) => (
                <FieldRow
                  key={field.name}
                  field={field}
                  fallback={field.name === "preferred_language" ? surveyLanguage : null}
                  onSave={(value) => correct.mutateAsync({ fields: { [field.name]: value } })}
                />
              ))}
            </dl>
          ) : null}
          {section.lists.map((list) => (
            <div key={list.key} className="flex flex-col gap-2">
              {section.fields.length > 0 ? (
                <h3 className="font-semibold text-slate-900 dark:text-white">{t(`lists.${list.key}.label`)}</h3>
              ) : null}
              <ListItems listKey={list.key} items={list.items} onCorrect={(change) => correct.mutateAsync({ items: [change] })} />
            </div>
          ))}
          {section.id === "consent" ? (
            consents.length > 0 ? (
              consents.map((record) =>
                record.kind === "soa" ? (
                  // The agent's part of the Scope of Appointment beside the client's.
                  <div key={record.id} className="grid gap-3 xl:grid-cols-2">
                    <ConsentEvidence record={record} />
                    <AgentSoaPart
                      responseId={submission.id}
                      consentId={record.id}
                      signature={data.soa_agent_signatures.find((s) => s.consent_id === record.id) ?? null}
                      signing={data.agent_signing}
                    />
                  </div>
                ) : (
                  <ConsentEvidence key={record.id} record={record} />
                ),
              )
            ) : (
              <p className="text-slate-600 dark:text-slate-400">{t("consent.none")}</p>
            )
          ) : null}
          {section.id === "consent" && signatureKind && submission.signature_status === "not_signed" ? (
            <SignatureRequestPanel submission={submission} kind={signatureKind} locale={data.locale} />
          ) : null}
        </section>
      ))}

      <section
        aria-labelledby="corrections"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="corrections" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("corrections.title")}
        </h2>
        <CorrectionsHistory corrections={data.corrections} />
      </section>
    </div>
  );
}
