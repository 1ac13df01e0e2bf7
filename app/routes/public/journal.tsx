import { data, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { AppError } from "~/lib/errors";
import { pageMeta, publicUrlFrom } from "~/lib/seo";
import { journalJsonLd, journalMetaOf } from "~/modules/citations/scholarly-meta";
import { cn } from "~/lib/utils";
import { journalPath } from "~/lib/paths";
import { journalCoverImage } from "~/modules/journals/journal-cover-image";
import { AboutTab } from "~/modules/journals/components/about-tab";
import { ArchivesTab } from "~/modules/journals/components/archives-tab";
import { ClosingBanner } from "~/modules/journals/components/closing-banner";
import { CurrentIssueTab } from "~/modules/journals/components/current-issue-tab";
import { EditorialBoardTab } from "~/modules/journals/components/editorial-board-tab";
import { IndexingTab } from "~/modules/journals/components/indexing-tab";
import { JournalHero } from "~/modules/journals/components/journal-hero";
import { JournalNotFound } from "~/modules/journals/components/journal-not-found";
import { JournalSummaryRow } from "~/modules/journals/components/journal-summary-row";
import { JournalTabsNav } from "~/modules/journals/components/journal-tabs-nav";
import { MetricsTab } from "~/modules/journals/components/metrics-tab";
import { SubmissionTab } from "~/modules/journals/components/submission-tab";
import { TabSkeleton } from "~/modules/journals/components/tab-skeleton";
import { parseJournalPageSearch } from "~/modules/journals/journals.public.schemas";
import { loadJournalPage, type JournalPageData } from "~/modules/journals/journals.public.service.server";
import { READER_PAGE } from "~/modules/reader-pages/reader-pages";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/journal";
import { JournalThemeMain } from "~/modules/journal-themes/components/journal-theme-main";

/** Sent to visitors as a reader page (ADR 034). */
export const handle = READER_PAGE;

export async function loader({ params, url }: Route.LoaderArgs) {
  const search = parseJournalPageSearch(url.searchParams);
  try {
    const [page, noindex] = await Promise.all([
      loadJournalPage(params.shortName, search),
      isUnindexedPage(url.pathname),
    ]);
    return { ...page, noindex };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const journal = args.loaderData?.journal;
  if (!journal)
    return pageMeta(args, {
      title: "Journal Not Found",
      description: "The journal you are looking for does not exist or is not available.",
    });
  const path = journalPath(journal.shortName);
  // The journal's SEO settings come first; empty ones fall back to its own title, description, cover.
  const seo = args.loaderData?.settings.seo;
  return pageMeta(args, {
    title: seo?.metaTitle || journal.title,
    description:
      seo?.metaDescription ||
      (journal.description ?? `${journal.title}: an open-access, peer-reviewed journal in ${journal.category}.`),
    path,
    image: seo?.ogImage || journalCoverImage(journal)?.src,
    twitterCard: seo?.twitterCard === "summary" ? "summary" : "summary_large_image",
    keywords: seo?.keywords,
    extra: [journalJsonLd(journalMetaOf(journal, publicUrlFrom(args)))],
  });
}

export default function JournalPage({ loaderData }: Route.ComponentProps) {
  const { journal, tabData } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const pendingTab = pending ? (new URLSearchParams(navigation.location.search).get("tab") ?? "current") : null;
  const switchingTab = pendingTab != null && pendingTab !== tabData.tab;

  return (
    <JournalThemeMain theme={journal.theme}>
      <JournalHero journal={journal} />
      <JournalSummaryRow
        impactFactor={journal.impactFactor}
        articleCount={journal.articleCount}
        issueCount={journal.issueCount}
        accentColor={journal.theme.colors.primary}
        status={journal.status}
      />
      <JournalTabsNav shortName={journal.shortName} active={tabData.tab} accentColor={journal.theme.colors.primary} />
      <div
        id="journal-tab-panel"
        className={cn(
          "mx-auto journal-width px-4 py-10 transition-opacity sm:px-6 lg:px-8",
          pending && !switchingTab && "opacity-60",
        )}
      >
        {switchingTab ? (
          <TabSkeleton />
        ) : (
          <TabPanel journal={journal} tabData={tabData} settings={loaderData.settings} />
        )}
      </div>
      {/* An archived journal takes no submissions: no invitation to submit. */}
      {journal.status === "archived" ? null : (
        <ClosingBanner
          journalShortName={journal.shortName}
          journalTitle={journal.title}
          gradient={journal.theme.gradients.hero}
        />
      )}
    </JournalThemeMain>
  );
}

function TabPanel({ journal, tabData, settings }: JournalPageData) {
  const { theme, shortName } = journal;
  switch (tabData.tab) {
    case "current":
      return <CurrentIssueTab shortName={shortName} data={tabData} theme={theme} />;
    case "archives":
      return <ArchivesTab shortName={shortName} data={tabData} theme={theme} />;
    case "about":
      return <AboutTab journal={journal} />;
    case "editorial-board":
      return (
        <EditorialBoardTab shortName={shortName} journalTitle={journal.title} members={tabData.members} theme={theme} />
      );
    case "metrics":
      return (
        <MetricsTab
          impactFactor={journal.impactFactor}
          issueCount={tabData.issueCount}
          metrics={tabData.metrics}
          theme={theme}
        />
      );
    case "indexing":
      return <IndexingTab journalTitle={journal.title} theme={theme} />;
    case "submission":
      if (journal.status === "archived") return <ArchivedNotice journalTitle={journal.title} />;
      return (
        <SubmissionTab
          journalTitle={journal.title}
          journalShortName={journal.shortName}
          theme={theme}
          settings={settings}
        />
      );
  }
}

function ArchivedNotice({ journalTitle }: { journalTitle: string }) {
  return (
    <section aria-labelledby="archived-notice" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
      <h2 id="archived-notice" className="text-lg font-semibold text-amber-950">
        This journal is archived
      </h2>
      <p className="mt-2 text-sm text-amber-900">
        {journalTitle} no longer accepts submissions. Its published articles remain available at their addresses.
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <JournalNotFound />;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-slate-900">Failed to load journal data</h1>
      <p className="mt-3 text-slate-600">Something went wrong. Please try again.</p>
    </main>
  );
}
