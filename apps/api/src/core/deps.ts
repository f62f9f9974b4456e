import type { TBillingEnvironment } from "@planready/contracts/billing/plans";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../integrations/mail/mailer.ts";
import type { SmsSender } from "../integrations/sms/sms-sender.ts";
import type { PaymentProvider } from "../integrations/payments/payment-provider.ts";
import type { FileStorage } from "../integrations/storage/file-storage.ts";
import type { Partners } from "../integrations/partners/create-partners.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { SafeHttpClient } from "../lib/safe-http.ts";
import type { SecretBox } from "../lib/secret-box.ts";

/**
 * Everything a use case may need besides its input, built once by `buildApp` (app.ts) and handed to every route
 * plugin, job handler and command. Services take the part they use (`Pick<AppDeps, "db" | "jobs">`), so a
 * signature says what a function touches and a test can pass just that.
 */
export type AppDeps = {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * PUBLIC_URL, or http://localhost:PORT without it: links in emails; providers on another site (Stripe) return the
   * browser to it.
   */
  publicUrl: string;
  /** PUBLIC_URL as configured, or null: the address survey links are shown, copied and QR-coded under. */
  configuredPublicUrl: string | null;
  /** Which legacy cut-over date of the plans applies (`billingEnvironment`). */
  billingEnvironment: TBillingEnvironment;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Texts: the sms_outbox table by default, or Twilio (SMS_PROVIDER; integrations/sms). */
  sms: SmsSender;
  storage: FileStorage;
  /**
   * Background work (pg-boss). Enqueue only after the data the job reads has committed. A command run without the
   * app's queue gets `skippingJobQueue` (jobs/job-queue.ts): its side effects are logged, not sent.
   */
  jobs: JobQueue;
  /** Secrets kept to be used again (webhook signing secrets, partner credentials), encrypted at rest (lib/secret-box.ts). */
  secrets: SecretBox;
  /** Calls to addresses users typed (webhook endpoints): https, public addresses only (lib/safe-http.ts). */
  outbound: SafeHttpClient;
  /** The partner adapters the operator configured (integrations/partners; docs/decisions/034-partner-integrations.md). */
  partners: Partners;
  /** The origins the ConnectureDRX partner's return address and white-label logo may use (config; decision 035). */
  partnerOrigins: { connectureReturn: readonly string[]; connectureLogo: readonly string[] };
};

/** Production's cut-over applies when the server runs in production (NODE_ENV=production), the other one elsewhere. */
export function billingEnvironment(nodeEnv: string): TBillingEnvironment {
  return nodeEnv === "production" ? "production" : "other";
}
