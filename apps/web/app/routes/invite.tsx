import { HydrationBoundary } from "@tanstack/react-query";
import { useState } from "react";
import { paths } from "../config/paths";
import { prefetchAuthConfig } from "../features/auth/api/get-auth-config";
import { useUser } from "../features/auth/components/user-provider";
import { EmailRegisteredDialog } from "../features/auth/components/email-registered-dialog";
import { GoogleSignIn } from "../features/auth/components/google-sign-in";
import { SignupForm } from "../features/auth/components/signup-form";
import { PublicLayout } from "../features/site/components/public-layout";
import { lookupInvite } from "../features/team/api/invites";
import { InviteLanding } from "../features/team/components/invite-landing";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/invite";

export const handle = { i18n: ["team", "auth", "shell"] } satisfies RouteI18nHandle;

/** The invite is looked up on the server: the page arrives saying whether it can be used, and for which agency. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const [lookup, dehydratedState] = await Promise.all([lookupInvite(params.inviteId, token, request), prefetchAuthConfig(request)]);
  return { lookup, token, dehydratedState };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "team", "invite");

/** /invite/{id}?token=: joining an agency through an invite (sign-up with email or Google lands on the dashboard). */
export default function InvitePage({ loaderData, params }: Route.ComponentProps) {
  const { user } = useUser();
  const [emailTaken, setEmailTaken] = useState(false);
  const { lookup, token } = loaderData;
  const here = `${paths.invite(params.inviteId)}?token=${encodeURIComponent(token ?? "")}`;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PublicLayout>
        <div className="px-4 py-10">
          <InviteLanding
            inviteId={params.inviteId}
            token={token}
            lookup={lookup}
            user={user ?? null}
            signUp={
              <div className="flex flex-col gap-5">
                <GoogleSignIn callbackURL={paths.dashboard} newUserCallbackURL={paths.dashboard} errorCallbackURL={here} />
                <SignupForm
                  onEmailTaken={() => setEmailTaken(true)}
                  initialEmail={lookup.valid ? lookup.email : ""}
                  nextPath={paths.dashboard}
                />
              </div>
            }
          />
        </div>
        <EmailRegisteredDialog isOpen={emailTaken} onProceed={() => setEmailTaken(false)} />
      </PublicLayout>
    </HydrationBoundary>
  );
}
