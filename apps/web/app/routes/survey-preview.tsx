import { surveyTypes, type TSurveyType } from "@planready/contracts/surveys/survey-types";
import { useTranslation } from "../i18n/react";
import { data } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/components/user-provider";
import { PreviewToolbar } from "../features/billing/components/preview-toolbar";
import { localizedMeta } from "../lib/meta";
import { SurveyPreview } from "../features/surveys/components/survey-preview";
import type { RouteI18nHandle } from "../i18n/i18n";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/survey-preview";

export const handle = { i18n: ["billing", "surveys"] } satisfies RouteI18nHandle;

const isSurveyType = (value: string): value is TSurveyType => (surveyTypes as readonly string[]).includes(value);

/** Only the eight survey types have a preview; anything else is the not-found page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isSurveyType(params.surveyType)) throw data(null, { status: 404 });
  return { surveyType: params.surveyType };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "preview");

/**
 * A survey type walked through as a client sees it, with the signed-in agent's name and agency in its header; from
 * the marketplace's Preview buttons. Outside the main layout: the survey draws its own page.
 */
export default function SurveyPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const { user } = useUser();
  const hydrated = useHydrated();
  if (!user) return null;
  if (!hydrated) return <Spinner label={t("preview.label")} className="min-h-dvh" />;
  const { surveyType } = loaderData;
  const link = {
    id: "00000000-0000-4000-8000-000000000000",
    url: "preview",
    first_name: user.first_name,
    last_name: user.last_name,
    agency_name: user.org?.name ?? null,
    logo_image_url: null,
    alt_theme_color: null,
  };
  return <SurveyPreview key={surveyType} surveyType={surveyType} link={link} Toolbar={PreviewToolbar} />;
}
