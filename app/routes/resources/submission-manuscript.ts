import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import { manuscriptDownload } from "~/modules/submission-files/submission-files.service.server";
import type { Route } from "./+types/submission-manuscript";

/**
 * GET /submission/:id/manuscript: the manuscript as it stands, the latest round's revision or else the
 * original (302 to a signed URL, or the link as JSON with ?format=json); 404 'No manuscript file
 * found for this submission' once it was deleted.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => manuscriptDownload(user, params.id));
}
