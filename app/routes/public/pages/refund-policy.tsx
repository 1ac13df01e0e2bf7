import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/refund-policy";

export { default } from "~/content/pages/refund-policy";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Refund Policy",
    description:
      "APC refunds: requests within 30 days of payment, 75% back for withdrawal before typesetting, none after publication. Refunds take 15-22 business days.",
  });
}
