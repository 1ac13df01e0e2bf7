// What the site's own pages (the footer, the home page, the contact page) may say of its journals'
// peer review. Each journal chooses its review type (Editorial Workflow tab), so a model is named
// only when every journal shown uses it; otherwise the pages say "peer review" and no more.
import { REVIEW_TYPE_LABELS, type JournalReviewType } from "./journal-settings.defaults";

/** The review type all these journals use, or null when they differ or there are none. */
export function sharedReviewType(journals: readonly { reviewType: JournalReviewType }[]): JournalReviewType | null {
  const first = journals[0]?.reviewType;
  return first && journals.every((j) => j.reviewType === first) ? first : null;
}

/** "double-blind peer review" for a review type, "peer review" without one. */
export function peerReviewPhrase(reviewType: JournalReviewType | null): string {
  if (!reviewType) return "peer review";
  const label = REVIEW_TYPE_LABELS[reviewType];
  return label.charAt(0).toLowerCase() + label.slice(1);
}
