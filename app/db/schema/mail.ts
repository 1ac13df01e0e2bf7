import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export type MailAttachment = { fileName: string; storageKey: string; contentType: string };

export const mailStatus = pgEnum("mail_status", ["queued", "sent", "held", "failed"]);

/**
 * Every e-mail the platform sends, rendered when it is queued (app/modules/mail). `held` messages
 * were written while no SMTP server was configured: they are kept here, readable by admins, instead
 * of being sent.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    // Chosen by the application before the insert, so the Message-ID can be derived from it.
    id: uuid().primaryKey(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    /** Stored files sent with the message (an invoice's PDF, ADR 064), read from storage at delivery. */
    attachments: jsonb().$type<MailAttachment[]>(),
    status: mailStatus().notNull().default("queued"),
    /** The RFC 5322 Message-ID, with angle brackets; the same on every delivery attempt. */
    messageId: text().notNull().unique(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.createdAt.desc(), t.id.desc())],
);

export type MailMessage = typeof mailMessages.$inferSelect;
