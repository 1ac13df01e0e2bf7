import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/policies";

export { default } from "~/content/pages/policies";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Journal Policies",
    description:
      "Publication ethics, peer review, editorial, authorship, misconduct, open access and copyright policies of Scholarly Press journals, following COPE and ICMJE.",
  });
}
