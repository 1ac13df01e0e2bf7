/** The job kind that delivers one stored message. */
export const MAIL_DELIVERY_JOB = "mail.deliver";

export type MailDeliveryPayload = {
  mailMessageId: string;
  /** Logged when the message is held (the password reset link), so it can be followed without mail. */
  logLink?: string;
};
