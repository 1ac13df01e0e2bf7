import { SITE_NAME } from "~/lib/seo";
import { services } from "~/lib/services.server";
import { openSearchDescription } from "~/modules/search/opensearch";

/** The OpenSearch description, linked from every public page's head. */
export function loader() {
  return new Response(openSearchDescription(services().env.publicUrl, SITE_NAME), {
    headers: {
      "content-type": "application/opensearchdescription+xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
