/** Notices (ADR 066): limits and messages of the desk's 'Issue notice'. */
export const NOTICE_TEXT_MIN = 20;
export const NOTICE_TEXT_MAX = 5000;

export const NOTICE_MESSAGES = {
  issued: "Notice published",
  typeRequired: "Choose the kind of notice.",
  textRequired: `Write the notice's text (at least ${NOTICE_TEXT_MIN} characters).`,
  textTooLong: `The notice's text can be at most ${NOTICE_TEXT_MAX} characters.`,
  dateInvalid: "Give the notice's date as a valid date, not in the future.",
  notPublished: "A notice can be issued only for a published article.",
  ofNotice: "A notice cannot be issued for another notice: issue it for the article itself.",
  alreadyRetracted: "This article has already been retracted.",
  failed: "The notice could not be published",
} as const;

/** Who signs a notice: the journal's editors, as a group. */
export function noticeAuthor(journalTitle: string): string {
  return `The Editors of ${journalTitle}`;
}
