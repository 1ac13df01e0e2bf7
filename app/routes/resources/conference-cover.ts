import { AppError } from "~/lib/errors";
import { CONFERENCE_COVERS } from "~/modules/conferences/conference-cover-image";
import { getConferenceCoverFile } from "~/modules/conferences/conference-desk.service.server";
import { imageNotFound, storedImageResponse } from "~/modules/images/image-store.server";
import { requestedImageWidth } from "~/modules/images/image-versions";
import type { Route } from "./+types/conference-cover";

/**
 * GET /conference-cover/:conferenceId/:version/:width.webp: one size of a conference's current
 * cover, public like the conference. The URL changes with every upload, so it is cached a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const width = requestedImageWidth(CONFERENCE_COVERS, { ownerId: params.conferenceId, ...params });
  if (!width) return imageNotFound("Cover not found.");
  try {
    const file = await getConferenceCoverFile({ conferenceId: params.conferenceId, version: params.version, width });
    return storedImageResponse(file, true);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return imageNotFound("Cover not found.");
    throw error;
  }
}
