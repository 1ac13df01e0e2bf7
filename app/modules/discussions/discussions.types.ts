import type { ManuscriptFormat } from "~/modules/submission-files/manuscript-format";
import type { ParticipantRole } from "./discussions.constants";

export type DiscussionCandidateView = { id: string; name: string; role: ParticipantRole };

export type DiscussionSummary = {
  id: string;
  subject: string;
  participants: string[];
  messageCount: number;
  /** Messages by others since the user last read the thread (0 when the user is not in it). */
  unread: number;
  lastMessageAt: string;
  lastFrom: string | null;
};

/** The Messages tab's discussions card. */
export type DiscussionsPanelData = {
  items: DiscussionSummary[];
  /** The people a new discussion may have (empty when the user may not start one). */
  candidates: DiscussionCandidateView[];
  canStart: boolean;
  upload: UploadRulesView;
};

export type UploadRulesView = { maxFileBytes: number; allowedFormats: ManuscriptFormat[] };

export type DiscussionFileView = { id: string; fileName: string; sizeBytes: number };

export type DiscussionMessageView = {
  id: string;
  from: string;
  role: ParticipantRole | null;
  mine: boolean;
  body: string;
  at: string;
  /** Written after the reader last read the thread, by someone else. */
  unread: boolean;
  files: DiscussionFileView[];
};

export type DiscussionThreadData = {
  id: string;
  subject: string;
  submission: { id: string; code: string; title: string };
  /** Where 'Back' goes: the submission's Messages tab, or a reviewer's reviews. */
  backTo: { href: string; label: string };
  participants: { id: string; name: string; role: ParticipantRole }[];
  messages: DiscussionMessageView[];
  olderHidden: boolean;
  canPost: boolean;
  canAddParticipants: boolean;
  /** People who may still be added (editors and admins only). */
  addable: DiscussionCandidateView[];
  upload: UploadRulesView;
};

export type DiscussionEndpointAnswer = { message: string; discussionId?: string };
