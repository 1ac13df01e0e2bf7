import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/peer-review-policy";

export { default } from "~/content/pages/peer-review-policy";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Peer Review Policy",
    description:
      "Double-blind peer review by at least two reviewers: review types, timelines, editorial decisions, reviewer recommendations and appeals within 30 days.",
  });
}
