// The stages after acceptance (ADR 069): their names on the stage bar, the messages of every step,
// and the limits of their forms. Universal: the stage panel and the server read the same values.

/** The stage bar, in order. The last is 'Scheduled' until the article is out, then 'Published'. */
export const BAR_STAGES = ["submission", "review", "copyediting", "production", "scheduled"] as const;
export type BarStage = (typeof BAR_STAGES)[number] | "published";

export const BAR_STAGE_LABELS: Record<BarStage, string> = {
  submission: "Submission",
  review: "Review",
  copyediting: "Copyediting",
  production: "Production",
  scheduled: "Scheduled",
  published: "Published",
};

/** The stages after review that a submission row records. */
export type WorkflowStage = "copyediting" | "production" | "scheduled";
/** The stages people are assigned to and authors are asked in. */
export type EditingStage = "copyediting" | "production";
export const EDITING_STAGES: readonly EditingStage[] = ["copyediting", "production"];

/** The role an assignee of a stage must hold for the journal. */
export const STAGE_ROLE = { copyediting: "copyeditor", production: "layout_editor" } as const;
export const STAGE_ROLE_LABEL = { copyediting: "copyeditor", production: "layout editor" } as const;

/** What a journal's workflow turns on (Journal Settings, Publication tab). */
export type StageSwitches = { copyediting: boolean; production: boolean };

/** Days before a due date when the 'due soon' reminder goes; overdue ones repeat every OVERDUE_REPEAT_DAYS. */
export const STAGE_DUE_SOON_DAYS = 2;
export const STAGE_OVERDUE_REPEAT_DAYS = 7;

export const STAGE_LIMITS = {
  messageMax: 5000,
  commentMax: 5000,
  correctionsMax: 30,
  pageMax: 100000,
  /** Files per stage of one submission (galleys replaced stay for the record). */
  filesPerStage: 40,
  /** How far ahead a due date may be set, in days. */
  dueDaysMax: 365,
} as const;

export const STAGE_MESSAGES = {
  invalidRequest: "Invalid request.",
  changeFailed: "The change could not be saved. Please try again.",
  notAccepted: "Only an accepted submission is copyedited and produced.",
  wrongStage: "The submission is not in that stage any more. Reload the page.",
  notYet: "The submission has not reached that stage yet.",
  stageOver: "That stage is done: its assignments can no longer change.",
  scheduleInstead: "The next step is 'Schedule for publication'.",
  alreadyScheduled: "The submission is scheduled already.",
  scheduleNotYet: "Scheduling follows Production, which the submission has not reached yet.",
  noEarlierStage: "There is no earlier stage after acceptance to move back to.",
  stageOff: "This journal's workflow has that stage turned off.",
  published: "The article is published: its stages can no longer change.",
  moved: "The submission moved to the next stage.",
  movedBack: "The submission moved back a stage.",
  assigneeRequired: "Choose a person to assign.",
  assigneeNotEligible: "That person does not hold the role for this journal.",
  alreadyAssigned: "That person is already assigned to this stage.",
  assigned: "Assigned. They have been e-mailed.",
  unassigned: "The assignment was removed.",
  dueDateSaved: "The due date was changed.",
  assignmentNotFound: "Assignment not found.",
  dueDateRequired: "Choose a due date.",
  dueDateInvalid: "The due date must be a day from today to a year ahead.",
  fileNotFound: "File not found.",
  uploaded: "File uploaded.",
  noFileChosen: "Please choose a file to upload.",
  tooManyFiles: "This stage has as many files as it may hold.",
  nothingToReview: "Upload a copyedited file before asking the authors.",
  nothingToProof: "Upload a galley before sending the proofs.",
  askOpen: "The authors have an open request already: wait for their answer.",
  asked: "The authors have been asked. They have been e-mailed.",
  noOpenAsk: "There is no request waiting for an answer.",
  answered: "Thank you: your answer has been sent to the editors.",
  correctionsRequired: "Describe at least one correction, or approve.",
  correctionInvalid: "Each correction needs a galley, a page number of 1 or more and a comment.",
  correctionFileRequired: "Upload your corrected file, or approve the copyedited files.",
  commentTooLong: "The comment is too long.",
  proofsNotApproved: "The authors have not approved the latest proofs yet.",
  scheduled: "The article is scheduled for publication on the publishing desk.",
  notAllowed: "Insufficient permissions",
} as const;

/** The read-only lines of a stage's tab once the stage is done or the article is published. */
export const STAGE_NOTICES = {
  doneReadOnly: "This tab is read-only: its files and the authors' answers stay as they were.",
  doneReopen: "To change them, move the submission back to {stage}.",
  publishedReadOnly:
    "This tab is read-only: a published article's stages no longer change. Corrections go through a new version of the article or a notice (correction, expression of concern, retraction) on the publishing desk.",
  publishedDeskLink: "Open it on the publishing desk",
} as const;
