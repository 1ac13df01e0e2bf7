import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import type { ConferenceActionData, DeskConference } from "../conference-desk.types";
import { CONFERENCE_MESSAGES as M } from "../conferences.constants";

/** 'Are you sure?' before a conference and its cover are deleted. Mount it to open it. */
export function DeleteConferenceDialog({ conference, onClose }: { conference: DeskConference; onClose: () => void }) {
  const fetcher = useFetcher<ConferenceActionData>();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) {
      toast.success(answer.title, { description: answer.message });
      onClose();
    } else {
      toast.error(M.error, { description: answer.message || M.deleteFailed });
    }
  });
  return (
    <ConfirmDialog
      title={M.deleteTitle}
      description={M.deleteText(conference.title)}
      descriptionId="delete-conference-description"
      busy={busy}
      error={refused}
      onConfirm={() => fetcher.submit({ intent: "delete", conferenceId: conference.id }, { method: "post" })}
      onClose={onClose}
    />
  );
}
