import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/article-processing-charges";

export { default } from "~/content/pages/article-processing-charges";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Article Processing Charges",
    description:
      "APCs: ₹3,000 per accepted article for Indian authors (incl. GST), US$150 for international authors. No submission or review fees; pay only after acceptance.",
  });
}
