import { BookOpen } from "lucide-react";
import { cn } from "~/lib/utils";
import type { IssueRef } from "~/lib/paths";
import { issueLabel } from "../issue-format";
import { coverImageAttributes, parseCoverKey } from "../issue-cover-image";

/**
 * The issue's cover: the stored one (`coverImageKey`, WebP in several widths), else a placeholder in
 * the journal's card gradient. An address of older data (`cover_image_url`) is never drawn: pages
 * load pictures from this origin only; the background import stores it (ADR 052). `sizes` tells
 * the browser how wide the cover is drawn, so it picks the smallest width that is sharp enough.
 */
export function IssueCover({
  issue,
  coverImageKey,
  sizes = "(min-width: 640px) 11rem, 60vw",
  gradient,
  journalLabel,
  className,
}: {
  issue: IssueRef;
  coverImageKey?: string | null;
  sizes?: string;
  gradient: string;
  journalLabel?: string;
  className?: string;
}) {
  const uploaded = parseCoverKey(coverImageKey);
  if (uploaded) {
    return (
      <img
        {...coverImageAttributes(uploaded)}
        sizes={sizes}
        alt={`Cover of ${issueLabel(issue)}`}
        loading="lazy"
        decoding="async"
        className={cn("aspect-[3/4] h-auto w-full rounded-lg object-cover shadow-sm", className)}
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
      {journalLabel ? <span className="text-xs font-semibold uppercase tracking-wider">{journalLabel}</span> : null}
      <span className="text-lg font-bold leading-tight">Vol. {issue.volumeNumber}</span>
      {/* Text in full white: the card gradient is drawn dark enough for it (drawnTheme), not for less. */}
      <span className="text-sm">
        {issue.type === "special" ? `Special Issue ${issue.issueNumber}` : `Issue ${issue.issueNumber}`}
      </span>
    </div>
  );
}
