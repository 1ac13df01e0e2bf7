import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import { stageFileDownload } from "~/modules/production/production-files.service.server";
import type { Route } from "./+types/submission-stage-file";

/**
 * GET /submission/:id/stage-files/:fileId: 302 to a signed URL (300 s) of a copyedited file, an
 * author's correction or a galley, for those who have a part in its stage (ADR 069); with
 * ?format=json, the link as JSON {url, fileName}.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => stageFileDownload(user, params.id, params.fileId));
}
