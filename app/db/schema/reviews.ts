// Peer review of submissions: rounds, reviewer assignments (with the invitation links sent for
// them, stored hashed), the reviews themselves, the editor's decisions, the messages between the
// editorial office and the authors, and the reminders already sent (one row per occasion).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
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
import { users } from "./auth";
import { journals } from "./journals";
import { submissionFiles, submissions } from "./submissions";

export const reviewRoundStatus = pgEnum("review_round_status", ["open", "revision_requested", "closed"]);

/** One round of review; a revision request closes it and the author's revision opens the next. */
export const reviewRounds = pgTable(
  "review_rounds",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    roundNumber: integer().notNull(),
    status: reviewRoundStatus().notNull().default("open"),
    /** When the author's revision for this round is due (set by a revision request). */
    revisionDueDate: date({ mode: "string" }),
    /** The author's answer that opened this round (rounds after the first). */
    responseLetter: text(),
    revisionFileId: uuid().references(() => submissionFiles.id, { onDelete: "set null" }),
    /**
     * The journal's review type when the round opened ('double-blind', 'single-blind', 'open',
     * 'post-publication'): who may learn whose name in this round, whatever the journal says later.
     */
    reviewType: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.submissionId, t.roundNumber),
    // The rounds in review, which the list's 'decision needed' filter starts from (ADR 070).
    index("review_rounds_open_idx")
      .on(t.submissionId)
      .where(sql`status = 'open'`),
  ],
);

/** The files the editor gives a round's reviewers (OJS's 'review files'); reviewers get only these. */
export const reviewRoundFiles = pgTable(
  "review_round_files",
  {
    roundId: uuid()
      .notNull()
      .references(() => reviewRounds.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => submissionFiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.fileId] }), index().on(t.fileId)],
);

export const reviewAssignmentState = pgEnum("review_assignment_state", [
  "invited",
  "accepted",
  "declined",
  "cancelled",
  "completed",
]);

export const reviewAssignments = pgTable(
  "review_assignments",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    roundId: uuid()
      .notNull()
      .references(() => reviewRounds.id, { onDelete: "cascade" }),
    /** Null until someone invited by e-mail only accepts (their account is made then). */
    reviewerId: text().references(() => users.id, { onDelete: "restrict" }),
    inviteeEmail: text().notNull(),
    inviteeName: text().notNull(),
    /** The affiliation given with an invitation by e-mail, for the account made when it is accepted. */
    inviteeAffiliation: text(),
    state: reviewAssignmentState().notNull().default("invited"),
    invitedBy: text().references(() => users.id, { onDelete: "set null" }),
    responseDueDate: date({ mode: "string" }).notNull(),
    reviewDueDate: date({ mode: "string" }).notNull(),
    declineReason: text(),
    /**
     * When every link sent for the invitation stops answering it (review_invitation_tokens): 7 days
     * past the response date, moved on by a reminder sent after it.
     */
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.submissionId, t.createdAt),
    // The reviewer pool's records read from the index alone (ADR 070).
    index("review_assignments_reviewer_record_idx").on(t.reviewerId, t.state, t.respondedAt, t.completedAt),
    index().on(t.state, t.reviewDueDate),
    // The submissions list's review filters (ADR 070): a round's assignments by state, overdue answers.
    index().on(t.roundId, t.state),
    index().on(t.state, t.responseDueDate),
    // The invitations still answered or reviewed (a few thousand at 370,000 assignments): 'decision
    // needed' excludes their rounds with one hashed set instead of a probe per open round (ADR 070).
    index("review_assignments_pending_round_idx")
      .on(t.roundId)
      .where(sql`state in ('invited', 'accepted')`),
  ],
);

/**
 * Each reviewer's record over every review assignment (what the reviewer pool shows beside a name):
 * the reviewer pool reads these 200 rows instead of the candidates' 24,000 assignments (15 ms at
 * 370,000; ADR 070). Kept by triggers on `review_assignments` in the writing transaction, which
 * count a changed reviewer's assignments again (migration 0062); the application never writes it.
 */
export const reviewerRecords = pgTable("reviewer_records", {
  reviewerId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Accepted and not yet completed. */
  inProgress: integer().notNull().default(0),
  completed: integer().notNull().default(0),
  declined: integer().notNull().default(0),
  /** Invitations answered either way. */
  answered: integer().notNull().default(0),
  /** Completed reviews with an answer date, and their days from answer to completion summed. */
  timedReviews: integer().notNull().default(0),
  timedDays: doublePrecision().notNull().default(0),
  lastCompletedAt: timestamp({ withTimezone: true }),
});

/**
 * The sha256 of every invitation link the platform sent for an assignment (the invitation, each
 * reminder of it): each opens the same invitation, until it expires (tokenExpiresAt), and, once
 * answered, says how (ADR 085). The tokens themselves are never stored. Deleted when the
 * invitation is cancelled, by hand or by a decision on its round.
 */
