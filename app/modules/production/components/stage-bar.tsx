import { Check } from "lucide-react";
import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import { BAR_STAGE_LABELS, BAR_STAGES, type BarStage } from "../production.constants";
import type { StageBarView } from "../production.types";

/**
 * Submission → Review → Copyediting → Production → Scheduled/Published, on the submission page
 * (ADR 069). A stage the journal turned off reads 'Skipped'; a declined submission ends at Review.
 * A stage whose tab the reader may open links to it. Wraps on a phone instead of scrolling.
 */
export function StageBar({ bar }: { bar: StageBarView }) {
  const position = bar.current === "published" ? BAR_STAGES.length - 1 : BAR_STAGES.indexOf(bar.current);
  return (
    <nav aria-label="Stages">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm" data-testid="stage-bar">
        {BAR_STAGES.map((stage, i) => {
          const skipped =
            (stage === "copyediting" && !bar.switches.copyediting) ||
            (stage === "production" && !bar.switches.production);
          const current = i === position;
          const done = i < position && !skipped;
          const declined = bar.declined && i > 1;
          const label: string =
            stage === "scheduled" && bar.current === "published"
              ? BAR_STAGE_LABELS.published
              : BAR_STAGE_LABELS[stage as BarStage];
          const tab = stage === "copyediting" || stage === "production" ? stage : null;
          const linked = tab && bar.tabs.includes(tab) && !skipped;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-5 shrink-0 items-center justify-center rounded-full border text-[11px] font-semibold",
                  current && "border-blue-700 bg-blue-700 text-white",
                  done && "border-emerald-600 bg-emerald-600 text-white",
                  !current && !done && "border-slate-300 bg-white text-slate-500",
                )}
              >
                {done ? <Check className="size-3" /> : i + 1}
              </span>
              <span
                className={cn(
                  current ? "font-semibold text-slate-900" : "text-slate-600",
                  (skipped || declined) && "line-through",
                )}
              >
                {label}
              </span>
              {skipped ? <span className="text-xs text-slate-500">(skipped)</span> : null}
              {current ? <span className="sr-only">(current stage)</span> : null}
            </>
          );
          return (
            <li key={stage} className="flex items-center gap-1" aria-current={current ? "step" : undefined}>
              {linked ? (
                <Link
                  to={{ search: `?tab=${tab}` }}
                  preventScrollReset
                  className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {content}
                </Link>
              ) : (
                <span className="inline-flex items-center gap-1.5 px-1.5 py-1">{content}</span>
              )}
              {i < BAR_STAGES.length - 1 ? (
                <span aria-hidden="true" className="text-slate-400">
                  →
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {bar.declined ? <p className="mt-1 text-sm text-slate-600">The submission was declined.</p> : null}
    </nav>
  );
}
