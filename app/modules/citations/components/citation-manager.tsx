import { Loader2, Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { CITATION_TOASTS, postCitationChange } from "../citation-change";

export type CitationCandidate = {
  id: string;
  title: string;
  doi: string | null;
  publicationDate: string | null;
  journalShortName: string;
};

/**
 * The add form of the Internal Citations dialog (editors and admins of the journal): find one of
 * our published articles by title words or DOI, add an optional context, add the citation.
 */
export function AddCitationForm({ basePath, onChanged }: { basePath: string; onChanged: () => void }) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<CitationCandidate[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<CitationCandidate | null>(null);
  const [context, setContext] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      fetch(`${basePath}/citations/candidates?q=${encodeURIComponent(q)}`, { headers: { accept: "application/json" } })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((json: { candidates: CitationCandidate[] }) => current && setResults(json.candidates))
        .catch(() => current && setResults([]))
        .finally(() => current && setSearching(false));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, basePath]);

  // Fewer than two characters search nothing (and hide what an earlier search found).
  const shown = query.trim().length >= 2 ? results : null;

  const add = async () => {
    if (!chosen) {
      toast.error(CITATION_TOASTS.addFailed, { description: CITATION_TOASTS.citingRequired });
      return;
    }
    setBusy(true);
    const answer = await postCitationChange(basePath, { intent: "add", citingArticleId: chosen.id, context });
    setBusy(false);
    if (!answer.ok) {
      toast.error(CITATION_TOASTS.addFailed, { description: answer.message });
      return;
    }
    toast.success(CITATION_TOASTS.added);
    setChosen(null);
    setQuery("");
    setContext("");
    setResults(null);
    onChanged();
  };

  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-label="Add a citing article"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <p className="text-sm font-semibold text-slate-900">Add a citing article</p>
      <div className="space-y-1.5">
        <label htmlFor="citation-search" className="text-sm font-medium text-slate-800">
          Find one of our published articles by title or DOI
        </label>
        <div className="relative">
          <Search className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id="citation-search"
            className="pl-8"
            value={query}
            maxLength={200}
            placeholder="Title words or 10.xxxx/..."
            onChange={(e) => setQuery(e.currentTarget.value)}
            autoComplete="off"
          />
        </div>
        {searching ? <p className="text-xs text-slate-500">Searching…</p> : null}
        {shown && !searching ? (
          shown.length === 0 ? (
            <p className="text-xs text-slate-600">No published article matches.</p>
          ) : (
            <ul className="max-h-44 space-y-1 overflow-y-auto" aria-label="Matching articles">
              {shown.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    onClick={() => setChosen(r)}
                    aria-pressed={chosen?.id === r.id}
                    className={`w-full rounded-md border px-2 py-1.5 text-left text-sm transition focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none ${
                      chosen?.id === r.id
                        ? "border-blue-500 bg-blue-50"
                        : "border-slate-200 bg-white hover:border-blue-300"
                    }`}
                  >
                    <span className="block font-medium text-slate-900">{r.title}</span>
                    <span className="block text-xs text-slate-600">
                      {[r.journalShortName.toUpperCase(), r.publicationDate, r.doi].filter(Boolean).join(" · ")}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
      {chosen ? (
        <p className="text-sm text-slate-700" role="status">
          Citing article: <span className="font-medium">{chosen.title}</span>
        </p>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor="citation-context" className="text-sm font-medium text-slate-800">
          Context <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <Textarea
          id="citation-context"
          rows={2}
          maxLength={2000}
          value={context}
          onChange={(e) => setContext(e.currentTarget.value)}
          placeholder="Where or how the citing article cites this one"
        />
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        Add Citation
      </Button>
    </form>
  );
}
