import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { JOURNAL_MESSAGES } from "../journals.desk.constants";
import type { DeskJournal, JournalActionData } from "../journals.desk.types";

/** The delete confirmation; a refusal (published articles) is shown in it and as a toast. Mount it to open it. */
export function DeleteJournalDialog({ journal, onClose }: { journal: DeskJournal; onClose: () => void }) {
  const fetcher = useFetcher<JournalActionData>();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(JOURNAL_MESSAGES.deleteFailed, { description: result.message });
    }
  });

  return (
    <ConfirmDialog
      title="Are you sure?"
      description={JOURNAL_MESSAGES.deleteConfirm}
      descriptionId="delete-journal-description"
      busy={busy}
      error={refused}
      onConfirm={() => fetcher.submit({ intent: "delete", journalId: journal.id }, { method: "post" })}
      onClose={onClose}
    >
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {journal.title} ({journal.shortName.toUpperCase()})
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {journal.publishedArticleCount > 0
            ? "It has published articles, so it cannot be deleted: set its status to Archived instead."
            : "Its issues, draft articles, submissions, settings, theme, editorial board and their files are deleted with it."}
        </p>
      </div>
    </ConfirmDialog>
  );
}
