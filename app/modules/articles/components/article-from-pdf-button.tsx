// 'New article from PDF' on the articles desk (issue 39, ADR 063): the editor picks the final PDF
// first; the server reads it (nothing is kept) and the Add Article form opens filled from it. The
// file stays in the browser until the article is saved, then becomes its PDF galley.
import { FileUp, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";
import { ARTICLE_FROM_PDF_MESSAGES as M, PDF_METADATA_PATH } from "../article-from-pdf.constants";
import { ARTICLE_MESSAGES } from "../articles.desk.constants";
import { GALLEY_MAX_BYTES, GALLEY_TOO_LARGE } from "../galley-format";

/** The PDF chosen for a new article, and what was read from it. */
export type PdfForNewArticle = { file: File; metadata: ExtractedPdfMetadata };

export function ArticleFromPdfButton({
  disabled,
  onRead,
}: {
  disabled: boolean;
  onRead: (read: PdfForNewArticle) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const reading = progress !== null;

  const read = async (file: File) => {
    if (!/\.pdf$/i.test(file.name) && file.type !== "application/pdf") {
      toast.error(ARTICLE_MESSAGES.extractFailed, { description: M.notPdf(file.name) });
      return;
    }
    if (file.size > GALLEY_MAX_BYTES) {
      toast.error(ARTICLE_MESSAGES.extractFailed, { description: GALLEY_TOO_LARGE });
      return;
    }
    const body = new FormData();
    body.set("file", file);
    setProgress(0);
    try {
      const answer = await uploadWithProgress(PDF_METADATA_PATH, body, setProgress);
      const metadata = (answer.json as { metadata?: ExtractedPdfMetadata } | null)?.metadata;
      if (answer.status === 200 && metadata) {
        onRead({ file, metadata });
        return;
      }
      const message = messageOf(answer.json) ?? `The server answered ${answer.status}.`;
      toast.error(ARTICLE_MESSAGES.extractFailed, { description: message });
    } catch (failure) {
      toast.error(ARTICLE_MESSAGES.extractFailed, {
        description: failure instanceof Error ? failure.message : undefined,
      });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="article-from-pdf-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void read(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={disabled || reading}
        onClick={() => input.current?.click()}
        aria-live="polite"
      >
        {reading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
        {reading
          ? progress < 1
            ? `Uploading PDF ${Math.round(progress * 100)}%`
            : "Reading the PDF..."
          : "New article from PDF"}
      </Button>
    </>
  );
}
