import { BarChart3 } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { cn } from "~/lib/utils";
import {
  ANALYTICS_MESSAGES as M,
  ANALYTICS_PERIODS,
  MAX_UPLOAD_BYTES,
  PIE_COLOURS,
} from "~/modules/analytics/analytics.constants";
import {
  getAnalytics,
  queueSearchConsoleSync,
  removeSearchConsoleConnection,
  saveSearchConsoleConnection,
  uploadSearchExport,
} from "~/modules/analytics/analytics.service.server";
import { parsePeriod, searchConsoleConnectionSchema, uploadRangeSchema } from "~/modules/analytics/analytics.schemas";
import { AnalyticsCards } from "~/modules/analytics/components/analytics-cards";
import {
  ContentTypePie,
  SearchBarChart,
  SearchLineChart,
  TrafficChart,
} from "~/modules/analytics/components/lazy-charts";
import { SearchConsoleSettings, type AnalyticsActionData } from "~/modules/analytics/components/search-console-panel";
import type { AnalyticsScreen } from "~/modules/analytics/analytics.types";
import { requireUser } from "~/modules/auth/session.server";
import { pageTypeHeading } from "~/modules/sitemap/sitemap-labels";
import type { Route } from "./+types/analytics";
import { LoadError } from "~/components/dashboard/load-error";
import { formatCount } from "~/lib/format-count";

export const handle: DashboardHandle = { title: "Analytics" };

export function meta() {
  return dashboardMeta("Analytics");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => getAnalytics(user, parsePeriod(url.searchParams)));
}

/** The upload is small: refused before it is read when it says it is larger, or does not say. */
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** The form, read up to `limit` bytes whether or not the request says its length ("too-large" past it). */
async function readForm(request: Request, limit: number): Promise<FormData | "too-large" | null> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return "too-large";
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Blob(chunks as BlobPart[]);
  const type = request.headers.get("content-type") ?? "";
  return new Response(body, { headers: { "content-type": type } }).formData().catch(() => null);
}

/** intents: upload (multipart export), connect, disconnect, sync. Admins only (analytics.manage). */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const answer = (ok: boolean, message: string, status = 200) => data<AnalyticsActionData>({ ok, message }, { status });
  try {
    const form = await readForm(request, MAX_REQUEST_BYTES);
    if (form === "too-large") return answer(false, M.tooLarge, 413);
    if (!form) return answer(false, M.noFiles, 400);
    const intent = form.get("intent");
    const text = (name: string) => {
      const v = form.get(name);
      return typeof v === "string" ? v : "";
    };
    if (intent === "upload") {
      const files = await Promise.all(
        form
          .getAll("files")
          .filter((f): f is File => typeof f !== "string" && f.size > 0)
          .map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
      );
      const range = uploadRangeSchema.parse({
        startDate: text("startDate") || undefined,
        endDate: text("endDate") || undefined,
      });
      const result = await uploadSearchExport(user, files, range);
      return answer(
        true,
        `${M.uploaded}: ${result.pages} ${result.pages === 1 ? "page" : "pages"}, ${result.days} days (${result.startDate} to ${result.endDate})`,
      );
    }
    if (intent === "connect") {
      const parsed = searchConsoleConnectionSchema.safeParse({ siteUrl: text("siteUrl"), key: text("key") });
      if (!parsed.success) return answer(false, parsed.error.issues[0]!.message, 400);
      await saveSearchConsoleConnection(user, parsed.data);
      return answer(true, M.settingsSaved);
    }
    if (intent === "disconnect") {
      await removeSearchConsoleConnection(user);
      return answer(true, M.settingsRemoved);
    }
    if (intent === "sync") {
      await queueSearchConsoleSync(user);
      return answer(true, M.syncQueued);
    }
    return answer(false, "Unknown action", 400);
  } catch (err) {
    // A refusal is the page's Access Denied; any other failure is the form's message.
    if (err instanceof AppError && err.status === 403) throw data({ message: err.message }, { status: 403 });
    if (err instanceof AppError) return answer(false, err.message, err.status);
    throw err;
  }
}

const percent = (v: number | null) => (v === null ? "—" : `${(v * 100).toFixed(1)}%`);

function PeriodSelector({ period }: { period: number }) {
  return (
    <nav aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-1">
      {ANALYTICS_PERIODS.map((days) => (
        <Link
          key={days}
          to={`?days=${days}`}
          aria-current={days === period ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
            days === period ? "bg-white text-slate-900 shadow-sm" : "hover:bg-white/60",
          )}
        >
          {days} days
        </Link>
      ))}
    </nav>
  );
}

function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <BarChart3 className="size-9 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-800">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
    </div>
  );
}

