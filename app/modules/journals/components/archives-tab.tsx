import { Archive, ArrowRight, CalendarDays, ChevronLeft, ChevronRight, FileText, SearchX } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { formatPublicationDate } from "~/modules/articles/article-format";
import { IssueCover } from "~/modules/issues/components/issue-cover";
import { issuePath } from "~/lib/paths";
import type { JournalTheme } from "../journal-themes";
import { journalSectionHref } from "../journals.public.schemas";
import { pageWindow } from "../page-window";
import type { ArchivesTabData } from "../journals.public.service.server";
import { EmptyState } from "./empty-state";
import { VolumeFilter } from "./volume-filter";

export function ArchivesTab({
  shortName,
  data,
  theme,
}: {
  shortName: string;
  data: ArchivesTabData;
  theme: JournalTheme;
}) {
  const { volumes, volumeNumber, page } = data;
  if (!volumes.length) {
    return (
      <EmptyState icon={Archive} title="No Archives Available">
        Published issues of this journal will be listed here.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="archives-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="archives-heading" className="text-2xl font-bold text-slate-900">
            Journal Archives
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {page.total} {page.total === 1 ? "issue" : "issues"}
            {volumeNumber != null
              ? ` in Volume ${volumeNumber}`
              : ` across ${volumes.length} ${volumes.length === 1 ? "volume" : "volumes"}`}
          </p>
        </div>
        <VolumeFilter action={journalSectionHref(shortName, "archives")} volumes={volumes} selected={volumeNumber} />
      </div>

      {page.issues.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={SearchX}
            title={`No Issues Found for Volume ${volumeNumber}`}
            action={
              <Button asChild variant="outline">
                <Link to={journalSectionHref(shortName, "archives")} replace>
                  Show All Volumes
                </Link>
              </Button>
            }
          >
            There are no published issues in this volume.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {page.issues.map((issue) => {
            const href = issuePath(shortName, issue);
            const date = formatPublicationDate(issue.publicationDate);
            return (
              <li
                key={issue.id}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
              >
                <Link to={href} tabIndex={-1} aria-hidden className="block bg-slate-50 p-4">
                  <IssueCover
                    issue={issue}
                    coverImageKey={issue.coverImageKey}
                    sizes="11rem"
                    gradient={theme.gradients.card}
                    journalLabel={shortName.toUpperCase()}
                    className="mx-auto max-w-[11rem]"
                  />
                </Link>
                <div className="flex flex-1 flex-col p-4">
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="font-semibold" style={{ color: theme.colors.primary }}>
                      Vol. {issue.volumeNumber}, {issue.type === "special" ? "Special" : "No."} {issue.issueNumber}
                    </span>
                    <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                      <FileText className="size-3.5" aria-hidden />
                      {issue.articleCount} {issue.articleCount === 1 ? "article" : "articles"}
                    </span>
                  </div>
                  {issue.title ? (
                    <h3 className="mt-2 line-clamp-2 font-semibold text-slate-900">{issue.title}</h3>
                  ) : null}
                  {issue.description ? (
                    <p className="mt-1 line-clamp-3 text-sm text-slate-600">{issue.description}</p>
                  ) : null}
                  <div className="mt-auto flex items-center justify-between gap-2 pt-4">
                    {date ? (
                      <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                        <CalendarDays className="size-3.5" aria-hidden /> {date}
                      </span>
                    ) : (
                      <span />
                    )}
                    <Link
                      to={href}
                      className="inline-flex items-center gap-1 text-sm font-semibold hover:underline"
                      style={{ color: theme.colors.primary }}
                    >
                      View Issue <ArrowRight className="size-3.5" aria-hidden />
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {page.pageCount > 1 ? (
        <Pagination
          shortName={shortName}
          volumeNumber={volumeNumber}
          page={page.page}
          pageCount={page.pageCount}
          accentColor={theme.colors.primary}
        />
      ) : null}
    </section>
  );
}

function Pagination({
  shortName,
  volumeNumber,
  page,
  pageCount,
  accentColor,
}: {
  shortName: string;
  volumeNumber: number | null;
  page: number;
  pageCount: number;
  accentColor: string;
}) {
  const href = (p: number) => journalSectionHref(shortName, "archives", { volume: volumeNumber ?? undefined, page: p });
  const base = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium";
  return (
    <nav aria-label="Archive pages" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cn(base, "border-slate-300 bg-white hover:bg-slate-50")} rel="prev">
          <ChevronLeft className="size-4" aria-hidden /> <span className="sr-only sm:not-sr-only">Previous</span>
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            className={cn(
              base,
              p === page ? "border-transparent text-white" : "border-slate-300 bg-white hover:bg-slate-50",
            )}
            style={p === page ? { background: accentColor } : undefined}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={cn(base, "border-slate-300 bg-white hover:bg-slate-50")} rel="next">
          <span className="sr-only sm:not-sr-only">Next</span> <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
