import { Globe, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ARTICLE_MESSAGES } from "../articles.desk.constants";
import type { ArticleListRow } from "../articles.desk.types";

/** The question before publishing an article whose readers would find no file (no public galley). */
export function NoPublicGalleyDialog({
  row,
  busy,
  onConfirm,
  onClose,
}: {
  row: ArticleListRow;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby="no-public-galley-description">
        <DialogHeader>
          <DialogTitle>Publish without a public galley?</DialogTitle>
          <DialogDescription id="no-public-galley-description">{ARTICLE_MESSAGES.noPublicGalley}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">{row.title}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {busy ? "Publishing..." : "Publish anyway"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
