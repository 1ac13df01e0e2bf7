import { FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { SEO_MESSAGES as M } from "../seo.constants";

export const SEO_EXPORT_PATH = "/dashboard/seo/sitemap.xml";

/**
 * Export XML: downloads sitemap.xml of the indexed entries the user manages (built on the server)
 * and says 'XML sitemap has been downloaded'; a failure is an 'Error' toast with its message.
 */
export function SeoExportButton({ interactive }: { interactive: boolean }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(SEO_EXPORT_PATH, { credentials: "same-origin" });
      if (!response.ok) {
        const message = response.status === 403 ? M.accessDenied : `${response.status} ${response.statusText}`;
        throw new Error(message);
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = "sitemap.xml";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      toast.success(M.downloaded);
    } catch (err) {
      toast.error(M.errorTitle, { description: err instanceof Error && err.message ? err.message : M.fetchFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" disabled={!interactive || busy} onClick={() => void download()}>
      <FileDown aria-hidden="true" />
      Export XML
    </Button>
  );
}
