import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/editorial-policies";

export { default } from "~/content/pages/editorial-policies";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Editorial Policies",
    description:
      "Editorial independence, ICMJE authorship, conflicts of interest, plagiarism screening, data and image integrity, corrections, retractions and appeals.",
  });
}
