import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";
import { users } from "./auth";

export const submissionStatus = pgEnum("submission_status", [
  "submitted",
  "under_review",
  "revision_requested",
  "accepted",
  "rejected",
  "published",
]);
export const submissionType = pgEnum("submission_type", [
  "research_article",
  "review_article",
  "case_study",
  "short_communication",
  "letter_to_editor",
  "editorial",
]);
export const processingMode = pgEnum("processing_mode", ["standard", "fast_track", "open_peer_review", "expedited"]);

export type ConflictOfInterest = { hasConflict: boolean; details?: string };
export type EthicsDeclaration = {
  involveHumanSubjects: boolean;
  involveAnimalSubjects: boolean;
  ethicsApprovalNumber?: string;
  ethicsCommittee?: string;
};
export type AuthorshipDeclaration = { allAuthorsConsent: boolean; contributionStatement?: string };
export type DataAvailability = { statement?: string; repositoryUrl?: string };

/** The last submission number handed out per journal; bumped in the creating transaction. */
export const submissionCounters = pgTable("submission_counters", {
  journalId: uuid()
    .primaryKey()
    .references(() => journals.id, { onDelete: "cascade" }),
  lastNumber: integer().notNull().default(0),
});

export const submissions = pgTable(
  "submissions",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "restrict" }),
    submissionNumber: integer().notNull(),
    title: text().notNull(),
    abstract: text().notNull(),
    submissionType: submissionType().notNull().default("research_article"),
    status: submissionStatus().notNull().default("submitted"),
    processingMode: processingMode().notNull().default("standard"),
    keywords: text().array().notNull().default([]),
    coverLetter: text(),
    suggestedReviewers: text().array().notNull().default([]),
    adminNotes: text(),
    reviewerComments: text(),
    conflictOfInterest: jsonb().$type<ConflictOfInterest>().notNull(),
    ethicsDeclaration: jsonb().$type<EthicsDeclaration>().notNull(),
    authorshipDeclaration: jsonb().$type<AuthorshipDeclaration>().notNull(),
    dataAvailability: jsonb().$type<DataAvailability>().notNull(),
    createdBy: text()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    submissionDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.journalId, t.submissionNumber),
    index().on(t.createdBy, t.submissionDate.desc().nullsFirst()),
    index().on(t.submissionDate.desc().nullsFirst()),
    index().on(t.status),
    // The list's stat cards counted from indexes alone (ADR 070): statuses per scope, and COPE compliance.
    // Leading with the status, and carrying the id, it also feeds the review filters' tests without reading rows.
    index("submissions_status_scope_idx").on(t.status, t.journalId, t.createdBy, t.id),
    index("submissions_cope_compliant_idx")
      .on(t.journalId, t.createdBy)
      .where(sql`(authorship_declaration ->> 'allAuthorsConsent') = 'true'`),
    // My Tasks' search of the submission's title (ILIKE '%...%'), read from trigrams (ADR 070).
    index("submissions_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    // ... and of the number in the submission's code (FJPHS-007): the expression must stay that of
    // tasks.repository.server.ts (paddedNumber).
    index("submissions_code_number_trgm_idx").using(
      "gin",
      sql`(lpad(${t.submissionNumber}::text, 3, '0')) gin_trgm_ops`,
    ),
  ],
);

/**
 * How many submissions each journal has in each status, COPE-compliant (every author consents) or
 * not: the submissions list's stat cards for admins and journal editors, read from here instead of
 * counting 100,000 index entries at every request (ADR 070). Kept by a trigger on submissions
 * (migration 0051) in the transaction that changes them; the application never writes it.
 */
export const submissionCounts = pgTable(
  "submission_counts",
  {
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    status: submissionStatus().notNull(),
    copeCompliant: boolean().notNull(),
    submissions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.status, t.copeCompliant] })],
);

export const submissionAuthors = pgTable(
  "submission_authors",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    affiliation: text(),
    orcid: text(),
    /** ISO 3166-1 alpha-2; the wizard asks for it, and an accepted paper's charge depends on it (ADR 064). */
    country: text(),
    isCorresponding: boolean().notNull().default(false),
  },
  (t) => [unique().on(t.submissionId, t.position)],
);

export const submissionFiles = pgTable(
  "submission_files",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    mimeType: text().notNull(),
    isInitial: boolean().notNull().default(false),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the file says of itself, read once in the sandbox after it is stored (ADR 049), so that
    // no page view parses it again.
    /** The author a PDF's own Info dictionary names. */
    pdfInfoAuthor: text(),
    /** When the file was read; null for a file stored before ADR 049 until it is first needed. */
    propertiesCheckedAt: timestamp({ withTimezone: true }),
    /** The sandbox's message when the file could not be read ('The file could not be read: ...'). */
    propertiesError: text(),
    // The copy reviewers get under double-blind review, its document properties removed in the
    // sandbox (ADR 054): made after the file is stored, or on first need for older files.
    /** Storage key of the blind copy; null until made, or when it could not be made. */
    blindCopyKey: text(),
    /** Why no blind copy could be made ('The file could not be read: ...'); null otherwise. */
    blindCopyError: text(),
  },
  (t) => [index().on(t.submissionId, t.createdAt.desc().nullsFirst())],
);

/** Audit trail of a submission: status changes, edits, file actions, task changes. */
export const submissionEvents = pgTable(
  "submission_events",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    kind: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.submissionId, t.createdAt)],
);

export const taskType = pgEnum("task_type", [
  "plagiarism_check",
  "proofreading",
  "layout_editing",
  "galley_correction",
  "publishing",
]);
export const taskPriority = pgEnum("task_priority", ["low", "medium", "high", "urgent"]);
export const taskStatus = pgEnum("task_status", ["not_started", "in_progress", "completed", "need_revision"]);

export const submissionTasks = pgTable(
  "submission_tasks",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    assignedTo: text()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    assignedBy: text().references(() => users.id, { onDelete: "set null" }),
    taskType: taskType().notNull(),
    title: text().notNull(),
    description: text(),
    priority: taskPriority().notNull().default("medium"),
    assignedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueDate: date({ mode: "string" }).notNull(),
    status: taskStatus().notNull().default("not_started"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.assignedTo, t.dueDate),
    index().on(t.submissionId, t.dueDate),
    index().on(t.dueDate),
    // My Tasks' search of the task title (ILIKE '%...%'), read from trigrams (ADR 070).
    index("submission_tasks_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/**
 * How many tasks each journal has for each assignee in each status: My Tasks' cards for any scope
 * (every task, an editor's own, a journal's) are sums of these few hundred rows instead of a count
 * of up to 50,000 tasks at every request (ADR 070). Kept by a trigger on submission_tasks
 * (migration 0063) in the transaction that changes them; the application never writes it.
 */
export const taskCounts = pgTable(
  "task_counts",
  {
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    assignedTo: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: taskStatus().notNull(),
    tasks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.assignedTo, t.status] })],
);

export const taskStatusHistory = pgTable(
  "task_status_history",
  {
    id: id(),
    taskId: uuid()
      .notNull()
      .references(() => submissionTasks.id, { onDelete: "cascade" }),
    oldStatus: taskStatus(),
    newStatus: taskStatus().notNull(),
    comment: text(),
    changedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.taskId, t.createdAt)],
);
