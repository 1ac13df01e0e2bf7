import { AppError } from "~/lib/errors";
import { getCurrentUser } from "~/modules/auth/session.server";
import { imageNotFound, storedImageResponse } from "~/modules/images/image-store.server";
import { requestedImageWidth } from "~/modules/images/image-versions";
import { JOURNAL_COVERS } from "~/modules/journals/journal-cover-image";
import { getJournalCoverFile } from "~/modules/journals/journals.desk.service.server";
import type { Route } from "./+types/journal-cover";

/**
 * GET /journal-cover/:journalId/:version/:width.webp: one size of a journal's current cover. The
 * URL changes with every upload (the version), so the bytes behind it never change: cached for a
 * year. An active or archived journal's cover is public; an inactive one's for admins only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = requestedImageWidth(JOURNAL_COVERS, { ownerId: params.journalId, ...params });
  if (!width) return imageNotFound("Cover not found.");
  try {
    const user = await getCurrentUser(request);
    const file = await getJournalCoverFile(user, { journalId: params.journalId, version: params.version, width });
    return storedImageResponse(file, file.isPublic);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return imageNotFound("Cover not found.");
    throw error;
  }
}
