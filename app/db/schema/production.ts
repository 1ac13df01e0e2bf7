// The stages after acceptance (ADR 069): where an accepted submission stands (copyediting,
// production, scheduled), who is assigned to each stage and until when, the files each stage
// makes (copyedited files, the authors' corrections, galleys), each ask to the authors (review the
// copyedit, approve the proofs) with their answer and their corrections, and the reminders already
// sent (one row per occasion, as for reviews).
import { bigint, date, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { submissions } from "./submissions";

/** The stages after review; 'scheduled' once the desk's article is made (published: the submission's status). */
export const workflowStage = pgEnum("workflow_stage", ["copyediting", "production", "scheduled"]);
/** The stages people are assigned to and authors are asked in. */
export const editingStage = pgEnum("editing_stage", ["copyediting", "production"]);
export const stageFileKind = pgEnum("stage_file_kind", ["copyedited", "author_correction", "galley"]);
export const authorReviewResponse = pgEnum("author_review_response", ["approved", "corrections"]);

/** The stage of an accepted submission; no row yet: the first stage the journal's workflow has on. */
export const submissionStages = pgTable("submission_stages", {
  submissionId: uuid()
    .primaryKey()
    .references(() => submissions.id, { onDelete: "cascade" }),
  stage: workflowStage().notNull(),
  updatedAt: updatedAt(),
});

/** A copyeditor or layout editor assigned to a submission's stage, with the date the work is due. */
export const stageAssignments = pgTable(
  "stage_assignments",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    stage: editingStage().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dueDate: date({ mode: "string" }).notNull(),
    assignedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.submissionId, t.stage, t.userId), index().on(t.userId)],
);

/** An ask to the authors: review the copyedited files, or approve the proofs (one round each time). */
export const authorReviews = pgTable(
  "author_reviews",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    stage: editingStage().notNull(),
    roundNumber: integer().notNull(),
    requestedBy: text().references(() => users.id, { onDelete: "set null" }),
    dueDate: date({ mode: "string" }).notNull(),
    message: text(),
    createdAt: createdAt(),
    response: authorReviewResponse(),
    respondedBy: text().references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp({ withTimezone: true }),
    comment: text(),
  },
  (t) => [unique().on(t.submissionId, t.stage, t.roundNumber)],
);

/** A file of a stage, stored at `production/<submissionId>/<id>`. */
export const stageFiles = pgTable(
  "stage_files",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    stage: editingStage().notNull(),
    kind: stageFileKind().notNull(),
    /** The authors' answer a correction file came with. */
    authorReviewId: uuid().references(() => authorReviews.id, { onDelete: "cascade" }),
    /** A galley's format (pdf, html, xml, epub, latex), as the desk's galleys. */
    galleyKind: text(),
    label: text(),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** A galley replaced by a later upload stays for the record of the proofs it was in. */
    replacedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.submissionId, t.stage, t.createdAt)],
);

/** One correction the authors asked for on a proof: the galley, its page, what to change. */
export const proofCorrections = pgTable(
  "proof_corrections",
  {
    id: id(),
    authorReviewId: uuid()
      .notNull()
      .references(() => authorReviews.id, { onDelete: "cascade" }),
    fileId: uuid().references(() => stageFiles.id, { onDelete: "set null" }),
    page: integer(),
    comment: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.authorReviewId)],
);

/** Reminders already sent for stage due dates (one key per occasion). */
export const stageReminders = pgTable("stage_reminders", {
  key: text().primaryKey(),
  sentAt: createdAt(),
});
