import { submissionReviewFileDownload } from "~/modules/reviews/review-attachment.service.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import type { Route } from "./+types/submission-review-attachment";

/**
 * GET /submission/:id/reviews/:assignmentId/attachment: a submitted review's annotated file from
 * the Reviews tab (302 to a signed URL). Editors of the journal and admins; the submission's authors
 * once a decision on the review's round was recorded, under an anonymous name unless the review is
 * open; 404 for everyone else.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => submissionReviewFileDownload(user, params.id, params.assignmentId));
}
