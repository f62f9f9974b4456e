import { normalizeLinkUrl, publicLinkUrl, type TLink } from "@planready/contracts/links";
import type { TFunction } from "../../../i18n/translator";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { invalidFieldPaths, problemCode, problemMessage } from "../../../lib/problem-message";
import { useUpdateLink, type TLinkChanges } from "../api/update-link";
import { linkUrlIssue, useLinkUrlCheck, type TUrlCheck } from "../../../lib/link-url";
import { ThemePicker, type TThemeChoice } from "./theme-picker";
import { ThemePreview } from "./theme-preview";

/** The words of each name field the API can refuse (the lengths the contracts allow, also the inputs' maxLength). */
const fieldKeys = { first_name: "details.nameTooLong", last_name: "details.nameTooLong", agency_name: "details.agencyTooLong" } as const;

type TDraft = { first_name: string; last_name: string; agency_name: string; url: string; theme: TThemeChoice };

const draftOf = (link: TLink): TDraft => ({
  first_name: link.first_name ?? "",
  last_name: link.last_name ?? "",
  agency_name: link.agency_name ?? "",
  url: link.url,
  theme: link.alt_theme_color,
});

/** What changed against the saved link; an emptied name is cleared (null). */
function changesOf(draft: TDraft, link: TLink): TLinkChanges {
  const text = (value: string) => value.trim() || null;
  const changes: TLinkChanges = {};
  if (text(draft.first_name) !== link.first_name) changes.first_name = text(draft.first_name);
  if (text(draft.last_name) !== link.last_name) changes.last_name = text(draft.last_name);
  if (text(draft.agency_name) !== link.agency_name) changes.agency_name = text(draft.agency_name);
  if (normalizeLinkUrl(draft.url) !== link.url) changes.url = draft.url;
  if (draft.theme !== link.alt_theme_color) changes.alt_theme_color = draft.theme;
  return changes;
}

/**
 * The link's names, agency, address and colour theme, with a preview of the survey page. The address is checked
 * as it is typed; a failed save keeps everything typed and says what to fix.
 */
export function LinkDetailsForm({ link, origin }: { link: TLink; origin: string }) {
  const { t } = useTranslation("links");
  const [draft, setDraft] = useState(() => draftOf(link));
  const [saved, setSaved] = useState(false);
  const update = useUpdateLink(link.id);
  const urlCheck = useLinkUrlCheck(draft.url, { current: link.url });
  const urlInput = useRef<HTMLInputElement>(null);
  const change = (patch: Partial<TDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const set = (field: "first_name" | "last_name" | "agency_name" | "url") => (value: string) => change({ [field]: value });

  const serverFields = invalidFieldPaths(update.error);
  const refused = (field: keyof typeof fieldKeys) => (serverFields.includes(`body.${field}`) ? t(fieldKeys[field]) : null);
  const urlTaken = problemCode(update.error) === "CONFLICT";
  const urlRefused = serverFields.includes("body.url") ? t(`url.issues.${linkUrlIssue(draft.url) ?? "characters"}`) : null;
  const urlError = urlMessage(t, urlCheck) ?? (urlTaken ? t("url.taken") : urlRefused);
  /** A name shown on the survey page, marked when the API refused it. */
  const nameField = (field: keyof typeof fieldKeys, label: "firstName" | "lastName" | "agencyName", maxLength: number) => (
    <TextField
      label={t(`details.${label}`)}
      value={draft[field]}
      onChange={set(field)}
      errorMessage={refused(field)}
      maxLength={maxLength}
      autoComplete="off"
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (urlCheck.kind === "problem") {
      urlInput.current?.focus();
      return;
    }
    const changes = changesOf(draft, link);
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    update.mutate(changes, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="details-heading" className="flex flex-col gap-6">
      <h2 id="details-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("details.title")}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {nameField("first_name", "firstName", 100)}
            {nameField("last_name", "lastName", 100)}
          </div>
          {nameField("agency_name", "agencyName", 120)}
          <TextField
            label={t("url.label")}
            value={draft.url}
            onChange={set("url")}
            errorMessage={urlError}
            description={urlError ? undefined : urlDescription(t, urlCheck, publicLinkUrl(origin, normalizeLinkUrl(draft.url) || "…"))}
            inputRef={urlInput}
            autoComplete="off"
            spellCheck="false"
            maxLength={60}
          />
          {urlCheck.kind !== "unchanged" ? <p className="text-sm text-amber-800 dark:text-amber-200">{t("url.changeWarning")}</p> : null}
          <ThemePicker value={draft.theme} onChange={(theme) => change({ theme })} />
        </div>
        <ThemePreview
          theme={draft.theme}
          firstName={draft.first_name}
          lastName={draft.last_name}
          agencyName={draft.agency_name}
          logoUrl={link.logo_image_url}
        />
      </div>

      {update.isError && !urlTaken && serverFields.length === 0 ? (
        <Alert tone="error">{problemMessage(update.error, t, "details.saveFailed", { FORBIDDEN: "edit.adminsOnly" })}</Alert>
      ) : null}
      {saved && !update.isPending ? (
        <Alert tone="success">
          {t("details.saved")}{" "}
          <a href={publicLinkUrl(origin, link.url)} target="_blank" rel="noreferrer" className="font-semibold underline underline-offset-4">
            {t("details.viewSurvey")}
          </a>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" isLoading={update.isPending} size="lg">
          {t("details.save")}
        </Button>
      </div>
    </form>
  );
}

type TFn = TFunction<"links">;

function urlMessage(t: TFn, check: TUrlCheck): string | null {
  return check.kind === "problem" ? t(`url.issues.${check.issue}`) : null;
}

function urlDescription(t: TFn, check: TUrlCheck, fullUrl: string): string {
  switch (check.kind) {
    case "checking":
      return t("url.checking");
    case "available":
      return t("url.available", { url: fullUrl });
    case "unknown":
      return t("url.unknown", { url: fullUrl });
    default:
      return t("url.current", { url: fullUrl });
  }
}
