// What the stage bar and the Copyediting and Production tabs show (ADR 069). Universal.
import type { SubmissionFileView } from "~/modules/submission-files/submission-files.types";
import type { BarStage, EditingStage, StageSwitches } from "./production.constants";
import type { StageControls } from "./production.rules";

export type StageBarView = {
  /** Where the submission stands. */
  current: BarStage;
  /** The journal's switches: a stage turned off is shown as skipped. */
  switches: StageSwitches;
  /** The submission was declined: the bar ends at Review. */
  declined: boolean;
  /** The stage tabs this user may open. */
  tabs: EditingStage[];
};

export type StageAssignmentView = { id: string; stage: EditingStage; name: string; dueDate: string; isMe: boolean };

export type StageFileView = {
  id: string;
  stage: EditingStage;
  kind: "copyedited" | "author_correction" | "galley";
  fileName: string;
  label: string | null;
  galleyKind: string | null;
  sizeBytes: number;
  createdAt: string;
  /** Replaced by a later upload: kept for the record of the proofs it was in. */
  replaced: boolean;
  uploadedByName: string | null;
  authorReviewId: string | null;
};

export type CorrectionView = { fileName: string | null; page: number | null; comment: string };

export type AuthorReviewView = {
  id: string;
  stage: EditingStage;
  round: number;
  dueDate: string;
  message: string | null;
  requestedAt: string;
  requestedByName: string | null;
  response: "approved" | "corrections" | null;
  respondedAt: string | null;
  respondedByName: string | null;
  comment: string | null;
  corrections: CorrectionView[];
};

export type PersonChoice = { id: string; name: string; email: string };

/**
 * Where the tab's stage stands, for the line at its top: the current stage, one the submission has
 * not reached, one it is past (read-only), or the article is published (read-only for good).
 */
export type StageStanding =
  | { kind: "current" }
  | { kind: "upcoming"; current: BarStage }
  | { kind: "done"; current: BarStage }
  | {
      kind: "published";
      /** yyyy-mm-dd, when the article went online. */
      date: string | null;
      /** "Vol. 2, No. 1", or null when it was published ahead of an issue. */
      issue: string | null;
      /** The desk's list at this article (its New version and Issue notice), for who manages articles. */
      deskHref: string | null;
    };

export type StageTabView = {
  submissionId: string;
  stage: EditingStage;
  bar: StageBarView;
  standing: StageStanding;
  /** Each control the tab offers, by the rules the services apply (production.rules.ts). */
  controls: StageControls;
  /** The reader may manage the stage (offered 'move back' to reopen a finished one). */
  manages: boolean;
  assignments: StageAssignmentView[];
  /** Those an editor may assign (holders of the stage's role for the journal). */
  eligible: PersonChoice[];
  files: StageFileView[];
  /** Copyediting: the accepted files to download; production: the final copyedited files. */
  sourceFiles: SubmissionFileView[];
  sourceStageFiles: StageFileView[];
  asks: AuthorReviewView[];
  /** Production: 'Schedule for publication' is offered (and why not, when it is not). */
  schedule: {
    allowed: boolean;
    blockedBy: string | null;
    issues: { id: string; label: string }[];
    article: { id: string; status: string } | null;
  } | null;
  today: string;
};

export type StageActionAnswer = { ok: boolean; message: string; fieldErrors?: Record<string, string> };
