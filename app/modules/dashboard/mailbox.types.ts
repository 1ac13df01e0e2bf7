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
  /** The stored files sent with it, in their order (an invoice's PDF). */
  attachments: MailboxAttachment[];
};

/** A file sent with a stored e-mail; `index` is its place in the message, as the download's URL names it. */
export type MailboxAttachment = {
  index: number;
  fileName: string;
  contentType: string;
  /** Bytes as stored now; null when the file is no longer in storage. */
  sizeBytes: number | null;
};

/** The answer of the message page's Send again. */
export type MailboxActionData = { ok: boolean; message: string };
