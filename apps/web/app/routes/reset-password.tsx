import { useTranslation } from "../i18n/react";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { PublicLayout } from "../features/site/components/public-layout";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/reset-password";

export const handle = { i18n: ["auth", "shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.auth.reset.title);

/** Reached from the emailed link through better-auth, which adds ?token=… or, for a dead link, ?error=INVALID_TOKEN. */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("error") ? null : params.get("token");
  return (
    <PublicLayout>
      <AuthCard heading={t("reset.heading")}>
        <ResetPasswordForm token={token} />
      </AuthCard>
    </PublicLayout>
  );
}
