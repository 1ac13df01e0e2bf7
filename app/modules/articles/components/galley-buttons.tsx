import { Download, FileText } from "lucide-react";
import { Button } from "~/components/ui/button";
import { galleyLabel } from "../article-format";

type Galley = { id: string; kind: string; fileName: string; label?: string | null };

/**
 * One button per galley, a plain link to the galley's stable URL on the article's path (the server
 * counts the download and streams the file; the link can be bookmarked and shared). PDFs and HTML
 * galleys (a sandboxed page with its images, ADR 072) open in a new tab; with scripts, other files
 * download under their name, with the spec's toasts (reader-pages/script/galleys.ts).
 */
export function GalleyButtons({ basePath, galleys }: { basePath: string; galleys: Galley[] }) {
  if (galleys.length === 0) return null;
  return (
    <>
      {galleys.map((g) => {
        const href = `${basePath}/galley/${g.id}`;
        const isPdf = g.kind === "pdf";
        const opens = isPdf || g.kind === "html";
        return (
          <Button key={g.id} asChild variant="light">
            <a
              href={href}
              target={opens ? "_blank" : undefined}
              rel="noopener"
              data-galley={opens ? g.kind : "file"}
              data-galley-file={opens ? undefined : g.fileName}
            >
              {opens ? <FileText /> : <Download />}
              {g.label?.trim() || galleyLabel(g.kind)}
            </a>
          </Button>
        );
      })}
    </>
  );
}
