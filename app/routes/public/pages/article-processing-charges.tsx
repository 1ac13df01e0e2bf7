import ArticleProcessingChargesPage from "~/content/pages/article-processing-charges";
import { pageMeta } from "~/lib/seo";
import { journalsWithOwnCharges } from "~/modules/invoices/invoices.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/article-processing-charges";

/** Whether the page was unindexed in the SEO manager (its robots tag); the journals that charge amounts of their own. */
export async function loader({ url }: Route.LoaderArgs) {
  const [noindex, journalCharges] = await Promise.all([isUnindexedPage(url.pathname), journalsWithOwnCharges()]);
  return { noindex, journalCharges };
}

export default function ArticleProcessingCharges({ loaderData }: Route.ComponentProps) {
  return <ArticleProcessingChargesPage journalCharges={loaderData.journalCharges} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Article Processing Charges",
    description:
      "APCs: ₹3,000 per accepted article for Indian authors (incl. GST), US$150 for international authors. No submission or review fees; pay only after acceptance.",
  });
}
