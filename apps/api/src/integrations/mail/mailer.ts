export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Extra headers, such as the one-click unsubscribe pair (modules/suppressions `listUnsubscribeHeaders`). */
  headers?: Record<string, string>;
  /** The display name of the From address (the configured address stays: an agent's bulk send names the agent). */
  fromName?: string;
  /** Where replies go (an agent's own address for their bulk sends). */
  replyTo?: string;
};

/** Mail adapter. The built-in default keeps every message in the outbox table. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
