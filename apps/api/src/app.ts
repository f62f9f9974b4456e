import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import underPressure from "@fastify/under-pressure";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { billingEnvironment, type AppDeps } from "./core/deps.ts";
import { provisionAccount } from "./commands/provision-account.ts";
import type { Db } from "./db/client.ts";
import { createOutboxMailer } from "./integrations/mail/outbox-mailer.ts";
import { createSmtpMailer } from "./integrations/mail/smtp-mailer.ts";
import type { Mailer } from "./integrations/mail/mailer.ts";
import { createSms } from "./integrations/sms/create-sms.ts";
import type { SmsSender } from "./integrations/sms/sms-sender.ts";
import { createPaymentProvider } from "./integrations/payments/index.ts";
import type { PaymentProvider } from "./integrations/payments/payment-provider.ts";
import { createFileStorage } from "./integrations/storage/create-storage.ts";
import type { FileStorage } from "./integrations/storage/file-storage.ts";
import { runBulkSend } from "./modules/bulk-sends/bulk-send.job.ts";
import { bulkSendsRoutes } from "./modules/bulk-sends/bulk-sends.routes.ts";
import { createJobRunner, type JobRunner } from "./jobs/job-runner.ts";
import { createPartners } from "./integrations/partners/create-partners.ts";
import { createSecretBox, secretBoxKey } from "./lib/secret-box.ts";
import { runIntegrationDelivery } from "./modules/integrations/integration-delivery.job.ts";
import { integrationsRoutes } from "./modules/integrations/integrations.routes.ts";
import { loggerOptions, type LogStream } from "./lib/logger.ts";
import { apiValidatorCompiler } from "./lib/sparse-object-validator.ts";
import { createSafeHttpClient } from "./lib/safe-http.ts";
import { createAuth } from "./modules/auth/auth.ts";
import { authConfigRoutes } from "./modules/auth/auth-config.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { accountRoutes } from "./modules/auth/account.routes.ts";
import { completeEmailChange, mailEmailChangeLink } from "./modules/auth/account.service.ts";
import { supportRoutes } from "./modules/support/support.routes.ts";
import { smsInboundRoutes } from "./modules/suppressions/sms-inbound.routes.ts";
import { suppressionsRoutes } from "./modules/suppressions/suppressions.routes.ts";
import { unsubscribeRoutes } from "./modules/suppressions/unsubscribe.routes.ts";
import { recordSignIn, signInMethod } from "./modules/auth/auth-audit.ts";
import { handleBillingEvent } from "./modules/billing/billing-events.service.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { sandboxRoutes } from "./modules/billing/sandbox.routes.ts";
import { webhooksRoutes } from "./modules/billing/webhooks.routes.ts";
import { consentsRoutes } from "./modules/consents/consents.routes.ts";
import { reviewsRoutes } from "./modules/reviews/reviews.routes.ts";
import { agentSigningRoutes } from "./modules/agent-signing/agent-signing.routes.ts";
import { signatureRequestsRoutes } from "./modules/signature-requests/signature-requests.routes.ts";
import { staffRoutes } from "./modules/staff/staff.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { linkLogoRoutes } from "./modules/links/link-logo.routes.ts";
import { linkMembersRoutes } from "./modules/links/link-members.routes.ts";
import { agentSitesRoutes } from "./modules/agent-sites/agent-sites.routes.ts";
import { runBookImport } from "./modules/book/book-import.job.ts";
import { bookRoutes } from "./modules/book/book.routes.ts";
import { siteReferralsRoutes } from "./modules/agent-sites/site-referrals.routes.ts";
import { linksRoutes } from "./modules/links/links.routes.ts";
import { bulkOnboardingRoutes } from "./modules/bulk-onboarding/bulk-onboarding.routes.ts";
import { rfxcRoutes } from "./modules/bulk-onboarding/rfxc.routes.ts";
import { orgLinksRoutes } from "./modules/links/org-links.routes.ts";
import { lookupsRoutes } from "./modules/lookups/lookups.routes.ts";
import { maintenanceRoutes } from "./modules/maintenance/maintenance.routes.ts";
import { sendNotificationEmail } from "./modules/notifications/notification-email.job.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { orgsRoutes } from "./modules/orgs/orgs.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { responsesRoutes } from "./modules/responses/responses.routes.ts";
import { registerSubmissionPdfRefresh } from "./plugins/submission-pdf-refresh.ts";
import { submissionPdfsRoutes } from "./modules/submission-pdfs/submission-pdfs.routes.ts";
import { runSubmissionPdfJob } from "./modules/submission-pdfs/submission-pdf.job.ts";
import { submissionDetailRoutes } from "./modules/submissions/submission-detail.routes.ts";
import { submissionsRoutes } from "./modules/submissions/submissions.routes.ts";
import { householdRoutes } from "./modules/survey-contents/household.routes.ts";
import { surveyContentsRoutes } from "./modules/survey-contents/survey-contents.routes.ts";
import { signUpLocale } from "./modules/users/user-locale.ts";
import { recordSignInMethod } from "./modules/users/users.service.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { inviteClaimFromHeaders } from "./modules/team/team.service.ts";
import { teamRoutes } from "./modules/team/team.routes.ts";
import { publicApiRoutes } from "./modules/webhooks/public-api.routes.ts";
import { webhooksAppRoutes } from "./modules/webhooks/webhooks.routes.ts";
import { runWebhookDelivery } from "./modules/webhooks/webhooks.service.ts";
import { CLIENT_IP_HEADER, registerAuthGuard } from "./plugins/auth.ts";
import { registerErrorHandling, registerInputChecks, sendProblem } from "./plugins/errors.ts";
import { registerGracefulStop } from "./plugins/graceful-stop.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { postgresRateLimitStore } from "./plugins/rate-limit-store.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { INTERNAL_REQUEST_HEADER, registerWeb, type WebMode } from "./plugins/web.ts";

