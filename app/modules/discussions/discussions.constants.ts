// Limits and the user-facing texts of submission discussions (ADR 068).
import { formatCount } from "~/lib/format-count";

export const DISCUSSION_LIMITS = {
  subjectMax: 200,
  bodyMax: 10_000,
  /** People chosen in one go (a discussion's participants are a handful; this bounds a request). */
  participantsPerRequest: 50,
  /** Files attached to the messages of one discussion. */
  filesPerDiscussion: 20,
  /** Discussions listed on the Messages tab, newest activity first. */
  listLimit: 100,
  /** Messages shown in a thread, the newest ones. */
  messagesShown: 500,
  /** Candidates offered by the participant pickers. */
  candidatesLimit: 200,
} as const;

/** Why a person may be in a discussion (the first that applies: author, reviewer, editor, stage roles). */
export type ParticipantRole = "author" | "reviewer" | "editor" | "copyeditor" | "layout_editor";

export const PARTICIPANT_ROLE_LABELS: Record<ParticipantRole, string> = {
  author: "Author",
  reviewer: "Reviewer",
  editor: "Editor",
  copyeditor: "Copyeditor",
  layout_editor: "Layout editor",
};

export const DISCUSSION_MESSAGES = {
  notFound: "Discussion not found.",
  fileNotFound: "File not found.",
  invalidRequest: "The request could not be read. Please reload the page and try again.",
  subjectRequired: "Enter a subject.",
  subjectTooLong: `The subject must be at most ${DISCUSSION_LIMITS.subjectMax} characters.`,
  bodyRequired: "Write a message.",
  bodyTooLong: `The message must be at most ${formatCount(DISCUSSION_LIMITS.bodyMax)} characters.`,
  participantsRequired: "Choose at least one participant.",
  tooManyParticipants: `Choose at most ${DISCUSSION_LIMITS.participantsPerRequest} participants at a time.`,
  participantNotAllowed:
    "One of the people chosen cannot join this discussion: participants are the journal's editors, the submission's authors, its reviewers while it is in review, and the people assigned to its copyediting and production.",
  authorsWithEditorsOnly: "Authors may start a discussion with the journal's editors only.",
  startDenied: "You cannot start a discussion on this submission.",
  addDenied: "Only the journal's editors can add participants.",
  alreadyParticipant: "Everyone chosen is already in this discussion.",
  blind: {
    "double-blind":
      "Under double-blind review a reviewer and the authors cannot be in the same discussion: neither may learn who the other is.",
    "single-blind":
      "Under single-blind review a reviewer and the authors cannot be in the same discussion: reviewers' names are hidden from the authors.",
  },
  tooManyFiles: `This discussion already has ${DISCUSSION_LIMITS.filesPerDiscussion} attached files, the most it can hold.`,
  fileNotBlind: (reason: string) =>
    `This file cannot be offered to reviewers under double-blind review: its document properties, which may name people, could not be removed${reason ? ` (${reason.replace(/\.$/, "")})` : ""}.`,
  created: "Discussion started.",
  posted: "Message sent.",
  participantsAdded: "Participants added.",
  startFailed: "Failed to start the discussion.",
  postFailed: "Failed to send the message.",
  loadFailed: "Failed to load the discussion.",
} as const;
