import { Download, FileText } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { galleyLabel } from "../../articles/article-format";

type Galley = { id: string; kind: string; fileName: string };

/**
 * One button per galley. Without JavaScript each is a plain link (the server counts and redirects
 * to a signed URL); with it, PDFs open in a new tab and other files download under their name,
 * with the spec's toasts.
 */
export function GalleyButtons({ basePath, galleys }: { basePath: string; galleys: Galley[] }) {
  if (galleys.length === 0) return null;
  return (
    <>
      {galleys.map((g) => (
        <Button key={g.id} asChild variant="light">
          <a
            href={`${basePath}/galley/${g.id}`}
            target={g.kind === "pdf" ? "_blank" : undefined}
            rel="noopener"
            onClick={(event) => {
              event.preventDefault();
              void download(`${basePath}/galley/${g.id}`, g);
            }}
          >
            {g.kind === "pdf" ? <FileText /> : <Download />}
            {galleyLabel(g.kind)}
          </a>
        </Button>
      ))}
    </>
  );
}

async function download(href: string, galley: Galley) {
  // Opened before the request so that pop-up blockers see a direct response to the click.
  const tab = galley.kind === "pdf" ? window.open("about:blank", "_blank") : null;
  try {
    const response = await fetch(`${href}?format=json`);
    if (!response.ok) throw new Error(String(response.status));
    const { url, fileName } = (await response.json()) as { url: string; fileName: string };
    if (tab) {
      tab.location.href = url;
      toast.success("Opening PDF");
      return;
    }
    const file = await fetch(url);
    if (!file.ok) throw new Error(String(file.status));
    const blob = await file.blob();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(link.href);
    toast.success("Download Started");
  } catch {
    tab?.close();
    toast.error("Download Failed", { description: `Could not download ${galley.fileName}` });
  }
}
