// Notices about published articles (ADR 066): corrections, expressions of concern and retractions,
// each a published article of its own that names the article it is about. What pages, JATS,
// OAI and Crossref say of the link, in one place. Universal: the page's components use it too.
import type { RelatedArticleType } from "~/modules/jats/jats-xml";
import { NOTICE_TYPES, type NoticeType } from "./articles.desk.constants";

/** One end of a notice link as the queries give it: a notice of an article, or the article of a notice. */
export type NoticeLink = {
  id: string;
  articleType: string;
  title: string;
  articleNumber: number;
  volumeNumber: number;
  doi: string | null;
  publicationDate: string | null;
};

export const NOTICE_LABELS: Record<NoticeType, string> = {
  correction: "Correction",
  expression_of_concern: "Expression of concern",
  retraction: "Retraction",
};

/** What an article has become through its notices, the gravest first. */
export type NoticeState = "retracted" | "concern" | "corrected";

const STATE_OF: Record<NoticeType, NoticeState> = {
  retraction: "retracted",
  expression_of_concern: "concern",
  correction: "corrected",
};
const GRAVITY: NoticeState[] = ["retracted", "concern", "corrected"];

export function isNotice(type: string): type is NoticeType {
  return (NOTICE_TYPES as readonly string[]).includes(type);
}

/** The gravest state an article's published notices give it, and the notice that gives it; null without any. */
export function noticeStateOf(notices: readonly NoticeLink[]): { state: NoticeState; notice: NoticeLink } | null {
  let best: { state: NoticeState; notice: NoticeLink } | null = null;
  for (const notice of notices) {
    if (!isNotice(notice.articleType)) continue;
    const state = STATE_OF[notice.articleType];
    if (!best || GRAVITY.indexOf(state) < GRAVITY.indexOf(best.state)) best = { state, notice };
  }
  return best;
}

/** JATS4R's related-article types: from a notice to its article, and from an article to its notice. */
const JATS_TO_ARTICLE: Record<NoticeType, RelatedArticleType> = {
  correction: "corrected-article",
  retraction: "retracted-article",
  expression_of_concern: "object-of-concern",
};
const JATS_TO_NOTICE: Record<NoticeType, RelatedArticleType> = {
  correction: "correction-forward",
  retraction: "retraction-forward",
  expression_of_concern: "concern-forward",
};

/**
 * The JATS `related-article` entries of an article: its notices (forward links) and, for a notice,
 * the article it is about. `urlOf` gives a linked article's page.
 */
export function jatsRelations(
  self: { articleType: string },
  links: { notices: readonly NoticeLink[]; updates: readonly NoticeLink[] },
  urlOf: (link: NoticeLink) => string,
): { type: RelatedArticleType; doi: string | null; url: string; title: string }[] {
  const forward = links.notices
    .filter((n) => isNotice(n.articleType))
    .map((n) => ({ type: JATS_TO_NOTICE[n.articleType as NoticeType], doi: n.doi, url: urlOf(n), title: n.title }));
  const back = isNotice(self.articleType)
    ? links.updates.map((o) => ({
        type: JATS_TO_ARTICLE[self.articleType as NoticeType],
        doi: o.doi,
        url: urlOf(o),
        title: o.title,
      }))
    : [];
  return [...back, ...forward];
}

/** schema.org's creativeWorkStatus of an article with notices ('Retracted'...), or null. */
export function creativeWorkStatus(notices: readonly NoticeLink[]): string | null {
  const found = noticeStateOf(notices);
  if (!found) return null;
  return { retracted: "Retracted", concern: "Expression of concern", corrected: "Corrected" }[found.state];
}
