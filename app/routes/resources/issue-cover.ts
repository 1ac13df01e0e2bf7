import { AppError } from "../../lib/errors";
import { getCurrentUser } from "../../modules/auth/session.server";
import { getIssueCoverFile } from "../../modules/issues-desk/issues-desk.service.server";
import type { Route } from "./+types/issue-cover";

const YEAR_SECONDS = 31_536_000;

/**
 * GET /issue-cover/:issueId/:version/:width.webp: one size of an issue's current cover. The URL
 * changes with every upload (the version), so the bytes behind it never change: cached for a year.
 * A published issue's cover is public; another issue's only for those who manage it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = /^([1-9][0-9]{0,4})\.webp$/.exec(params.file)?.[1];
  const notFound = () => new Response("Cover not found.", { status: 404, headers: { "cache-control": "no-store" } });
  if (!width) return notFound();
  try {
    const user = await getCurrentUser(request);
    const file = await getIssueCoverFile(user, {
      issueId: params.issueId,
      version: params.version,
      width: Number(width),
    });
    return new Response(file.stream, {
      headers: {
        "content-type": "image/webp",
        "content-length": String(file.sizeBytes),
        "cache-control": `${file.isPublic ? "public" : "private"}, max-age=${YEAR_SECONDS}, immutable`,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound();
    throw error;
  }
}