export const reviewInvitationTokens = pgTable(
  "review_invitation_tokens",
  {
    tokenHash: text().primaryKey(),
    assignmentId: uuid()
      .notNull()
      .references(() => reviewAssignments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.assignmentId)],
);

export const reviewRecommendation = pgEnum("review_recommendation", ["accept", "minor", "major", "reject"]);
export const reviewStatus = pgEnum("review_status", ["draft", "submitted"]);

/**
 * An answer to one of the journal's extra review questions, with the question as it read when the
 * answer was saved: changing or removing a question later never alters an answer already given.
 */
export type ReviewAnswer = {
  questionId: string;
  question: string;
  kind: "yes_no" | "choice" | "text";
  visibleToAuthors: boolean;
  value: string;
};

export const reviews = pgTable("reviews", {
  id: id(),
  assignmentId: uuid()
    .notNull()
    .unique()
    .references(() => reviewAssignments.id, { onDelete: "cascade" }),
  recommendation: reviewRecommendation(),
  commentsToAuthor: text().notNull().default(""),
  confidentialComments: text().notNull().default(""),
  fileName: text(),
  fileStorageKey: text(),
  /** The annotated file's size, listed to its reviewer; null for files attached before migration 0060. */
  fileSizeBytes: bigint({ mode: "number" }),
  /**
   * When an editor released the annotated file to the authors (ADR 057); they get it only then,
   * and only once a decision on its round is recorded.
   */
  fileReleasedAt: timestamp({ withTimezone: true }),
  fileReleasedBy: text().references(() => users.id, { onDelete: "set null" }),
  /** The released file's copy without the document properties that name people, where the round hides reviewers. */
  fileBlindKey: text(),
  /** The answers to the journal's extra review questions (each with its question's text then). */
  answers: jsonb().$type<ReviewAnswer[]>().notNull().default([]),
  status: reviewStatus().notNull().default("draft"),
  submittedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reviewQuestionKind = pgEnum("review_question_kind", ["yes_no", "choice", "text"]);

/** The extra questions an admin adds to a journal's review form, in `position` order. */
export const reviewQuestions = pgTable(
  "review_questions",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    question: text().notNull(),
    kind: reviewQuestionKind().notNull(),
    /** The choices of a `choice` question; empty for the others. */
    options: jsonb().$type<string[]>().notNull().default([]),
    required: boolean().notNull().default(false),
    visibleToAuthors: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.journalId, t.position)],
);

/**
 * The editors of a submission who may only recommend a decision (section editors, "draft
 * decisions"): their recommendation is recorded and shown, a senior editor or admin decides.
 */
export const submissionRecommendOnlyEditors = pgTable(
  "submission_recommend_only_editors",
  {
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    editorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.editorId] })],
);

/**
 * The handling editors of a submission: editors of its journal an editor or admin assigned to it.
 * They hear of its review (a reviewer's answer, a review in, all reviews in, a revision) and find
 * it under 'Assigned to me'.
 */
export const submissionHandlingEditors = pgTable(
  "submission_handling_editors",
  {
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    editorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.editorId] }), index().on(t.editorId)],
);

export const decisionKind = pgEnum("decision_kind", [
  "accept",
  "minor_revision",
  "major_revision",
  "reject",
  // Rejected, with the authors invited to submit a new manuscript (spec 000: 'reject with resubmit').
  "reject_resubmit",
]);

export const editorialDecisions = pgTable(
  "editorial_decisions",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    roundId: uuid()
      .notNull()
      .references(() => reviewRounds.id, { onDelete: "cascade" }),
    kind: decisionKind().notNull(),
    letter: text().notNull(),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.submissionId, t.createdAt)],
);

export const messageSenderRole = pgEnum("message_sender_role", ["editor", "author"]);

/** The Messages tab: decisions (with `decisionId`) and what editor and author write to each other. */
export const submissionMessages = pgTable(
  "submission_messages",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    senderId: text().references(() => users.id, { onDelete: "set null" }),
    senderRole: messageSenderRole().notNull(),
    body: text().notNull(),
    decisionId: uuid().references(() => editorialDecisions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.submissionId, t.createdAt)],
);

/**
 * Reminders already sent: the key names the occasion ("review-due:<assignment>:<due date>",
 * "review-overdue:<assignment>:<n>"), so a restart or a second instance never sends one twice.
 */
export const reviewReminders = pgTable("review_reminders", {
  key: text().primaryKey(),
  sentAt: createdAt(),
});

/** A recommend-only editor's recommendation on a round; the deciding editor sees it. */
export const editorialRecommendations = pgTable(
  "editorial_recommendations",
  {
    id: id(),
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    roundId: uuid()
      .notNull()
      .references(() => reviewRounds.id, { onDelete: "cascade" }),
    kind: decisionKind().notNull(),
    note: text().notNull(),
    recommendedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.submissionId, t.createdAt)],
);
