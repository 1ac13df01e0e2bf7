import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { TASK_MESSAGES } from "../tasks.constants";
import type { TaskActionData } from "../tasks.types";

/**
 * A task form's fetcher. Each answer becomes one toast (spec 002 section 8: 'Success' with the
 * answer, or 'Error' with `failMessage`); a success also calls `onSuccess` (closing the dialog).
 * The server's own reason for a refusal stays readable in the dialog (`refusal`).
 */
export function useTaskFetcher(failMessage: string, onSuccess: () => void) {
  const fetcher = useFetcher<TaskActionData>();
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(TASK_MESSAGES.successTitle, { description: result.message });
      onSuccess();
    } else if (Object.keys(result.fieldErrors ?? {}).length === 0) {
      // A field's own error (a due date in the past) is shown under it, not toasted as well.
      toast.error(TASK_MESSAGES.errorTitle, { description: failMessage });
    }
  });
  const result = fetcher.data;
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    refusal: result && !result.ok ? result : undefined,
  };
}
