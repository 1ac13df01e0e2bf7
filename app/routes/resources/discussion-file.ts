import { discussionFileDownload } from "~/modules/discussions/discussions.service.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import type { Route } from "./+types/discussion-file";

/**
 * GET /submission/:id/discussions/:discussionId/files/:fileId: 302 to a signed URL (300 s) of a
 * file attached in the discussion, for whoever may read it (404 for everyone else); a reviewer
 * under double-blind review gets its copy without document properties (ADR 068).
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) =>
    discussionFileDownload(user, params.id, params.discussionId, params.fileId),
  );
}
