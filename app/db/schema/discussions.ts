// Discussions of a submission (ADR 068): threads with a subject and chosen participants, their
// messages, the files attached to messages, and how far each participant has read.
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./auth";
import { submissions } from "./submissions";

/** A thread about a submission; `lastMessageAt` orders the Messages tab's list. */
export const discussions = pgTable(
  "discussions",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.submissionId, t.lastMessageAt)],
);

/**
 * Who is in a thread, as what ('editor', 'author', 'reviewer', 'copyeditor', 'layout_editor': the
 * reason they were allowed in, kept for the double-blind check), and the time up to which they read it.
 */
export const discussionParticipants = pgTable(
  "discussion_participants",
  {
    discussionId: uuid()
      .notNull()
      .references(() => discussions.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().notNull(),
    addedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Messages written after this are unread for the participant; null: nothing read yet. */
    lastReadAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.userId] }), index().on(t.userId)],
);

export const discussionMessages = pgTable(
  "discussion_messages",
  {
    id: id(),
    discussionId: uuid()
      .notNull()
      .references(() => discussions.id, { onDelete: "cascade" }),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discussionId, t.createdAt)],
);

/** A file attached to a message, stored at `discussions/<submissionId>/<id>`. */
export const discussionFiles = pgTable(
  "discussion_files",
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => discussionMessages.id, { onDelete: "cascade" }),
    discussionId: uuid()
      .notNull()
      .references(() => discussions.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** The copy without document properties that reviewers get under double-blind review (ADR 054). */
    blindCopyKey: text(),
    blindCopyError: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discussionId), index().on(t.uploadedBy, t.createdAt)],
);
