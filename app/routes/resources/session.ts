import { articleRefOf, getViewer } from "~/modules/auth/viewer.server";
import type { Route } from "./+types/session";

/**
 * GET /api/session: the personal parts of a public page, which the browser fills in after the
 * shared (cached) page arrived: who is signed in and, with `?journal=&volume=&article=`, what that
 * article's page offers them. Personal, so never stored by any cache; it carries the session's
 * renewed cookie.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, headers } = await getViewer(request, articleRefOf(new URL(request.url)));
  headers.set("cache-control", "private, no-store");
  return Response.json(viewer, { headers });
}
