import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id } from "./columns";
import { journals } from "./journals";

/**
 * A changed copy of an e-mail template (app/modules/mail, ADR 067): the site's (no journal),
 * edited by admins, or a journal's, edited by its editors. The journal's copy wins over the
 * site's, which wins over the default in code. No row: the template is not customised there.
 */
export const mailTemplateOverrides = pgTable(
  "mail_template_overrides",
  {
    id: id(),
    /** The template's key in mail-template-defaults.ts ("decision-accept"). */
    templateKey: text().notNull(),
    journalId: uuid().references(() => journals.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    body: text().notNull(),
    updatedBy: text().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_template_overrides_journal_key")
      .on(t.journalId, t.templateKey)
      .where(sql`journal_id is not null`),
    uniqueIndex("mail_template_overrides_site_key")
      .on(t.templateKey)
      .where(sql`journal_id is null`),
  ],
);

export const mailTemplateChange = pgEnum("mail_template_change", ["saved", "reset"]);

/** Every save and reset of a template's copy: who, when, and the text saved (none for a reset). */
export const mailTemplateHistory = pgTable(
  "mail_template_history",
  {
    id: id(),
    templateKey: text().notNull(),
    journalId: uuid().references(() => journals.id, { onDelete: "cascade" }),
    change: mailTemplateChange().notNull(),
    subject: text(),
    body: text(),
    changedBy: text().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.templateKey, t.journalId, t.changedAt.desc())],
);

export type MailTemplateOverride = typeof mailTemplateOverrides.$inferSelect;
