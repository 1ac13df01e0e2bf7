import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/author-guidelines";

export { default } from "~/content/pages/author-guidelines";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Author Guidelines",
    description:
      "Prepare and submit a manuscript: abstract max 250 words, 3-6 keywords, research articles up to 8,000 words, 300 DPI figures, Vancouver references.",
  });
}
