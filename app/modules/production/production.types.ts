// What the stage bar and the Copyediting and Production tabs show (ADR 069). Universal.
import type { SubmissionFileView } from "~/modules/submission-files/submission-files.types";
import type { BarStage, EditingStage, StageSwitches } from "./production.constants";

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

export type StageTabView = {
  submissionId: string;
  stage: EditingStage;
  bar: StageBarView;
  /** The stage is the submission's current one (work and asks are open). */
  isCurrent: boolean;
  canManage: boolean;
  canWork: boolean;
  canRespond: boolean;
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
