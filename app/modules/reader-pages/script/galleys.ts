import { toast } from "./toasts";

// Galley buttons are plain links to the galley's stable URL. A PDF opens in a new tab with the
// 'Opening PDF' toast, an HTML galley in a new tab as a page (ADR 072); another file
// (`data-galley-file` holds its name) downloads under its name.

export function startGalleyLinks(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-galley]");
    if (!link) return;
    if (link.dataset.galley === "pdf") {
      toast("success", "Opening PDF");
      return;
    }
    if (link.dataset.galley === "html") return;
    event.preventDefault();
    void download(link.href, link.dataset.galleyFile ?? "");
  });
}

async function download(href: string, fileName: string): Promise<void> {
  try {
    const file = await fetch(href);
    if (!file.ok) throw new Error(String(file.status));
    const link = document.createElement("a");
    link.href = URL.createObjectURL(await file.blob());
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(link.href);
    toast("success", "Download Started");
  } catch {
    toast("error", "Download Failed", `Could not download ${fileName}`);
  }
}
