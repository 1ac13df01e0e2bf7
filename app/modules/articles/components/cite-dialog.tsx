import { Copy, Quote } from "lucide-react";
import { Button } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { RenderOnce } from "~/modules/reader-pages/render-once";

const STYLES = [
  { key: "apa", label: "APA" },
  { key: "mla", label: "MLA" },
  { key: "chicago", label: "Chicago" },
  { key: "vancouver", label: "Vancouver" },
] as const;

/**
 * Cite Article: the reference in four styles, fetched when the dialog first opens, each with a Copy
 * button, plus BibTeX and RIS files (reader-pages/script/cite.ts fetches and copies).
 */
export function CiteDialog({ basePath }: { basePath: string }) {
  return (
    <>
      <Button variant="light" type="button" data-dialog-open="cite-dialog" aria-haspopup="dialog">
        <Quote /> Cite Article
      </Button>
      <NativeDialog
        id="cite-dialog"
        title="Cite this article"
        description="Copy a formatted reference or download it for your reference manager."
        className="max-w-2xl"
        data-cite-base={basePath}
      >
        <p className="text-sm text-red-700" data-cite-failed="" hidden>
          The citation could not be loaded. Please try again.
        </p>
        {/* The same for every article: a reader page copies it from an earlier one (ADR 038). */}
        <RenderOnce id="cite-styles" inputs={[]}>
          <div className="space-y-4">
            {STYLES.map((s) => (
              <div key={s.key} className="rounded-lg border border-slate-200 p-3">
                <div className="mb-1 flex items-center justify-between">
                  <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{s.label}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    type="button"
                    disabled
                    data-copy-from={`citation-${s.key}`}
                    data-copied="Citation Copied"
                    aria-label={`Copy the ${s.label} reference`}
                  >
                    <Copy /> Copy
                  </Button>
                </div>
                <p
                  id={`citation-${s.key}`}
                  className="text-sm leading-relaxed text-slate-800"
                  data-citation={s.key}
                  data-testid={`citation-${s.key}`}
                >
                  Loading…
                </p>
              </div>
            ))}
          </div>
        </RenderOnce>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`${basePath}/cite/bibtex`} download>
              Download BibTeX
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={`${basePath}/cite/ris`} download>
              Download RIS
            </a>
          </Button>
        </div>
      </NativeDialog>
    </>
  );
}
