// The kinds of entries in an article's history on the publishing desk and the detail each keeps.
// Every change is recorded in the transaction that makes it.
export type ArticleEventDetail = {
  created: { fromSubmission?: string };
  published: { articleNumber: number; publicationDate: string; withIssue?: boolean };
  withdrawn: { reason: string };
  galley_added: { fileName: string };
  galley_replaced: { fileName: string; previousFileName: string };
  galley_deleted: { fileName: string };
  edited: { fields: string[] };
  status_changed: { from: string; to: string };
  galley_updated: { fileName: string; label?: string | null; isPublic?: boolean };
  galley_moved: { fileName: string; direction: "up" | "down" };
  /** On the article a notice is about (ADR 066). */
  notice_issued: { type: string; noticeId: string; articleNumber: number };
  /** A new version was made public; the earlier one stays readable (ADR 066). */
  revised: { version: number; note: string };
};

export type ArticleEventKind = keyof ArticleEventDetail;
