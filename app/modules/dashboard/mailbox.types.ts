/** One stored e-mail as the mailbox shows it (dates as ISO 8601). */
export type MailboxMessage = {
  id: string;
  from: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  template: string;
  status: "queued" | "sent" | "held" | "failed";
  messageId: string;
  attempts: number;
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
  sentAt: string | null;
  html: string;
  text: string;
  /** Whether it failed, or is held while an SMTP server is set: the mailbox offers Send again. */
  canSendAgain: boolean;
};

/** The answer of the message page's Send again. */
export type MailboxActionData = { ok: boolean; message: string };
