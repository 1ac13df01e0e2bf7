import type { AssignmentState, DecisionKind, Recommendation } from "./reviews.constants";
import type { ReviewType } from "./review-anonymity";
import type { ReviewQuestionView } from "./review-questions.schemas";

/** An answer to a journal's extra review question, with the question as it read when answered. */
export type AnswerView = { questionId: string; question: string; kind: "yes_no" | "choice" | "text"; value: string };

/** One assignment as the editor sees it on the Reviews tab. */
export type EditorAssignmentView = {
  id: string;
  round: number;
  reviewerName: string;
  reviewerEmail: string;
  state: AssignmentState;
  responseDueDate: string;
  reviewDueDate: string;
  overdue: boolean;
  declineReason: string | null;
  recommendation: Recommendation | null;
  /** Only once the review is submitted. */
  commentsToAuthor: string | null;
  confidentialComments: string | null;
  /** The submitted review's annotated file, under the reviewer's own name for it. */
  attachmentName: string | null;
  /** When an editor released the annotated file to the authors (ADR 057), or null. */
  attachmentReleasedAt: string | null;
  /** Whether the authors learn this reviewer's name (the review type of the assignment's round). */
  namedToAuthors: boolean;
  /** The submitted review's answers to the journal's extra questions. */
  answers: AnswerView[];
  label: string;
};

/** A submitted review as the authors see it: never the confidential comments; the name only under open review. */
export type AuthorReviewView = {
  label: string;
  round: number;
  commentsToAuthor: string;
  /**
   * The review's annotated file once a decision on its round was recorded: the download's
   * assignment and the name the authors get ("Reviewer 1 – annotated manuscript.pdf" unless open).
   */
  attachment: { assignmentId: string; fileName: string } | null;
  /** Only the answers to questions marked visible to authors. */
  answers: AnswerView[];
};

export type ReviewRoundView = {
  number: number;
  status: "open" | "revision_requested" | "closed";
  revisionDueDate: string | null;
  responseLetter: string | null;
};

export type ReviewsTabData =
  | {
      mode: "editor";
      reviewType: ReviewType;
      today: string;
      rounds: ReviewRoundView[];
      /**
       * The files of the current round (round 1 before review starts): which its reviewers get,
       * and which is the author's revision; editable while the round is open.
       */
      reviewFiles: {
        round: number;
        editable: boolean;
        files: { id: string; fileName: string; chosen: boolean; revision: boolean }[];
      };
      assignments: EditorAssignmentView[];
      /** The reviewer pool: the journal's reviewers, the authors' suggestions first, with their record. */
      candidates: {
        id: string;
        name: string;
        email: string;
        suggested: boolean;
        interests: string[];
        inProgress: number;
        completed: number;
        /** Mean days from accepting to submitting; null before a first completed review. */
        meanDays: number | null;
        lastReviewOn: string | null;
        /** Percent of answered invitations declined; null before a first answer. */
        declineRate: number | null;
      }[];
      suggestedReviewers: string[];
      canInvite: boolean;
      decisions: DecisionKind[];
      /** Whether this editor decides, or (marked 'recommend only') recommends (ADR 031). */
      canDecide: boolean;
      canRecommend: boolean;
      recommendations: { id: string; kind: DecisionKind; note: string; by: string; round: number; at: string }[];
      /** For those who decide: the journal's editors, and which of them only recommend on this submission. */
      editors: { id: string; name: string; email: string; recommendOnly: boolean }[];
      revisionsLeft: number;
      /** The submission's handling editors, and the journal's other editors who may be assigned. */
      handlingEditors: {
        assigned: { id: string; name: string; email: string }[];
        candidates: { id: string; name: string; email: string }[];
      };
      /** While the authors' revision is awaited: its due date, which editors may move (not before today). */
      revisionDue: { round: number; dueDate: string | null; today: string } | null;
      /** PDFs whose own metadata names an author while authors are hidden from reviewers. */
      metadataWarnings: { fileName: string; infoAuthor: string }[];
      /** Under double-blind review: files whose document properties could not be removed, not offered to reviewers (ADR 054). */
      notBlindFiles: { fileName: string; message: string }[];
      /** The submission's files that could not be read when stored, with the reason (ADR 049). */
      unreadableFiles: { fileName: string; message: string }[];
      history: { kind: DecisionKind; round: number; at: string }[];
      /**
       * The journal's text of the e-mails this tab sends by hand (a decision per kind, the
       * invitation), which the editor may edit before sending (ADR 067), with their variables.
       */
      emailTexts: Record<string, { subject: string; body: string; variables: string[] }>;
    }
  | { mode: "author"; reviewType: ReviewType; reviews: AuthorReviewView[]; rounds: ReviewRoundView[] };

export type MessageView = {
  id: string;
  from: string;
  senderRole: "editor" | "author";
  body: string;
  decision: DecisionKind | null;
  at: string;
};

export type MessagesTabData = {
  messages: MessageView[];
  canWrite: boolean;
  /** For the author while a revision is requested: the files to pick the revised manuscript from. */
  revision: { dueDate: string | null; files: { id: string; fileName: string }[] } | null;
  /** For the author after 'reject and invite resubmission': the journal to submit the new version to. */
  resubmitTo: string | null;
};

export type MyReviewItem = {
  id: string;
  submissionCode: string;
  submissionTitle: string;
  journalTitle: string;
  round: number;
  state: AssignmentState;
  responseDueDate: string;
  reviewDueDate: string;
  group: "awaiting" | "in_progress" | "completed" | "overdue";
};

/** A review's annotated file as its reviewer sees it. */
export type ReviewAttachmentView = { fileName: string; sizeBytes: number | null };

export type ReviewPageData = {
  assignmentId: string;
  state: AssignmentState;
  submissionCode: string;
  journalTitle: string;
  round: number;
  responseDueDate: string;
  reviewDueDate: string;
  manuscript: {
    title: string;
    abstract: string;
    keywords: string[];
    /** Null when the journal hides the authors from reviewers. */
    authors: { name: string; affiliation: string | null }[] | null;
  };
  /** The journal's file size limit, which the annotated file of the review keeps to as well. */
  attachmentMaxBytes: number;
  /** Whether the authors learn the reviewer's name (the round's review type): what the annotated file's hint says. */
  namedToAuthors: boolean;
  /** The journal's extra questions while the review is a draft (ADR 031). */
  questions: ReviewQuestionView[];
  /**
   * A re-review's context (round 2 on, once accepted): the authors' response that opened the
   * round, the decision letter of the round before, the reviewer's own earlier reviews.
   */
  earlier: {
    responseLetter: string | null;
    decisionLetter: string | null;
    ownReviews: {
      round: number;
      recommendation: Recommendation | null;
      commentsToAuthor: string;
      confidentialComments: string;
    }[];
  } | null;
  /** The files the editor gave the round; empty until the invitation is accepted. `revision`: the author's revised manuscript. */
  files: { id: string; fileName: string; sizeBytes: number; revision: boolean }[];
  review: {
    recommendation: Recommendation | null;
    commentsToAuthor: string;
    confidentialComments: string;
    status: "draft" | "submitted";
    /** The annotated file attached to the review, if any (its size unknown for files attached before migration 0060). */
    attachment: ReviewAttachmentView | null;
    /** The saved answers (a submitted review's, with their questions as answered). */
    answers: AnswerView[];
  } | null;
};

export type ReviewActionData = { ok: boolean; message: string; intent?: string };
