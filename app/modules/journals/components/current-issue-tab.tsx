import { ArrowRight, BookOpen, CalendarDays, FileText, LockOpen, Rows3 } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatPublicationDate } from "~/modules/articles/article-format";
import { ArticleCard } from "~/modules/articles/components/article-card";
import { FullIssueDownload } from "~/modules/issue-pdf/components/full-issue-download";
import { IssueCover } from "~/modules/issues/components/issue-cover";
import { issuePath } from "~/lib/paths";
import type { JournalTheme } from "../journal-themes";
import type { CurrentIssueTabData } from "../journals.public.service.server";
import { BrowseIssuesPanel } from "./browse-issues-panel";
import { EmptyState } from "./empty-state";

export function CurrentIssueTab({
  shortName,
  data,
  theme,
}: {
  shortName: string;
  data: CurrentIssueTabData;
  theme: JournalTheme;
}) {
  const { issue, articles, onlineFirst } = data;
  const onlineFirstSection = onlineFirst.length ? (
    <OnlineFirstSection articles={onlineFirst} accentColor={theme.colors.primary} />
  ) : null;
  if (!issue) {
    return (
      <div className="space-y-8">
        <EmptyState icon={BookOpen} title="No Issues Available">
          This journal doesn&apos;t have any published issues yet.
        </EmptyState>
        {onlineFirstSection}
      </div>
    );
  }
  const href = issuePath(shortName, issue);
  const published = formatPublicationDate(issue.publicationDate);
  const number = issue.type === "special" ? `Special Issue ${issue.issueNumber}` : `Issue ${issue.issueNumber}`;
  const facts = [
    { label: "Published", value: published ?? "Date not set", icon: CalendarDays },
    { label: "Articles", value: String(issue.articleCount), icon: FileText },
    { label: "Open Access", value: "Yes", icon: LockOpen },
    ...(issue.pageRange ? [{ label: "Pages", value: issue.pageRange, icon: Rows3 }] : []),
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <section
          aria-labelledby="current-issue-heading"
          className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="px-5 py-4 sm:px-6" style={{ background: theme.gradients.light }}>
            <p className="text-xs font-semibold uppercase tracking-wider" style={{ color: theme.colors.primary }}>
              Current Issue
            </p>
            <h2 id="current-issue-heading" className="mt-1 text-2xl font-bold text-slate-900">
              Volume {issue.volumeNumber}, {number}
            </h2>
            {published ? <p className="mt-0.5 text-sm text-slate-600">{published}</p> : null}
          </div>
          <div className="grid gap-6 p-5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-6">
            <IssueCover
              issue={issue}
              coverImageKey={issue.coverImageKey}
              sizes="10rem"
              gradient={theme.gradients.card}
              journalLabel={shortName.toUpperCase()}
              className="mx-auto w-40 sm:mx-0"
            />
            <div className="min-w-0">
              {issue.title ? <h3 className="font-serif text-xl font-semibold text-slate-900">{issue.title}</h3> : null}
              {issue.description ? (
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{issue.description}</p>
              ) : null}
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                {facts.map(({ label, value, icon: Icon }) => (
                  <div key={label} className="rounded-lg bg-slate-50 p-3">
                    <dt className="flex items-center gap-1.5 text-xs text-slate-500">
                      <Icon className="size-3.5" aria-hidden /> {label}
                    </dt>
                    <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-5 flex flex-wrap gap-3">
                <Button asChild style={{ background: theme.colors.primary }}>
                  <Link to={href}>
                    View Issue <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <FullIssueDownload
                  href={`${href}/pdf`}
                  bytes={issue.fullPdfBytes}
                  label="Download PDF"
                  variant="outline"
                />
              </div>
            </div>
          </div>
        </section>

        <section aria-labelledby="issue-articles-heading">
          <div className="flex items-baseline justify-between gap-4">
            <h3 id="issue-articles-heading" className="text-lg font-semibold text-slate-900">
              Articles in this Issue
            </h3>
            <Badge variant="secondary">
              {issue.articleCount} {issue.articleCount === 1 ? "article" : "articles"}
            </Badge>
          </div>
          {articles.length ? (
            <div className="mt-4 space-y-3">
              {articles.map((a) => (
                <ArticleCard key={a.id} article={a} accentColor={theme.colors.primary} />
              ))}
            </div>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              No articles have been published in this issue yet.
            </p>
          )}
          {issue.articleCount > articles.length ? (
            <Link
              to={href}
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
              style={{ color: theme.colors.primary }}
            >
              View all {issue.articleCount} articles <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : null}
        </section>
        {onlineFirstSection}
      </div>

      <div className="lg:sticky lg:top-4 lg:self-start">
        <BrowseIssuesPanel
          shortName={shortName}
          years={data.years}
          expandedYear={data.expandedYear}
          expandedIssues={data.expandedIssues}
          currentIssueId={issue.id}
          accentColor={theme.colors.primary}
        />
      </div>
    </div>
  );
}

/** Articles published before their issue: each with its own date, joining the issue's contents later. */
function OnlineFirstSection({
  articles,
  accentColor,
}: {
  articles: CurrentIssueTabData["onlineFirst"];
  accentColor: string;
}) {
  return (
    <section aria-labelledby="online-first-heading">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id="online-first-heading" className="text-lg font-semibold text-slate-900">
          Online First
        </h3>
        <Badge variant="secondary">
          {articles.length} {articles.length === 1 ? "article" : "articles"}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Published and citable now; they join the table of contents of their issue when it is published.
      </p>
      <div className="mt-4 space-y-3">
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} accentColor={accentColor} />
        ))}
      </div>
    </section>
  );
}
