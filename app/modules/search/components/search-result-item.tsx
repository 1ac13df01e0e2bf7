import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { articleTypeListLabel } from "~/modules/articles/article-format";
import { RetractedBadge } from "~/modules/articles/components/retracted-badge";
import type { SearchResult } from "../search.service.server";
import { HighlightedText } from "./highlighted-text";

/** One found article: its highlighted title (the link), authors, journal, date and matching passages. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const year = result.publicationDate?.slice(0, 4);
  return (
    <li className="border-b border-slate-200 py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge variant="secondary">{articleTypeListLabel(result.articleType)}</Badge>
        {result.retracted ? <RetractedBadge /> : null}
        <span className="font-semibold tracking-wide text-blue-800 uppercase">{result.journalShortName}</span>
        <span>
          Vol {result.volumeNumber}, No {result.issueNumber}
          {year ? ` (${year})` : ""}
        </span>
      </div>
      <h2 className="mt-2 font-serif text-lg leading-snug font-semibold text-slate-900">
        <Link to={result.href} className="hover:text-blue-800 hover:underline">
          <HighlightedText parts={result.title} />
        </Link>
      </h2>
      {result.authors.length > 0 ? <p className="mt-1 text-sm text-slate-700">{result.authors.join(", ")}</p> : null}
      {result.abstract.length > 0 ? (
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          <HighlightedText parts={result.abstract} />
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>{result.journalTitle}</span>
        {result.doi ? <span>DOI: {result.doi}</span> : null}
      </p>
    </li>
  );
}
