import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { USER_MESSAGES } from "../users.constants";
import type { ManagedUser, UserActionData } from "../users.types";

/** The delete confirmation (spec 001: 'Are you sure you want to delete this user? ...'). Mount it to open it. */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const fetcher = useFetcher<UserActionData>();
  const busy = fetcher.state !== "idle";
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(USER_MESSAGES.deleteFailed, { description: result.message });
    }
  });

  return (
    <ConfirmDialog
      title="Delete user"
      description={USER_MESSAGES.deleteConfirm}
      descriptionId="delete-user-description"
      busy={busy}
      // Posted to this page's action, like the list's other forms.
      onConfirm={() => fetcher.submit({ intent: "delete", userId: user.id }, { method: "post" })}
      onClose={onClose}
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{user.name}</span> &lt;{user.email}&gt;
      </p>
    </ConfirmDialog>
  );
}
