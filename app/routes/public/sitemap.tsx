import { ArrowLeft, CalendarClock, FileSearch, Layers, ListTree } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/components/link";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";
import { SitemapActions } from "~/modules/sitemap/components/sitemap-actions";
import { groupAnchor, groupPageHref, SitemapGroupCard } from "~/modules/sitemap/components/sitemap-group-card";
import { parseSitemapPageQuery } from "~/modules/sitemap/sitemap.schemas";
import { getSitemapOverview } from "~/modules/sitemap/sitemap.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/sitemap";
import { formatCount } from "~/lib/format-count";

export async function loader({ url }: Route.LoaderArgs) {
  const query = parseSitemapPageQuery(url.searchParams);
  const [overview, noindex] = await Promise.all([getSitemapOverview(query), isUnindexedPage(url.pathname)]);
  return data({ ...overview, noindex }, { status: overview.found ? 200 : 404 });
}

export function meta(args: Route.MetaArgs) {
  const focused = args.loaderData?.groups.length === 1 && args.loaderData.focus ? args.loaderData.groups[0] : null;
  return pageMeta(args, {
    title: focused ? `Sitemap: ${focused.heading}${focused.page > 1 ? ` (page ${focused.page})` : ""}` : "Sitemap",
    description:
      "Every public page of our open-access journals in one place: main pages, journals, issues and articles, with their priority and last update.",
    path: focused ? groupPageHref(focused.pageType, focused.page) : "/sitemap",
  });
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { summary, groups, focus } = loaderData;
  const cards = [
    {
      label: "Indexed Pages",
      value: formatCount(summary.indexedCount),
      icon: FileSearch,
      tone: "bg-blue-50 text-blue-700",
    },
    {
      label: "Content Types",
      value: formatCount(summary.typeCount),
      icon: Layers,
      tone: "bg-indigo-50 text-indigo-700",
    },
    { label: "Last Updated", value: summary.lastUpdated, icon: CalendarClock, tone: "bg-emerald-50 text-emerald-700" },
  ];

  return (
    <main>
      <section
        className="text-white"
        style={{ background: "linear-gradient(135deg, #0f172a 0%, #1e3a8a 60%, #1d4ed8 100%)" }}
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-blue-200 uppercase">
            <ListTree className="size-4" aria-hidden="true" />
            Site map
          </p>
          <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight md:text-5xl">Sitemap</h1>
          <p className="mt-4 max-w-2xl text-base text-blue-100 md:text-lg">
            Every public page of our journals in one place: main pages, journals, issues and articles. Search engines
            can use the XML version.
          </p>
          <div className="mt-8">
            <SitemapActions />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-16 sm:px-6 lg:px-8">
        <section aria-label="Sitemap summary" className="relative -mt-10 grid grid-cols-3 gap-2 sm:gap-4">
          {cards.map((c) => (
            <Card key={c.label} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4 md:p-5">
              <span
                className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex md:size-12 ${c.tone}`}
              >
                <c.icon className="size-5 md:size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-xl font-bold text-slate-900 sm:text-2xl md:text-3xl">{c.value}</p>
                <p className="text-xs font-medium text-slate-600 md:text-sm">{c.label}</p>
              </div>
            </Card>
          ))}
        </section>

        {focus ? (
          <Link to="/sitemap" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            All sections
          </Link>
        ) : groups.length > 1 ? (
          <nav aria-label="Sitemap sections" className="flex flex-wrap gap-2">
            {groups.map((g) => (
              <a
                key={g.pageType}
                href={`#${groupAnchor(g.pageType)}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:border-blue-300 hover:text-blue-700"
              >
                {g.heading}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600">{formatCount(g.total)}</span>
              </a>
            ))}
          </nav>
        ) : null}

        {groups.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <FileSearch className="size-12 text-slate-300" aria-hidden="true" />
            <p className="text-lg font-medium text-slate-700">No sitemap entries found...</p>
            {focus ? (
              <Link to="/sitemap" className={buttonVariants({ variant: "outline" })}>
                Show all sections
              </Link>
            ) : null}
          </Card>
        ) : (
          <div className="space-y-6">
            {groups.map((g) => (
              <SitemapGroupCard key={g.pageType} group={g} focused={focus !== null} />
            ))}
          </div>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-bold text-slate-900">Sitemap</h1>
      <p className="mt-4 text-slate-600">Failed to fetch sitemap entries</p>
      <Link to="/sitemap" className={`${buttonVariants({ variant: "outline" })} mt-6`} reloadDocument>
        Try again
      </Link>
    </main>
  );
}
