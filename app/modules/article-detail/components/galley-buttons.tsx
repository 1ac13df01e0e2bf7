import { Download, FileText } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { galleyLabel } from "../../articles/article-format";

type Galley = { id: string; kind: string; fileName: string; label?: string | null };

/**
 * One button per galley, a plain link to the galley's stable URL on the article's path (the server
 * counts the download and streams the file; the link can be bookmarked and shared). PDFs open in a
 * new tab; with JavaScript, other files download under their name, with the spec's toasts.
 */
export function GalleyButtons({ basePath, galleys }: { basePath: string; galleys: Galley[] }) {
  if (galleys.length === 0) return null;
  return (
    <>
      {galleys.map((g) => {
        const href = `${basePath}/galley/${g.id}`;
        const isPdf = g.kind === "pdf";
        return (
          <Button key={g.id} asChild variant="light">
            <a
              href={href}
              target={isPdf ? "_blank" : undefined}
              rel="noopener"
              onClick={(event) => {
                if (isPdf) {
                  toast.success("Opening PDF");
                  return;
                }
                event.preventDefault();
                void download(href, g);
              }}
            >
              {isPdf ? <FileText /> : <Download />}
              {g.label?.trim() || galleyLabel(g.kind)}
            </a>
          </Button>
        );
      })}
    </>
  );
}

async function download(href: string, galley: Galley) {
  try {
    const file = await fetch(href);
    if (!file.ok) throw new Error(String(file.status));
    const blob = await file.blob();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = galley.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
    toast.success("Download Started");
  } catch {
    toast.error("Download Failed", { description: `Could not download ${galley.fileName}` });
  }
}
