import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { exportSeoSitemap } from "~/modules/seo/seo.service.server";
import type { Route } from "./+types/seo-sitemap-export";

/**
 * GET /dashboard/seo/sitemap.xml: the SEO manager's Export XML, a sitemap.xml of the indexed entries
 * the user manages (loc, lastmod, changefreq, priority), downloaded as a file and streamed as it is
 * read. Editors and admins (403 otherwise); never cached.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const chunks = await orHttpError(async () => exportSeoSitemap(user));
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": 'attachment; filename="sitemap.xml"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
