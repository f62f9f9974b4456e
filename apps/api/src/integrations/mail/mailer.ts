export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Extra headers, such as the one-click unsubscribe pair (modules/suppressions `listUnsubscribeHeaders`). */
  headers?: Record<string, string>;
};

/** Mail adapter. The built-in default keeps every message in the outbox table. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
