import { ChevronDown, ChevronRight, Library } from "lucide-react";
import { Link } from "~/components/link";
import { formatPublicationDate } from "~/modules/articles/article-format";
import { issueLabel, yearRangeLabel } from "~/modules/issues/issue-format";
import { issuePath } from "~/lib/paths";
import type { IssueSummary, IssueYearCount } from "~/modules/issues/issues.service.server";
import { journalPageHref } from "../journals.public.schemas";

/** Years listed before "Show more". */
export const VISIBLE_YEARS = 5;

type Props = {
  shortName: string;
  years: IssueYearCount[];
  expandedYear: number | null;
  expandedIssues: IssueSummary[];
  currentIssueId: string | null;
  accentColor: string;
};

/**
 * Issues grouped by year. Only the expanded year's issues are loaded (?year=); other years are
 * links, so a journal with a thousand issues never ships them all to the page.
 */
export function BrowseIssuesPanel({
  shortName,
  years,
  expandedYear,
  expandedIssues,
  currentIssueId,
  accentColor,
}: Props) {
  const visible = years.slice(0, VISIBLE_YEARS);
  const hidden = years.slice(VISIBLE_YEARS);
  const expandedIsHidden = hidden.some((y) => y.year === expandedYear);
  const range = yearRangeLabel(years.map((y) => y.year));

  const renderYear = (y: IssueYearCount) => {
    const open = y.year === expandedYear;
    const Chevron = open ? ChevronDown : ChevronRight;
    return (
      <li key={y.year} className="border-b border-slate-100 last:border-b-0">
        {/* Its own fragment: on a reader page the year opens by a page load, which lands here. */}
        <Link
          id={`browse-year-${y.year}`}
          to={`${journalPageHref(shortName, "current", { year: open ? "none" : y.year })}#browse-year-${y.year}`}
          replace
          preventScrollReset
          aria-expanded={open}
          className="flex scroll-mt-24 items-center justify-between gap-2 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <span className="inline-flex items-center gap-1.5">
            <Chevron className="size-4 text-slate-400" aria-hidden />
            {y.year}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {y.count} {y.count === 1 ? "issue" : "issues"}
          </span>
        </Link>
        {open ? (
          <ul className="pb-2">
            {expandedIssues.map((issue) => {
              const isCurrent = issue.id === currentIssueId;
              return (
                <li key={issue.id}>
                  <Link
                    to={issuePath(shortName, issue)}
                    className="block border-l-2 py-2 pr-4 pl-9 text-sm hover:bg-slate-50"
                    style={{ borderColor: isCurrent ? accentColor : "transparent" }}
                  >
                    <span className="font-medium text-slate-900">{issueLabel(issue)}</span>
                    {isCurrent ? (
                      <span className="ml-2 text-xs font-semibold" style={{ color: accentColor }}>
                        Current
                      </span>
                    ) : null}
                    {issue.title ? <span className="block truncate text-slate-600">{issue.title}</span> : null}
                    <span className="block text-xs text-slate-500">
                      {[
                        formatPublicationDate(issue.publicationDate, "short"),
                        `${issue.articleCount} ${issue.articleCount === 1 ? "article" : "articles"}`,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </Link>
                </li>
              );
            })}
            {y.count > expandedIssues.length ? (
              <li className="py-2 pl-9 text-sm">
                <Link
                  to={journalPageHref(shortName, "archives")}
                  className="font-medium hover:underline"
                  style={{ color: accentColor }}
                >
                  All {y.count} issues of {y.year} in the Archives
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <aside aria-labelledby="browse-issues-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h3 id="browse-issues-heading" className="inline-flex items-center gap-2 font-semibold text-slate-900">
          <Library className="size-4" style={{ color: accentColor }} aria-hidden /> Browse Issues
        </h3>
        {range ? <span className="text-xs font-medium text-slate-500">{range}</span> : null}
      </div>
      <div className="max-h-96 overflow-y-auto overscroll-contain">
        <ul>{visible.map(renderYear)}</ul>
        {hidden.length ? (
          // <details> reveals the remaining years without any script.
          <details className="group" open={expandedIsHidden}>
            <summary
              className="cursor-pointer list-none border-t border-slate-100 px-4 py-2.5 text-center text-sm font-medium hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
              style={{ color: accentColor }}
            >
              <span className="group-open:hidden">
                Show more ({hidden.length} more {hidden.length === 1 ? "year" : "years"})
              </span>
              <span className="hidden group-open:inline">Show less</span>
            </summary>
            <ul className="border-t border-slate-100">{hidden.map(renderYear)}</ul>
          </details>
        ) : null}
      </div>
    </aside>
  );
}
