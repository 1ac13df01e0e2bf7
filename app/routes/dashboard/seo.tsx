import { ListTree, Table2 } from "lucide-react";
import { data, Form } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Card } from "~/components/ui/card";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { requireUser } from "~/modules/auth/session.server";
import type { SeoActionAnswer } from "~/modules/seo/components/priority-cell";
import { RegenerateButton } from "~/modules/seo/components/regenerate-button";
import { SeoEntriesTable } from "~/modules/seo/components/seo-entries-table";
import { SeoExportButton } from "~/modules/seo/components/seo-export-button";
import { SeoStatsCards } from "~/modules/seo/components/seo-stats";
import { SitemapGroupCard } from "~/modules/sitemap/components/sitemap-group-card";
import { titleCase } from "~/modules/sitemap/sitemap-labels";
import { SEO_MAX_SEARCH, SEO_MESSAGES as M, SEO_PAGE_SIZE, type SeoTab } from "~/modules/seo/seo.constants";
import { parseSeoQuery, seoSearch } from "~/modules/seo/seo.schemas";
import { findSeoEntries, regenerateSeoSitemap, updateSeoEntry } from "~/modules/seo/seo.service.server";
import type { Route } from "./+types/seo";
import { LoadError } from "~/components/dashboard/load-error";

export const handle: DashboardHandle = { title: "SEO Manager" };

export function meta() {
  return dashboardMeta("SEO Manager");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => findSeoEntries(user, parseSeoQuery(url.searchParams)));
}

/**
 * intent "priority" (entryId, priority), "indexed" (entryId, indexed: true|false) or "regenerate".
 * Answers { ok, message } for the page's toasts: 400 for a bad value, 404 for an entry outside the
 * user's scope; a refusal (403) is the page's Access Denied.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const field = (name: string) => {
    const v = form?.get(name);
    return typeof v === "string" ? v.slice(0, 100) : undefined;
  };
  try {
    if (intent === "priority") {
      await updateSeoEntry(user, { entryId: field("entryId"), priority: field("priority") ?? "" });
      return data<SeoActionAnswer>({ ok: true, message: M.entryUpdated });
    }
    if (intent === "indexed") {
      await updateSeoEntry(user, { entryId: field("entryId"), indexed: field("indexed") ?? "" });
      return data<SeoActionAnswer>({ ok: true, message: M.entryUpdated });
    }
    if (intent === "regenerate") {
      await regenerateSeoSitemap(user);
      return data<SeoActionAnswer>({ ok: true, message: M.regenerated });
    }
    return data<SeoActionAnswer>({ ok: false, message: M.updateFailed }, { status: 400 });
  } catch (err) {
    if (err instanceof AppError && err.status === 403) throw data({ message: err.message }, { status: 403 });
    if (err instanceof AppError)
      return data<SeoActionAnswer>({ ok: false, message: err.message }, { status: err.status });
    throw err;
  }
}

const TABS: { tab: SeoTab; label: string; icon: typeof Table2 }[] = [
  { tab: "entries", label: "Sitemap Entries", icon: Table2 },
  { tab: "sitemap", label: "Human-Readable Sitemap", icon: ListTree },
];

export default function SeoManagerPage({ loaderData }: Route.ComponentProps) {
  const { q, type, tab, page, pageCount, total, rows, stats, types, manageSite, overview } = loaderData;
  const interactive = useHydrated();
  const query = { q, type, page, tab };
  const filtered = q !== "" || type !== null;

  return (
    <div className="space-y-6">
      <PageHeading
        title="SEO Manager"
        subtitle={
          manageSite
            ? "Every sitemap entry: priority, indexing and the XML sitemaps search engines read."
            : "The sitemap entries of your journals: priority, indexing and the XML sitemaps search engines read."
        }
        actions={
          <>
            <RegenerateButton interactive={interactive} />
            <SeoExportButton interactive={interactive} />
          </>
        }
      />

      <SeoStatsCards stats={stats} />

      <nav aria-label="SEO manager sections">
        <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600">
          {TABS.map(({ tab: t, label, icon: Icon }) => (
            <li key={t}>
              <Link
                to={`.${seoSearch({ tab: t })}`}
                aria-current={tab === t ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                  tab === t ? "bg-white text-slate-900 shadow-sm" : "hover:text-slate-900",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === "sitemap" && overview ? (
        overview.groups.length === 0 ? (
          <Card className="px-6 py-14 text-center text-slate-700">No sitemap entries found...</Card>
        ) : (
          <div className="space-y-6">
            {overview.groups.map((g) => (
              <SitemapGroupCard key={g.pageType} group={g} focused={false} />
            ))}
          </div>
        )
      ) : (
        <Card className="overflow-hidden">
          <Form
            method="get"
            role="search"
            aria-label="Search sitemap entries"
            className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
          >
            <ListSearchField
              id="seo-search"
              defaultValue={q}
              placeholder="Search by URL, title or type..."
              maxLength={SEO_MAX_SEARCH}
            />
            <ListFilterSelect id="seo-type" name="type" label="Type" defaultValue={type ?? ""}>
              <option value="">All types</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {titleCase(t)}
                </option>
              ))}
            </ListFilterSelect>
            <ListFilterButtons clearHref={filtered ? "." : null} />
          </Form>
          {rows.length > 0 ? (
            <SeoEntriesTable rows={rows} interactive={interactive} />
          ) : (
            <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
              <ListTree className="size-9 text-slate-400" aria-hidden="true" />
              <p className="text-base font-semibold text-slate-800">
                {filtered ? "No sitemap entries match." : "No sitemap entries found..."}
              </p>
              {!filtered ? (
                <p className="text-sm text-slate-600">Regenerate the sitemap to list the published content.</p>
              ) : null}
            </div>
          )}
          <ListPagination
            page={page}
            matching={total}
            pageCount={pageCount}
            pageSize={SEO_PAGE_SIZE}
            shown={rows.length}
            noun={total === 1 ? "entry" : "entries"}
            href={(p) => `.${seoSearch({ ...query, page: p })}`}
          />
        </Card>
      )}
    </div>
  );
}

/** 'Failed to fetch sitemap entries' with Try Again (a 403 shows Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadError
      error={error}
      title={M.fetchFailed}
      message="The sitemap entries could not be loaded. Check your connection and try again."
    />
  );
}
