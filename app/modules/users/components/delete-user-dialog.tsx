import { Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { USER_MESSAGES } from "../users.constants";
import type { ManagedUser, UserActionData } from "../users.types";

/** The delete confirmation (spec 001: 'Are you sure you want to delete this user? ...'). Mount it to open it. */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const fetcher = useFetcher<UserActionData>();
  const busy = fetcher.state !== "idle";
  const handled = useRef<UserActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(USER_MESSAGES.deleteFailed, { description: result.message });
    }
  }, [fetcher.data, onClose]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby="delete-user-description">
        <DialogHeader>
          <DialogTitle>Delete user</DialogTitle>
          <DialogDescription id="delete-user-description">{USER_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{user.name}</span> &lt;{user.email}&gt;
        </p>
        <fetcher.Form method="post" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="userId" value={user.id} />
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
