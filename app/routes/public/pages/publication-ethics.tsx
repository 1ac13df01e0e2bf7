import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/publication-ethics";

export { default } from "~/content/pages/publication-ethics";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Publication Ethics",
    description:
      "COPE-based duties of authors, reviewers and editors: ICMJE authorship, conflicts of interest, plagiarism, data and image integrity, corrections, retractions.",
  });
}
