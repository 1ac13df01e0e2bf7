import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/reviewer-guidelines";

export { default } from "~/content/pages/reviewer-guidelines";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Reviewer Guidelines",
    description:
      "What we ask of peer reviewers: responsibilities, timelines, confidentiality, writing the report and the four recommendations. Apply to become a reviewer.",
  });
}
