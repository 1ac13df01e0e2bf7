import type { EditorAssignmentView } from "./reviews.types";

/**
 * What "Quote the reviews" adds to a decision letter: the comments to the author of the round
 * being decided, each under the label the Reviews tab gives its reviewer. An earlier round's
 * reviews were answered by the revision; quoted again they would read as the reviewers' view of it.
 */
export function quotedReviews(
  assignments: readonly Pick<EditorAssignmentView, "round" | "label" | "commentsToAuthor">[],
  round: number,
): string {
  return assignments
    .filter((a) => a.round === round && a.commentsToAuthor)
    .map((a) => `${a.label}:\n${a.commentsToAuthor}`)
    .join("\n\n");
}
