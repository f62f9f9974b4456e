import { Component, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { primaryButton } from "./buttons";

/**
 * A screen whose code could not be downloaded (no connection): say so and offer to try again. Trying again reloads
 * the page (React keeps a failed lazy import failed); the answers are safe in the queue and the URL keeps the screen.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ScreenFailed onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("surveys");
  return (
    <div role="alert">
      <h1 className="text-3xl font-bold">{t("frame.screenFailed.title")}</h1>
      <p className="mt-3">{t("frame.screenFailed.body")}</p>
      <button type="button" className={`${primaryButton} mt-8`} onClick={onRetry}>
        {t("frame.screenFailed.retry")}
      </button>
    </div>
  );
}