export type AppOptions = {
  config: Config;
  db: Db;
  payments?: PaymentProvider;
  mailer?: Mailer;
  /** The SMS provider; by default the configured one (SMS_PROVIDER). Every text is recorded with its agency either way. */
  sms?: SmsSender;
  /** Uploaded files (link logos); by default on disk under DATA_DIR/files. */
  storage?: FileStorage;
  /** How the React app is served: built files, Vite in middleware mode, or not at all (API tests). */
  web?: WebMode;
  /**
   * Whether this process runs background jobs (default true). API tests turn it off and run the queue themselves
   * with `app.jobs.runQueued()`.
   */
  jobWorkers?: boolean;
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: LogStream;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The background job queue (pg-boss), started with the app and stopped when it closes. */
    jobs: JobRunner;
    /** The dependency bag the app was built with (core/deps.ts); commands and tests reuse it. */
    deps: AppDeps;
  }
}

/** Builds the whole product as one Fastify instance: JSON API under /api, the React app for everything else. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: "idle",
    // A request arriving on a kept-alive connection while the server stops is served (with Connection: close), not
    // refused: plugins/graceful-stop.ts.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Unsubscribe tokens (modules/suppressions/unsubscribe-token.ts) are sealed addresses, longer than the default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
  });
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });

  const payments = options.payments ?? createPaymentProvider(config, db);
  const mailer =
    options.mailer ?? (config.SMTP_URL && config.MAIL_FROM ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(db));
  const jobs = createJobRunner({
    db,
    log: app.log,
    work: options.jobWorkers ?? true,
    handlers: {
      "notification-email": (data) => sendNotificationEmail(deps, data),
      "submission-pdf": (data) => runSubmissionPdfJob(deps, data),
      "webhook-delivery": (data) => runWebhookDelivery(deps, data),
      "integration-delivery": (data) => runIntegrationDelivery(deps, data),
      "bulk-send": (data) => runBulkSend({ ...deps, perMinute: config.BULK_SEND_PER_MINUTE }, data),
      "book-import": (data) => runBookImport(deps, data),
    },
  });
  // The one dependency bag (core/deps.ts): every route plugin, job handler and command takes what it needs from it.
  const deps: AppDeps = {
    db,
    log: app.log,
    publicUrl: config.publicUrl,
    configuredPublicUrl: config.PUBLIC_URL ?? null,
    billingEnvironment: billingEnvironment(config.NODE_ENV),
    payments,
    mailer,
    sms: createSms(config, db, options.sms),
    storage: options.storage ?? createFileStorage(config),
    jobs,
    secrets: createSecretBox(secretBoxKey(config)),
    outbound: createSafeHttpClient({ allowLocalHttp: config.WEBHOOKS_ALLOW_LOCAL_HTTP }),
    partners: createPartners(config),
    partnerOrigins: { connectureReturn: config.CONNECTURE_RETURN_ORIGINS, connectureLogo: config.CONNECTURE_LOGO_ORIGINS },
  };
  app.decorate("deps", deps);
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  // Stops the queue (waiting for jobs in flight) when the app closes; main.ts ends the pool after that.
  app.addHook("onClose", () => jobs.stop());

  // The sandbox's events go through the same handler as Stripe's webhooks, in process.
  payments.onEvent?.(async (event) => void (await handleBillingEvent(deps, event)));
  if (payments.name === "stripe" && !config.STRIPE_WEBHOOK_SECRET) {
    app.log.warn("STRIPE_WEBHOOK_SECRET is not set: Stripe's webhooks are refused (503) until it is");
  }
  const auth = createAuth(
    config,
    db,
    mailer,
    {
      onUserCreated: async (user, headers) =>
        void (await provisionAccount(deps, user, signUpLocale(headers), {
          invite: inviteClaimFromHeaders(headers),
          origin: { ip: headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: headers?.get("user-agent")?.slice(0, 300) ?? null },
        })),
      onAccountCreated: async (account) => recordSignInMethod(deps.db, account),
      onEmailChangeRequested: async (change) => mailEmailChangeLink(deps, change),
      onIdentityUpdated: async (identity, headers) =>
        completeEmailChange({ ...deps, supportEmail: config.SUPPORT_EMAIL }, identity, headers),
      onSessionCreated: async (session, endpoint) => recordSignIn(deps.db, session, signInMethod(endpoint)),
    },
    app.log,
  );

  registerErrorHandling(app);
  registerGracefulStop(app);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  // CSP with per-request nonces, no-store on the API, HSTS and Secure cookies over https (decision 019). Vite's dev
  // server injects scripts of its own, so development runs without the CSP.
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith("https://"),
    contentSecurity: options.web !== "dev",
    imageOrigins: config.CONNECTURE_LOGO_ORIGINS,
  });
  await app.register(underPressure, { maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS, exposeStatusRoute: false });
  // Server rendering calls the API in-process; those calls carry a per-process token and are not the client's.
  const internalToken = randomUUID();
  // Counted in PostgreSQL, so every process behind the load balancer shares one count per client. When the database
  // cannot answer, requests are let through (they would fail on the database anyway, with the right status).
  await app.register(rateLimit, {
    store: postgresRateLimitStore(db),
    skipOnError: true,
    max: config.API_RATE_LIMIT_MAX,
    timeWindow: "1 minute",
    allowList: (req) => !req.url.startsWith("/api") || req.headers[INTERNAL_REQUEST_HEADER] === internalToken,
  });
  await registerOpenApi(app);
  registerAuthGuard(app, auth, deps);
  registerInputChecks(app);
  registerSubmissionPdfRefresh(app, deps);

  await app.register(authRoutes, { auth, deps });
  await app.register(authConfigRoutes, { google: !!config.GOOGLE_CLIENT_ID });
  await app.register(accountRoutes, { auth, deps, google: !!config.GOOGLE_CLIENT_ID });
  await app.register(supportRoutes, { deps, supportEmail: config.SUPPORT_EMAIL, version: config.appVersion });
  for (const routes of [
    usersRoutes,
    teamRoutes,
    orgsRoutes,
    paymentsRoutes,
    billingRoutes,
    webhooksRoutes,
    sandboxRoutes,
    orgLinksRoutes,
    maintenanceRoutes,
    notificationsRoutes,
    linksRoutes,
    linkMembersRoutes,
    linkLogoRoutes,
    surveyContentsRoutes,
    householdRoutes,
    submissionsRoutes,
    submissionDetailRoutes,
    consentsRoutes,
    signatureRequestsRoutes,
    agentSigningRoutes,
    submissionPdfsRoutes,
    staffRoutes,
    auditRoutes,
    agentSitesRoutes,
    siteReferralsRoutes,
    integrationsRoutes,
    reviewsRoutes,
    bulkSendsRoutes,
    webhooksAppRoutes,
    bookRoutes,
    suppressionsRoutes,
    unsubscribeRoutes,
    bulkOnboardingRoutes,
    rfxcRoutes,
  ]) {
    await app.register(routes, { deps });
  }
  await app.register(healthRoutes, { deps, livenessGraceS: config.LIVENESS_DB_GRACE_S });
  await app.register(responsesRoutes, {
    deps,
    startRateLimit: config.SURVEY_START_RATE_LIMIT_MAX,
    linkStartLimit: { max: config.SURVEY_START_LINK_LIMIT_MAX, windowMs: config.SURVEY_START_LINK_LIMIT_WINDOW_MINUTES * 60_000 },
  });
  await app.register(lookupsRoutes, { config });
  await app.register(smsInboundRoutes, { deps, twilioAuthToken: config.TWILIO_AUTH_TOKEN ?? null });
  await app.register(publicApiRoutes, { deps, rateLimitMax: config.PUBLIC_API_RATE_LIMIT_MAX });

  // Unknown API paths answer in the API's own error format, never with an HTML page.
  app.all("/api/*", { config: { auth: "public" }, schema: { hide: true } }, async (request, reply) =>
    sendProblem(request, reply, "NOT_FOUND", "There is no API endpoint at this address."),
  );
  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, "NOT_FOUND"));

  if (options.web && options.web !== "none") await registerWeb(app, options.web, { devPort: config.PORT, internalToken });
  return app;
}
