import { Loader2, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { FormRefusal } from "../ui/form-refusal";

export type ConfirmDialogProps = {
  title: string;
  /** The question, read out as the dialog's description. */
  description: string;
  /** The description's id (the dialog is described by it). */
  descriptionId: string;
  /** What the action applies to, shown under the question. */
  children?: ReactNode;
  confirmLabel?: string;
  /** The confirm button's icon: a bin, unless what is lost is not deleted. */
  confirmIcon?: LucideIcon;
  busyLabel?: string;
  /** The request is under way: the buttons are disabled and the dialog stays open. */
  busy: boolean;
  /** The server's reason for refusing, shown in the dialog. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation before a destructive action (an alert dialog with Cancel and a red confirm
 * button). Mount it to open it. It cannot be dismissed while `busy`, so the answer to the request
 * (its toast, closing, refreshing) is never lost with the dialog.
 */
export function ConfirmDialog({
  title,
  description,
  descriptionId,
  children,
  confirmLabel = "Delete",
  confirmIcon: ConfirmIcon = Trash2,
  busyLabel = "Deleting...",
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby={descriptionId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id={descriptionId}>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <FormRefusal message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ConfirmIcon aria-hidden="true" />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
