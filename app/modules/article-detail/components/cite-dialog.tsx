import { Copy, Quote } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";

const STYLES = [
  { key: "apa", label: "APA" },
  { key: "mla", label: "MLA" },
  { key: "chicago", label: "Chicago" },
  { key: "vancouver", label: "Vancouver" },
] as const;

/** Cite Article: the reference in four styles (fetched when opened) plus BibTeX and RIS files. */
export function CiteDialog({ basePath }: { basePath: string }) {
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || Object.keys(texts).length) return;
    Promise.all(
      STYLES.map(async (s) => {
        const r = await fetch(`${basePath}/cite/${s.key}`);
        if (!r.ok) throw new Error(String(r.status));
        return [s.key, await r.text()] as const;
      }),
    )
      .then((entries) => setTexts(Object.fromEntries(entries)))
      .catch(() => setFailed(true));
  }, [open, basePath, texts]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="light">
          <Quote /> Cite Article
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Cite this article</DialogTitle>
          <DialogDescription>Copy a formatted reference or download it for your reference manager.</DialogDescription>
        </DialogHeader>
        {failed && <p className="text-sm text-red-700">The citation could not be loaded. Please try again.</p>}
        <div className="space-y-4">
          {STYLES.map((s) => (
            <div key={s.key} className="rounded-lg border border-slate-200 p-3">
              <div className="mb-1 flex items-center justify-between">
                <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">{s.label}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!texts[s.key]}
                  onClick={async () => {
                    await navigator.clipboard.writeText(texts[s.key]);
                    toast.success("Citation Copied");
                  }}
                >
                  <Copy /> Copy
                </Button>
              </div>
              <p className="text-sm leading-relaxed text-slate-800" data-testid={`citation-${s.key}`}>
                {texts[s.key] ?? (failed ? "" : "Loading…")}
              </p>
            </div>
          ))}
        </div>
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
      </DialogContent>
    </Dialog>
  );
}
