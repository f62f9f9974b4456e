import { storedLogoOrNull } from "@planready/contracts/app-urls";
import { themeCssVariables, themeFor } from "@planready/contracts/surveys/themes";
import { useTranslation } from "../../../i18n/react";
import { linkOwnerName } from "../lib/link-state";
import type { TThemeChoice } from "./theme-picker";

type ThemePreviewProps = {
  theme: TThemeChoice;
  firstName: string;
  lastName: string;
  agencyName: string;
  logoUrl: string | null;
};

/**
 * A small picture of the survey page in a theme, with the names and logo as they will appear: the slim header, the
 * progress bar, a question with its button, and the footer. Drawn like the survey frame, from the same theme values.
 */
export function ThemePreview({ theme, firstName, lastName, agencyName, logoUrl }: ThemePreviewProps) {
  const { t } = useTranslation("links");
  const name = linkOwnerName({ first_name: firstName, last_name: lastName, agency_name: agencyName }) ?? t("theme.previewNoName");
  const agency = agencyName.trim();
  return (
    <figure className="flex flex-col gap-2" data-testid="theme-preview" data-theme={theme ?? "default"}>
      <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("theme.previewCaption")}</figcaption>
      <div
        style={themeCssVariables(themeFor(theme))}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm"
      >
        <div className="flex min-h-14 items-center gap-3 border-b border-slate-200 px-4 py-2">
          {storedLogoOrNull(logoUrl) ? (
            <img src={storedLogoOrNull(logoUrl)!} alt="" className="h-10 w-auto max-w-24 object-contain" height={40} />
          ) : null}
          <p className="min-w-0 leading-tight">
            <span className="block font-semibold break-words">{name}</span>
            {agency && agency !== name ? <span className="block text-sm text-slate-700 break-words">{agency}</span> : null}
          </p>
        </div>
        <div className="h-2 bg-[var(--survey-light)]">
          <div className="h-full w-2/5 bg-[var(--survey-progress)]" />
        </div>
        <div className="flex flex-col gap-3 px-4 py-4">
          <p className="font-semibold">{t("theme.previewQuestion")}</p>
          <span
            className="inline-flex min-h-11 w-fit items-center rounded-xl bg-[var(--survey-primary)] px-5 font-semibold text-white"
            data-testid="theme-preview-button"
          >
            {t("theme.previewButton")}
          </span>
        </div>
        <div className="bg-[var(--survey-footer)] px-4 py-2 text-center text-sm font-semibold text-white">
          {t("poweredBy", { ns: "common" })}
        </div>
      </div>
    </figure>
  );
}
