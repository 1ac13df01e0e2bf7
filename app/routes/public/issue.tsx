import { format, parseISO } from "date-fns";
import { BookOpen, Calendar, FileText, Home, Quote, Unlock } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { InGroups } from "~/components/in-groups";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { orHttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import {
  articleTypeListLabel,
  formatPublicationDate,
  pageRangeLabel,
  volumeIssueLabel,
} from "~/modules/articles/article-format";
import { RetractedBadge } from "~/modules/articles/components/retracted-badge";
import { ShareButtons } from "~/modules/articles/components/share-card";
import { FullIssueDownload } from "~/modules/issue-pdf/components/full-issue-download";
import { issueJsonLd, journalMetaOf } from "~/modules/citations/scholarly-meta";
import { getIssuePage } from "~/modules/issues/issues.public.service.server";
import { keywordSize } from "~/modules/issues/keyword-size";
import { coverImageAttributes, parseCoverKey } from "~/modules/issues/issue-cover-image";
import { articlePath, issuePath, journalPath } from "~/lib/paths";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/issue";
import { JournalHeaderBand } from "~/modules/journal-themes/components/journal-header-band";
import { JournalThemeMain } from "~/modules/journal-themes/components/journal-theme-main";
import { READER_PAGE } from "~/modules/reader-pages/reader-pages";
import { formatCount } from "~/lib/format-count";

/** Sent to visitors as finished HTML without the application (ADR 034). */
export const handle = READER_PAGE;

export async function loader({ params, url }: Route.LoaderArgs) {
  const [page, noindex] = await Promise.all([
    orHttpError(() => getIssuePage(params.shortName, params.issueId)),
    isUnindexedPage(url.pathname),
  ]);
  return { ...page, noindex };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [{ title: "Issue Not Found" }, { name: "robots", content: "noindex" }];
  const label = volumeIssueLabel(data.issue);
  const { journal, issue, publicUrl } = data;
  const path = issuePath(journal.shortName, issue);
  return pageMeta(args, {
    title: `${issue.title ? `${issue.title} — ` : ""}${label} | ${journal.title}`,
    description: issue.description ?? `${label} of ${journal.title}: ${data.articles.length} open-access articles.`,
    path,
    extra: [issueJsonLd({ ...issue, url: `${publicUrl}${path}` }, journalMetaOf(journal, publicUrl))],
  });
}

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { journal, issue, articles, keywords, mostCited, publicUrl } = loaderData;
  const label = volumeIssueLabel(issue);
  const cover = parseCoverKey(issue.coverImageKey);
  const counts = keywords.map((k) => k.count);
  const [minCount, maxCount] = [Math.min(...counts), Math.max(...counts)];
  const firstPage = articles.find((a) => a.pageStart != null)?.pageStart;
  const lastPage = articles.reduce<number | null>(
    (max, a) => Math.max(max ?? 0, a.pageEnd ?? a.pageStart ?? 0) || max,
    null,
  );
  const pages = issue.pageRange ?? (firstPage != null && lastPage != null ? `${firstPage}-${lastPage}` : null);

  return (
    <JournalThemeMain theme={journal.theme}>
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: journal.title, short: journal.shortName.toUpperCase(), to: journalPath(journal.shortName) },
          { label },
        ]}
      />

      <JournalHeaderBand theme={journal.theme}>
        <div className="mx-auto journal-width px-4 py-10 md:py-14">
          <div className="flex flex-wrap gap-2">
            <Badge variant="onDark">Volume {issue.volumeNumber}</Badge>
            <Badge variant="onDark">
              {issue.type === "special" ? `Special Issue ${issue.issueNumber}` : `Issue ${issue.issueNumber}`}
            </Badge>
            <Badge variant="onDark">
              <Unlock className="size-3" aria-hidden /> Open Access
            </Badge>
            {issue.isCurrent && <Badge variant="onDark">Current Issue</Badge>}
          </div>
          <h1 className="mt-4 font-serif text-2xl font-bold md:text-4xl">{issue.title ?? label}</h1>
          <p className="mt-2 text-white/90">{journal.title}</p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-white/85">
            {issue.publicationDate && (
              <div className="flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden />
                <dt className="sr-only">Published</dt>
                <dd>{formatPublicationDate(issue.publicationDate)}</dd>
              </div>
            )}
            <div className="flex items-center gap-1.5">
              <FileText className="size-4" aria-hidden />
              <dt className="sr-only">Articles</dt>
              <dd>
                {articles.length} {articles.length === 1 ? "article" : "articles"}
              </dd>
            </div>
            {pages && (
              <div>
                <dt className="sr-only">Pages</dt>
                <dd>Pages {pages}</dd>
              </div>
            )}
          </dl>
          <FullIssueDownload
            href={`${issuePath(journal.shortName, issue)}/pdf`}
            bytes={issue.fullPdfBytes}
            className="mt-6"
          />
        </div>
      </JournalHeaderBand>

      <div className="mx-auto grid journal-width gap-6 px-4 py-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {issue.description && (
            <Card>
              <CardHeader>
                <CardTitle>About this issue</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="leading-relaxed text-slate-700">{issue.description}</p>
              </CardContent>
            </Card>
          )}
          <section aria-labelledby="toc">
            <h2 id="toc" className="mb-4 text-xl font-semibold">
              Articles in this issue
            </h2>
            {articles.length === 0 ? (
              <Card>
                <CardContent className="pt-6 text-slate-600">
                  No articles have been published in this issue yet.
                </CardContent>
              </Card>
            ) : (
              <ol className="space-y-4">
                <InGroups items={articles}>
                  {(a) => {
                    const href = articlePath(journal.shortName, issue.volumeNumber, a.articleNumber);
                    const range = pageRangeLabel(a.pageStart, a.pageEnd);
                    return (
                      <li key={a.id}>
                        <Card className="transition hover:border-blue-300">
                          <CardContent className="pt-6">
                            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                              <Badge variant="secondary">{articleTypeListLabel(a.articleType)}</Badge>
                              {a.retracted ? <RetractedBadge /> : null}
                              {range && <span>pp. {range}</span>}
                              {a.doi && <span className="break-all">DOI: {a.doi}</span>}
                            </div>
                            <h3 className="mt-2 text-lg font-semibold leading-snug">
                              <Link to={href} className="text-slate-900 hover:text-blue-800 hover:underline">
                                {a.title}
                              </Link>
                            </h3>
                            <p className="mt-1 text-sm text-slate-600">
                              {a.authors.join(", ") || "Author not available"}
                            </p>
                            <div className="mt-3 flex gap-3 text-sm">
                              <Link to={href} className="font-medium text-blue-800 hover:underline">
                                Abstract &amp; details
                              </Link>
                            </div>
                          </CardContent>
                        </Card>
                      </li>
                    );
                  }}
                </InGroups>
              </ol>
            )}
          </section>
        </div>

        <aside className="space-y-6">
          <Card className="overflow-hidden">
            {cover ? (
              <img
                {...coverImageAttributes(cover)}
                sizes="(min-width: 1024px) 25rem, 100vw"
                alt={`Cover of ${label}`}
                className="aspect-[3/4] h-auto w-full object-cover"
              />
            ) : (
              <div
                className="flex aspect-[3/4] flex-col justify-between p-6 text-white"
                style={{ background: journal.theme.gradients.card }}
              >
                <span className="text-sm font-semibold uppercase tracking-widest">{journal.shortName}</span>
                <div>
                  <BookOpen className="mb-3 size-10 opacity-80" aria-hidden />
                  <p className="font-serif text-2xl font-bold leading-tight">{label}</p>
                  {issue.publicationDate && (
                    <p className="mt-1 text-white">{format(parseISO(issue.publicationDate), "MMMM yyyy")}</p>
                  )}
                </div>
              </div>
            )}
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Share this issue</CardTitle>
            </CardHeader>
            <CardContent>
              <ShareButtons
                url={`${publicUrl}${issuePath(journal.shortName, issue)}`}
                title={`${journal.title}, ${label}`}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Keywords</CardTitle>
            </CardHeader>
            <CardContent>
              {keywords.length === 0 ? (
                <p className="text-sm text-slate-600">No keywords in this issue.</p>
              ) : (
                <ul className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  {keywords.map((k) => (
                    <li key={k.keyword}>
                      <Link
                        to={articlePath(journal.shortName, issue.volumeNumber, k.articleNumber)}
                        style={{ fontSize: `${keywordSize(k.count, minCount, maxCount)}rem` }}
                        className="text-blue-800 hover:underline"
                        title={`${k.count} ${k.count === 1 ? "article" : "articles"}`}
                      >
                        {k.keyword}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Most cited in {journal.shortName.toUpperCase()}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="space-y-3">
                {mostCited.map((a) => (
                  <li key={a.id} className="text-sm">
                    <Link
                      to={articlePath(journal.shortName, a.volumeNumber, a.articleNumber)}
                      className="font-medium text-slate-900 hover:text-blue-800 hover:underline"
                    >
                      {a.title}
                    </Link>
                    <div className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
                      <Quote className="size-3" aria-hidden /> {a.citationCount}{" "}
                      {a.citationCount === 1 ? "citation" : "citations"}
                    </div>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Journal metrics</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-slate-600">Impact factor</dt>
                  <dd className="font-medium">{journal.impactFactor ?? "N/A"}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">Total articles</dt>
                  <dd className="font-medium">{formatCount(journal.articleCount)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">ISSN</dt>
                  <dd className="font-medium">{journal.issn ?? "N/A"}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">Frequency</dt>
                  <dd className="font-medium capitalize">{journal.publicationFrequency ?? "Monthly"}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </aside>
      </div>
    </JournalThemeMain>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">{notFound ? "Issue Not Found" : "Failed to load issue data"}</h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "The issue you are looking for does not exist or has not been published."
          : "Something went wrong. Please try again."}
      </p>
      <Button asChild className="mt-6">
        <Link to="/">
          <Home /> Back to Home
        </Link>
      </Button>
    </main>
  );
}
