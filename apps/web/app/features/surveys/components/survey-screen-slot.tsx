import type { TScreenId } from "@planready/contracts/surveys/screens";
import { Suspense } from "react";
import { useTranslation } from "../../../i18n/react";
import { SurveyScreen } from "../screens/registry";
import type { TScreenProps } from "../screens/screen-props";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { SurveyFocusContext, type TSurveyFocus } from "./survey-focus";

/**
 * The screen shown, in the running survey and in the agent's preview alike: its heading takes the focus when asked,
 * a failing screen is caught on its own, and a line says it is loading while its code arrives.
 */
export function SurveyScreenSlot({ screen, focus, props }: { screen: TScreenId; focus: TSurveyFocus; props: TScreenProps }) {
  return (
    <SurveyFocusContext value={focus}>
      <ScreenErrorBoundary key={screen}>
        <Suspense fallback={<ScreenLoading />}>
          <SurveyScreen key={screen} {...props} />
        </Suspense>
      </ScreenErrorBoundary>
    </SurveyFocusContext>
  );
}

function ScreenLoading() {
  const { t } = useTranslation("surveys");
  return <output className="mt-8 block min-h-96 text-lg">{t("frame.screenLoading")}</output>;
}
