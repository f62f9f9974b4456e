import { connectureWelcomeHref } from "@planready/contracts/bulk-onboarding";
import { Mail } from "lucide-react";
import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import { signOut } from "../../../lib/sign-out";
import { useRequestConnectureLink } from "../api/connecture-link";

export type TWelcomeView =
  | { kind: "noAgentId" }
  | { kind: "login"; agentId: string }
  | { kind: "new"; agentId: string }
  | { kind: "link"; agentId: string; email: string; verifyFailed: boolean }
  | { kind: "otherAgent"; agentId: string }
  | { kind: "otherAccount"; agentId: string };

/**
 * /connecturedrx/welcome: a Connecture agent arriving from ConnectureDRX. Signed out: log in or create an account
 * (coming back here). Signed in without an agent id: the id is linked only through a link emailed to the account's
 * own address. Signed in as the id's account, the loader has already sent them on to the onboarding.
 */
export function WelcomePage({ view }: { view: TWelcomeView }) {
  const { t } = useTranslation("bulkOnboarding");
  const { search } = useLocation();
  const back = connectureWelcomeHref(search);
  const request = useRequestConnectureLink();
  const logoutButton = (
    <Button variant="secondary" onPress={() => signOut(back)}>
      {t("welcome.logout")}
    </Button>
  );

  let body;
  switch (view.kind) {
    case "noAgentId":
      body = <Alert tone="error">{t("welcome.noAgentId")}</Alert>;
      break;
    case "login":
    case "new":
      body = (
        <>
          <p className="text-slate-700 dark:text-slate-200">{view.kind === "login" ? t("welcome.hasAccount") : t("welcome.newAgent")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {view.kind === "new" ? (
              <ButtonLink href={`${paths.signup}?returnTo=${encodeURIComponent(back)}`}>{t("welcome.signup")}</ButtonLink>
            ) : null}
            <ButtonLink
              href={`${paths.login}?returnTo=${encodeURIComponent(back)}`}
              variant={view.kind === "login" ? "primary" : "secondary"}
            >
              {t("welcome.login")}
            </ButtonLink>
          </div>
        </>
      );
      break;
    case "link":
      body = (
        <>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("welcome.linkHeading")}</h2>
          {view.verifyFailed ? <Alert tone="error">{t("welcome.verifyFailed")}</Alert> : null}
          <p className="text-slate-700 dark:text-slate-200">{t("welcome.linkBody", { id: view.agentId, email: view.email })}</p>
          {request.isSuccess ? (
            <Alert tone="success">
              <span data-testid="link-sent">{t("welcome.sent", { email: request.data.sent_to })}</span>
            </Alert>
          ) : null}
          {request.isError ? <Alert tone="error">{t("welcome.requestFailed")}</Alert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button isLoading={request.isPending} onPress={() => request.mutate({ connAgentId: view.agentId, search })}>
              <Mail aria-hidden className="size-5" />
              {request.isSuccess ? t("welcome.sendAgain") : t("welcome.sendLink")}
            </Button>
            {logoutButton}
          </div>
        </>
      );
      break;
    case "otherAgent":
    case "otherAccount":
      body = (
        <>
          <Alert tone="warning">{view.kind === "otherAgent" ? t("welcome.otherAgent") : t("welcome.otherAccount")}</Alert>
          <div>{logoutButton}</div>
        </>
      );
      break;
  }

  return (
    <div className="flex w-full max-w-xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">{t("welcome.heading")}</h1>
        <p className="text-slate-600 dark:text-slate-300">{t("welcome.intro")}</p>
        {"agentId" in view ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("welcome.agentId", { id: view.agentId })}</p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
