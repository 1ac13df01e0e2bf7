import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/article-retraction-policy";

export { default } from "~/content/pages/article-retraction-policy";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Article Retraction Policy",
    description:
      "How our journals retract articles under COPE guidelines: grounds, the six-step procedure, retraction notices and how to report a concern.",
  });
}