function NotConnected() {
  return (
    <EmptyState
      title={M.notConnected}
      message="No search data yet: upload a Search Console Performance export or connect the Search Console API (Search Console tab)."
    />
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

function Overview({ screen }: { screen: AnalyticsScreen }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard title="Traffic">
        {screen.hasTraffic ? (
          <>
            <TrafficChart days={screen.traffic} />
            <p className="mt-2 text-sm text-slate-600">
              Bounce rate: {percent(screen.bounceRate)} (visits that viewed one page only)
            </p>
          </>
        ) : (
          <EmptyState title="No page views yet" message="No page views were counted in this period." />
        )}
      </ChartCard>
      <ChartCard title="Impressions vs Clicks">
        {screen.search.hasData ? (
          <SearchLineChart days={screen.search.days} />
        ) : screen.search.connected ? (
          <EmptyState
            title="No search data for this period"
            message="Search Console reported nothing for these days."
          />
        ) : (
          <NotConnected />
        )}
      </ChartCard>
    </div>
  );
}

function PagePerformance({ screen }: { screen: AnalyticsScreen }) {
  if (screen.topPages.length === 0) {
    return (
      <Card>
        <EmptyState title="No page views yet" message="No page views were counted in this period." />
      </Card>
    );
  }
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Top pages by views</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Page
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Views
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Clicks
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              CTR
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Avg. position
            </th>
          </tr>
        </thead>
        <tbody>
          {screen.topPages.map((p) => (
            <tr key={p.path} className="border-b border-slate-100 last:border-0">
              <td className="max-w-md truncate px-4 py-3">
                <a href={p.path} className="text-blue-700 hover:underline" target="_blank" rel="noreferrer">
                  {p.path}
                </a>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(p.views)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{p.clicks === null ? "—" : formatCount(p.clicks)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{percent(p.ctr)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{p.position === null ? "—" : p.position.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!screen.search.connected ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          Search figures: {M.notConnected.toLowerCase()}.
        </p>
      ) : null}
    </Card>
  );
}

function ContentTypes({ screen }: { screen: AnalyticsScreen }) {
  if (screen.contentTypes.length === 0) {
    return (
      <Card>
        <EmptyState title="No content types" message="The sitemap has no entries for these pages yet." />
      </Card>
    );
  }
  const colour = (i: number) => PIE_COLOURS[i % PIE_COLOURS.length]!;
  const pie = screen.contentTypes
    .map((t, i) => ({ label: pageTypeHeading(t.pageType), views: t.views, colour: colour(i) }))
    .filter((t) => t.views > 0);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard title="Views by content type">
        {pie.length > 0 ? (
          <ContentTypePie rows={pie} />
        ) : (
          <EmptyState title="No page views yet" message="No page of the sitemap was viewed in this period." />
        )}
      </ChartCard>
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Content types</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Type
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Pages
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Views
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Avg. priority
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Indexed
              </th>
            </tr>
          </thead>
          <tbody>
            {screen.contentTypes.map((t, i) => (
              <tr key={t.pageType} className="border-b border-slate-100 last:border-0">
                <td className="px-4 py-3">
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: colour(i) }} />
                    {pageTypeHeading(t.pageType)}
                  </span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(t.pages)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(t.views)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{t.averagePriority.toFixed(2)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{percent(t.indexedShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}

function SearchConsoleTab({ screen, action }: { screen: AnalyticsScreen; action: string }) {
  return (
    <div className="space-y-4">
      <ChartCard title="Search performance">
        {screen.search.hasData ? (
          <SearchBarChart days={screen.search.days} />
        ) : screen.search.connected ? (
          <EmptyState
            title="No search data for this period"
            message="Search Console reported nothing for these days."
          />
        ) : (
          <NotConnected />
        )}
      </ChartCard>
      <SearchConsoleSettings screen={screen} action={action} />
    </div>
  );
}

export default function AnalyticsPage({ loaderData: screen }: Route.ComponentProps) {
  const action = `/dashboard/analytics?days=${screen.period}`;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Analytics"
        subtitle={`${screen.scopeLabel}: ${screen.from} to ${screen.to} (UTC). Counted by the server, without cookies.`}
        actions={<PeriodSelector period={screen.period} />}
      />
      <AnalyticsCards screen={screen} />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Analytics views">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="pages">Page Performance</TabsTrigger>
          <TabsTrigger value="types">Content Types</TabsTrigger>
          <TabsTrigger value="search">Search Console</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview screen={screen} />
        </TabsContent>
        <TabsContent value="pages">
          <PagePerformance screen={screen} />
        </TabsContent>
        <TabsContent value="types">
          <ContentTypes screen={screen} />
        </TabsContent>
        <TabsContent value="search">
          <SearchConsoleTab screen={screen} action={action} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** 'Failed to fetch analytics' with Try Again (a 403 shows Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadError
      error={error}
      title={M.fetchFailed}
      message="The analytics could not be loaded. Check your connection and try again."
    />
  );
}
