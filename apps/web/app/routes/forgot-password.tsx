import { useTranslation } from "../i18n/react";
import { useSearchParams } from "react-router";
import { paths } from "../config/paths";
import { AuthCard } from "../features/auth/components/auth-card";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { PublicLayout } from "../features/site/components/public-layout";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/forgot-password";

export const handle = { i18n: ["auth", "shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.auth.forgot.title);

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const returnTo = params.get("returnTo");
  const loginHref = returnTo ? `${paths.login}?returnTo=${encodeURIComponent(returnTo)}` : paths.login;
  return (
    <PublicLayout>
      <AuthCard heading={t("forgot.heading")} intro={t("forgot.intro")}>
        <ForgotPasswordForm loginHref={loginHref} />
      </AuthCard>
    </PublicLayout>
  );
}
