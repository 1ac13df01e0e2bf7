import type { JournalIntent, JournalStatus, PublicationFrequency } from "./journals.desk.constants";
import type { JournalFieldErrors, JournalsQuery } from "./journals.desk.schemas";

/** A journal as the desk shows it: its card, its form's values and its counts. */
export type DeskJournal = {
  id: string;
  shortName: string;
  title: string;
  description: string | null;
  category: string;
  impactFactor: number | null;
  status: JournalStatus;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  publicationFrequency: PublicationFrequency;
  scope: string[];
  coverImageUrl: string | null;
  coverImageKey: string | null;
  /** The hero gradient of its theme (the drawn cover when it has no picture). */
  heroGradient: string;
  issueCount: number;
  articleCount: number;
  /** Published or withdrawn articles: while there are any, the short name stays and deletion is refused. */
  publishedArticleCount: number;
};

export type JournalsPage = {
  query: JournalsQuery;
  /** The journals the Manage tab shows (filtered). */
  journals: DeskJournal[];
  /** Every journal, for the Theme Settings and Editorial Board tabs. */
  all: DeskJournal[];
};

/** The answer of /dashboard/journals' action: a message for the toast, field errors for the dialog. */
export type JournalActionData = {
  intent: JournalIntent | null;
  ok: boolean;
  message: string;
  /** The toast's title when it differs from the message (the spec's 'Invalid ISSN' / '...'). */
  title?: string;
  fieldErrors?: JournalFieldErrors;
  journalId?: string;
};

export type JournalCoverUploadAnswer = { message: string; coverImageKey: string };
