import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { maskValues } from "../../lib/logger.ts";
import { existingAccountSignUpEmail, passwordResetEmail } from "./auth.emails.ts";
import { isPasswordResetIdentifier, voidPasswordResetTokens } from "./auth.repository.ts";

export type AuthHooks = {
  /**
   * Runs once after better-auth created the sign-in identity: provisions the app user and organisation. `headers`
   * are the sign-up request's (or Google's callback's), for the new user's language.
   */
  onUserCreated: (authUser: { id: string; email: string; name: string }, headers: Headers | undefined) => Promise<void>;
  /** Records which sign-in method created the user (`users.sub`). */
  onAccountCreated: (account: { userId: string; providerId: string; accountId: string }) => Promise<void>;
  /** An email change was asked for: mail `url` (which confirms it) to the new address, `newEmail`. */
  onEmailChangeRequested: (change: { authId: string; newEmail: string; url: string }) => Promise<void>;
  /** The sign-in identity changed (a confirmed email change among others): the app user follows it. */
  onIdentityUpdated: (authUser: { id: string; email: string }, headers: Headers | undefined) => Promise<void>;
  /**
   * Runs after every new session (a sign-in by password or Google); `path` is better-auth's endpoint. A failure here
   * is logged and never fails the sign-in.
   */
  onSessionCreated?: (
    session: { userId: string; ipAddress?: string | null | undefined; userAgent?: string | null | undefined },
    endpoint: { path: string | undefined; providerId: string | undefined },
  ) => Promise<void>;
};

/** better-auth, configured for this product: email + password, Google when configured, sessions in PostgreSQL. */
export function createAuth(config: Config, db: Db, mailer: Mailer, hooks: AuthHooks, log?: FastifyBaseLogger) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, prompt: "select_account" as const } }
      : {};
  // How long founding a new agency takes here (organisation, the provider's customer, the Admin), as a moving
  // average: a sign-up with an address that already has an account waits as long, so the time of the answer does
  // not tell the two apart even when the payment provider is slow.
  let provisioningMs = 0;
  const provisionTimed = async (user: { id: string; email: string; name: string }, headers: Headers | undefined) => {
    const started = performance.now();
    try {
      await hooks.onUserCreated(user, headers);
    } finally {
      const took = performance.now() - started;
      provisioningMs = provisioningMs === 0 ? took : provisioningMs * 0.8 + took * 0.2;
    }
  };
  return betterAuth({
    appName: "PlanReady",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.SESSION_SECRET,
    trustedOrigins: [config.publicUrl, `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.authUser,
        session: schema.authSession,
        account: schema.authAccount,
        verification: schema.authVerification,
        rateLimit: schema.authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up answers an address that already has an account exactly as a new one (same status, body, and the
      // password hashed either way), and mails the owner instead; so it signs no one in by itself: the page signs
      // in right after with the same email and password.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        const mail = existingAccountSignUpEmail({
          to: user.email,
          loginUrl: `${config.publicUrl}/login`,
          resetUrl: `${config.publicUrl}/forgot-password`,
        });
        void mailer.send(mail).catch((error: unknown) => {
          log?.error({ code: (error as { code?: unknown }).code ?? "unknown" }, "The existing-account sign-up email could not be sent.");
        });
        await new Promise((resolve) => setTimeout(resolve, provisioningMs));
      },
      revokeSessionsOnPasswordReset: true,
      // Using a reset link voids every other one the user was sent.
      onPasswordReset: async ({ user }) => voidPasswordResetTokens(db, user.id),
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: the answer takes as long whether the account exists or not (no hint by timing) and does not wait
      // for a slow mail server. A failure is logged without the address; the person can ask again.
      sendResetPassword: async ({ user, url }) => {
        void mailer.send(passwordResetEmail({ to: user.email, url })).catch((error: unknown) => {
          // Only the error's code: a mail server's message may quote the address.
          log?.error({ code: (error as { code?: unknown }).code ?? "unknown" }, "The password reset email could not be sent.");
        });
      },
    },
    socialProviders: google,
    // An email change (docs/product.md#personal-information): a link mailed to the new address confirms it, and the
    // old address stays until then. Only `change-email` sends it (the endpoint that mails verification links on
    // request is closed, auth.routes.ts): every verification email is an email change's.
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      expiresIn: 60 * 60 * 24,
      sendOnSignUp: false,
      sendVerificationEmail: async ({ user, url }) => hooks.onEmailChangeRequested({ authId: user.id, newEmail: user.email, url }),
    },
    account: { accountLinking: { enabled: false } },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24, cookieCache: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        "/sign-up/email": { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
      },
    },
    advanced: {
      // better-auth turns both checks off by itself when NODE_ENV is "test" or TEST is set; keep them on everywhere
      // so no environment variable can disable CSRF protection and the tests exercise what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: "planready",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-planready-client-ip"] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // An unexpected error (not better-auth's own answer) is thrown to the app's error handler, which logs it without
    // its query parameters and answers a problem; left to better-auth it would be printed whole to the console.
    onAPIError: { throw: true },
    // Into the app's structured log (and its LOG_LEVEL) rather than straight to the console; its words can name the
    // address or value it refused, masked (lib/logger.ts), and its extra arguments (errors, rows) are not logged.
    ...(log
      ? {
          logger: {
            level: "warn" as const,
            log: (level: "debug" | "info" | "warn" | "error", message: string) =>
              log[level]({ source: "better-auth" }, maskValues(message)),
          },
        }
      : {}),
    databaseHooks: {
      user: {
        create: { after: async (user, context) => provisionTimed(user, context?.headers ?? context?.request?.headers) },
        update: { after: async (user, context) => hooks.onIdentityUpdated(user, context?.headers ?? context?.request?.headers) },
      },
      account: { create: { after: async (account) => hooks.onAccountCreated(account) } },
      session: {
        create: {
          after: async (session, context) => {
            try {
              const providerId = (context?.params as { id?: unknown } | undefined)?.id;
              await hooks.onSessionCreated?.(session, {
                path: context?.path,
                providerId: typeof providerId === "string" ? providerId : undefined,
              });
            } catch (error) {
              log?.error({ code: (error as { code?: unknown }).code ?? "unknown" }, "The sign-in could not be recorded in the audit log.");
            }
          },
        },
      },
      // A new reset link voids the ones sent before it.
      verification: {
        create: {
          after: async (verification) => {
            if (isPasswordResetIdentifier(verification.identifier))
              await voidPasswordResetTokens(db, verification.value, verification.identifier);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
