/** The job kind that delivers one stored message. */
export const MAIL_DELIVERY_JOB = "mail.deliver";

export type MailDeliveryPayload = {
  mailMessageId: string;
  /** Logged when the message is held (the password reset link), so it can be followed without mail. */
  logLink?: string;
};

/** What sending a stored message again (the mailbox's Send again) answers. */
export const SEND_AGAIN_MESSAGES = {
  queued: "The e-mail will be sent again.",
  notResendable: "Only an e-mail that failed or is held can be sent again.",
  heldWithoutSmtp: "Held e-mails can be sent once an SMTP server is set (SMTP_URL).",
};
