import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { FormRefusal } from "~/components/ui/form-refusal";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import type { ReviewActionData } from "../reviews.types";

/**
 * A peer review form posted with its `intent` to `action` through its own fetcher: works without
 * scripts as a plain post, toasts the answer once hydrated, and keeps a refusal next to the form.
 */
export function ReviewActionForm({
  action,
  intent,
  children,
  className,
  label,
  onDone,
}: {
  action: string;
  intent: string;
  children: (busy: boolean) => ReactNode;
  className?: string;
  /** The form's accessible name. */
  label?: string;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<ReviewActionData>();
  const answer = fetcher.data;
  useFetcherAnswer(answer, (a) => {
    if (a.ok) {
      toast.success(a.message);
      onDone?.();
    }
  });
  return (
    <fetcher.Form method="post" action={action} className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {children(fetcher.state !== "idle")}
      {answer && !answer.ok ? <FormRefusal message={answer.message} /> : null}
    </fetcher.Form>
  );
}
