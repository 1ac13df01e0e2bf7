import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import {
  CITATION_SOURCES,
  DEFAULT_SOURCES,
  EXTERNAL_CITATION_MESSAGES as M,
  QUERYABLE_SOURCES,
  SOURCE_LABELS,
  type CitationSource,
} from "../external-citations.constants";
import type { FetchCitationsAnswer } from "../external-citations.types";

/**
 * 'Fetch citations' (editors and admins): choose sources and ask them now. The answer comes when
 * every chosen source has answered or timed out; the toast says what was found and which failed.
 */
export function FetchCitationsForm({ basePath, onFetched }: { basePath: string; onFetched: () => void }) {
  const [chosen, setChosen] = useState<CitationSource[]>([...DEFAULT_SOURCES]);
  const [busy, setBusy] = useState(false);
  const queryable = (s: CitationSource) => (QUERYABLE_SOURCES as readonly string[]).includes(s);

  async function run(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const body = new URLSearchParams([["intent", "fetch"], ...chosen.map((s) => ["sources", s] as [string, string])]);
      const response = await fetch(`${basePath}/external-citations`, { method: "POST", body });
      const answer = (await response.json().catch(() => ({}))) as Partial<FetchCitationsAnswer>;
      const failures = (answer.failed ?? []).map((f) => f.error).join(" ");
      if (response.ok && answer.ok) {
        toast.success(answer.message ?? M.fetchFailed, failures ? { description: failures } : {});
      } else {
        const reason = failures || (answer.message !== M.fetchFailed ? answer.message : undefined);
        toast.error(M.fetchFailed, reason ? { description: reason } : {});
      }
    } catch {
      toast.error(M.fetchFailed);
    } finally {
      setBusy(false);
      onFetched();
    }
  }

  return (
    <form onSubmit={run} aria-label="Fetch citations" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Fetch citations from</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {CITATION_SOURCES.map((source) => (
            <label
              key={source}
              className={`inline-flex items-center gap-2 text-sm ${queryable(source) ? "text-slate-800" : "text-slate-500"}`}
            >
              <input
                type="checkbox"
                name="sources"
                value={source}
                disabled={!queryable(source) || busy}
                checked={chosen.includes(source)}
                onChange={(e) =>
                  setChosen((list) => (e.target.checked ? [...list, source] : list.filter((s) => s !== source)))
                }
                className="size-4 accent-blue-700"
              />
              {SOURCE_LABELS[source]}
              {!queryable(source) && <span className="text-xs">(no public API)</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={busy || chosen.length === 0}>
          <RefreshCw aria-hidden className={busy ? "animate-spin" : undefined} />
          {busy ? "Fetching citations…" : "Fetch citations"}
        </Button>
        <span className="text-xs text-slate-600">
          {chosen.length === 0 ? M.noSource : "Each source may take up to a minute; results are stored."}
        </span>
      </div>
    </form>
  );
}
