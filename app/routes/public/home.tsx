import { jsonLd, pageMeta, publicUrlFrom, SITE_NAME } from "~/lib/seo";
import { listRecentPublishedArticles } from "~/modules/articles/articles.service.server";
import { listHomeConferences } from "~/modules/conferences/conferences.service.server";
import { CallToAction } from "~/modules/home/components/call-to-action";
import { ConferencesSection, HOME_CONFERENCE_LIMIT } from "~/modules/home/components/conferences-section";
import { HomeHero } from "~/modules/home/components/home-hero";
import { IndexedInSection } from "~/modules/home/components/indexed-in-section";
import { matchesJournalQuery } from "~/modules/home/components/journal-search-filter";
import { JOURNAL_SEARCH_INPUT_MAX } from "~/modules/home/components/journal-search-limits";
import { JournalsSection } from "~/modules/home/components/journals-section";
import { MetricsSection } from "~/modules/home/components/metrics-section";
import { RecentArticlesSection } from "~/modules/home/components/recent-articles-section";
import { sharedReviewType } from "~/modules/journal-settings/review-model";
import { listPublicJournals } from "~/modules/journals/journals.service.server";
import { READER_PAGE } from "~/modules/reader-pages/reader-pages";
import { getSiteMetrics } from "~/modules/metrics/metrics.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/home";

/** Home page: 3 recent articles (spec 9). */
const RECENT_ARTICLE_LIMIT = 3;

const TITLE = `${SITE_NAME} — Open-Access Pharmaceutical and Health Science Journals`;
const DESCRIPTION =
  "Peer-reviewed, open-access journals in pharmaceutical sciences, clinical pharmacology and evidence-based health research. Free to read, CC BY 4.0.";
const KEYWORDS =
  "open access journals, pharmaceutical sciences, health sciences, clinical pharmacology, evidence-based medicine, peer review, pharmacy research";

/** Sent to visitors as a reader page (ADR 034). */
export const handle = READER_PAGE;

export async function loader({ url }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, JOURNAL_SEARCH_INPUT_MAX);
  const [journals, metrics, conferences, recentArticles, noindex] = await Promise.all([
    listPublicJournals(),
    getSiteMetrics(),
    // One more than shown tells whether there are more (the total comes along anyway).
    listHomeConferences(HOME_CONFERENCE_LIMIT + 1),
    listRecentPublishedArticles(RECENT_ARTICLE_LIMIT),
    isUnindexedPage(url.pathname),
  ]);
  return {
    journals,
    // The journals to show for the search: the page hides the others, which the visitor's typing
    // may show again (the reader script applies the same rule).
    search: q ? { q, matchIds: journals.filter((j) => matchesJournalQuery(j, q)).map((j) => j.id) } : null,
    metrics,
    conferences,
    recentArticles,
    noindex,
  };
}

export function meta(args: Route.MetaArgs) {
  const base = publicUrlFrom(args);
  return pageMeta(args, {
    title: TITLE,
    description: DESCRIPTION,
    path: "/",
    extra: [
      { name: "keywords", content: KEYWORDS },
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE_NAME,
        url: `${base}/`,
        logo: `${base}/favicon.svg`,
        description: DESCRIPTION,
      }),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { journals, search, metrics, conferences, recentArticles } = loaderData;

  return (
    <main>
      <HomeHero
        query={search?.q ?? ""}
        matchCount={search?.matchIds.length ?? journals.length}
        reviewType={sharedReviewType(journals)}
      />
      <MetricsSection metrics={metrics} />
      {/* Keyed by the search: a new one (a client navigation) starts from the server's page. */}
      <JournalsSection key={search?.q ?? ""} journals={journals} search={search} />
      <ConferencesSection conferences={conferences.items} total={conferences.total} />
      <IndexedInSection />
      <RecentArticlesSection
        articles={recentArticles}
        themes={Object.fromEntries(journals.map((j) => [j.shortName, j.theme]))}
      />
      <CallToAction reviewType={sharedReviewType(journals)} />
    </main>
  );
}
