import { AppError } from "~/lib/errors";
import { getCurrentUser } from "~/modules/auth/session.server";
import { imageNotFound, storedImageResponse } from "~/modules/images/image-store.server";
import { requestedImageWidth } from "~/modules/images/image-versions";
import { ISSUE_COVERS } from "~/modules/issues/issue-cover-image";
import { getIssueCoverFile } from "~/modules/issues/issues.desk.service.server";
import type { Route } from "./+types/issue-cover";

/**
 * GET /issue-cover/:issueId/:version/:width.webp: one size of an issue's current cover. The URL
 * changes with every upload (the version), so the bytes behind it never change: cached for a year.
 * A published issue's cover is public; another issue's only for those who manage it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = requestedImageWidth(ISSUE_COVERS, { ownerId: params.issueId, ...params });
  if (!width) return imageNotFound("Cover not found.");
  try {
    const user = await getCurrentUser(request);
    const file = await getIssueCoverFile(user, { issueId: params.issueId, version: params.version, width });
    return storedImageResponse(file, file.isPublic);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return imageNotFound("Cover not found.");
    throw error;
  }
}
