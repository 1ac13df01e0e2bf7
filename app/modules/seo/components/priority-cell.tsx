import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { priorityTone } from "~/modules/sitemap/sitemap-labels";
import { formatPriority } from "~/modules/sitemap/sitemap-xml";
import { SEO_MESSAGES as M } from "../seo.constants";
import { parsePriority } from "../seo.schemas";

export type SeoActionAnswer = { ok: boolean; message: string };

/** Toasts an answer of the SEO manager's action: the spec's success, or 'Error' with the message. */
export function toastSeoAnswer(answer: SeoActionAnswer, fallback: string) {
  if (answer.ok) toast.success(answer.message);
  else toast.error(M.errorTitle, { description: answer.message || fallback });
}

/**
 * The priority, coloured green at 0.8 or above, orange at 0.5 or above, otherwise red (002 section
 * 9). Click to edit: Enter, or leaving the field, commits a number from 0 to 1 in steps of 0.1;
 * anything else is dropped, and Escape cancels (002 sections 4 and 5). The server checks again.
 */
export function PriorityCell({
  entryId,
  url,
  priority,
  setByHand,
  interactive,
}: {
  entryId: string;
  url: string;
  priority: number;
  setByHand: boolean;
  interactive: boolean;
}) {
  const fetcher = useFetcher<SeoActionAnswer>();
  const [editing, setEditing] = useState(false);
  // One commit or cancel per edit: Enter or Escape also blurs the field as it unmounts.
  const settled = useRef(false);
  useFetcherAnswer(fetcher.data, (answer) => toastSeoAnswer(answer, M.updateFailed));

  // While saving, show the value being saved.
  const pending = fetcher.formData ? parsePriority(fetcher.formData.get("priority")) : null;
  const shown = pending ?? priority;

  function finish(input: HTMLInputElement, commit: boolean) {
    if (settled.current) return;
    settled.current = true;
    setEditing(false);
    if (!commit) return;
    const value = parsePriority(input.value);
    if (value === null || value === priority) return;
    void fetcher.submit({ intent: "priority", entryId, priority: String(value) }, { method: "post" });
  }

  if (editing) {
    return (
      <input
        type="number"
        min={0}
        max={1}
        step={0.1}
        defaultValue={formatPriority(priority)}
        aria-label={`Priority of ${url}`}
        // The field replaces the button just pressed, so focus moves into it.
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            finish(e.currentTarget, true);
          } else if (e.key === "Escape") {
            e.preventDefault();
            finish(e.currentTarget, false);
          }
        }}
        onBlur={(e) => finish(e.currentTarget, true)}
        className="h-8 w-20 rounded-md border border-blue-400 px-2 text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      />
    );
  }

  return (
    <button
      type="button"
      disabled={!interactive}
      onClick={() => {
        settled.current = false;
        setEditing(true);
      }}
      className="group inline-flex items-center gap-1.5 rounded-md p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-default"
      aria-label={`Priority ${formatPriority(shown)} of ${url}: edit`}
      data-testid="priority-button"
    >
      <Badge variant={priorityTone(shown)} className="tabular-nums">
        {formatPriority(shown)}
      </Badge>
      <Pencil className="size-3.5 text-slate-400 group-hover:text-slate-700" aria-hidden="true" />
      {setByHand ? <span className="text-xs text-slate-500">set by hand</span> : null}
    </button>
  );
}
