import { BookOpen } from "lucide-react";
import { cn } from "../../../lib/utils";
import type { IssueRef } from "../issue-paths";
import { issueLabel } from "../issue-format";

/** The issue's cover image, or a placeholder in the journal's card gradient. */
export function IssueCover({
  issue,
  coverImageUrl,
  gradient,
  journalLabel,
  className,
}: {
  issue: IssueRef;
  coverImageUrl: string | null;
  gradient: string;
  journalLabel?: string;
  className?: string;
}) {
  if (coverImageUrl) {
    return (
      <img
        src={coverImageUrl}
        alt={`Cover of ${issueLabel(issue)}`}
        loading="lazy"
        className={cn("aspect-[3/4] w-full rounded-lg object-cover shadow-sm", className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`${issueLabel(issue)} (no cover image)`}
      className={cn(
        "flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 rounded-lg p-4 text-center text-white shadow-sm",
        className,
      )}
      style={{ background: gradient }}
    >
      <BookOpen className="size-10 opacity-80" aria-hidden />
      {journalLabel ? (
        <span className="text-xs font-semibold uppercase tracking-wider opacity-80">{journalLabel}</span>
      ) : null}
      <span className="text-lg font-bold leading-tight">Vol. {issue.volumeNumber}</span>
      <span className="text-sm opacity-90">
        {issue.type === "special" ? `Special Issue ${issue.issueNumber}` : `Issue ${issue.issueNumber}`}
      </span>
    </div>
  );
}
