import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import { reviewerFileDownload } from "~/modules/reviews/reviewer.service.server";
import type { Route } from "./+types/review-file";

/**
 * GET /review/:assignmentId/files/:fileId: the reviewer's download of a submission file (302 to a
 * signed URL, saved under a name without the authors' under double-blind review); 404 for anyone
 * but the assignment's reviewer while it is accepted or completed.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => reviewerFileDownload(user, params.assignmentId, params.fileId));
}
