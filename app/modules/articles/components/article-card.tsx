import { Calendar, FileText, Users } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { articlePath } from "~/lib/paths";
import { articleTypeListLabel, formatPublicationDate, pageRangeLabel } from "../article-format";
import { RetractedBadge } from "./retracted-badge";

export type ArticleCardData = {
  id: string;
  title: string;
  articleNumber: number;
  articleType: string;
  publicationDate: string | null;
  authorNames: string[];
  volumeNumber: number;
  journalShortName: string;
  pageStart?: number | null;
  pageEnd?: number | null;
  doi?: string | null;
  retracted?: boolean;
};

/** One article in a list: type, linked title, authors, date and pages. */
export function ArticleCard({
  article,
  accentColor,
  className,
}: {
  article: ArticleCardData;
  accentColor?: string;
  className?: string;
}) {
  const href = articlePath(article.journalShortName, article.volumeNumber, article.articleNumber);
  const date = formatPublicationDate(article.publicationDate, "short");
  const pages = pageRangeLabel(article.pageStart ?? null, article.pageEnd ?? null);
  return (
    <article
      className={cn(
        "group rounded-lg border border-slate-200 bg-white p-4 transition-shadow hover:shadow-md sm:p-5",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" style={accentColor ? { color: accentColor } : undefined}>
          {articleTypeListLabel(article.articleType)}
        </Badge>
        {article.retracted ? <RetractedBadge /> : null}
        {article.doi ? <span className="truncate text-xs text-slate-500">DOI: {article.doi}</span> : null}
      </div>
      <h4 className="mt-2 font-serif text-base font-semibold leading-snug text-slate-900 sm:text-lg">
        <Link to={href} className="hover:underline focus-visible:underline" prefetch="intent">
          {article.title}
        </Link>
      </h4>
      {article.authorNames.length ? (
        <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-600">
          <Users className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>{article.authorNames.join(", ")}</span>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        {date ? (
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden />
            {date}
          </span>
        ) : null}
        {pages ? (
          <span className="inline-flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden />
            {pages.includes("-") ? "pp." : "p."} {pages}
          </span>
        ) : null}
      </div>
    </article>
  );
}
