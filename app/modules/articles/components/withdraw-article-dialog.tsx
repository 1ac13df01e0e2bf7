import { Loader2, Undo2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Textarea } from "~/components/ui/input";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { WITHDRAWAL_REASON_MAX, WITHDRAWAL_REASON_MIN } from "../articles.publishing.constants";
import { ARTICLE_MESSAGES } from "../articles.desk.constants";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";

/**
 * Withdraws a published article: it keeps its number and page, which then says it was withdrawn
 * and why. The reason is required. Mount it to open it.
 */
export function WithdrawArticleDialog({
  article,
  action,
  onClose,
}: {
  article: ArticleListRow;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ArticleActionData>();
  const busy = fetcher.state !== "idle";
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(ARTICLE_MESSAGES.statusFailed, { description: result.message });
    }
  });
  const short = reason.replace(/\s+/g, " ").trim().length < WITHDRAWAL_REASON_MIN;

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent aria-describedby="withdraw-article-description">
        <DialogHeader>
          <DialogTitle>Withdraw article</DialogTitle>
          <DialogDescription id="withdraw-article-description">
            The article keeps its number and page, which will say it was withdrawn and why. Readers can no longer
            download its files.
          </DialogDescription>
        </DialogHeader>
        <p className="break-words rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">
          {article.displayId} · {article.title}
        </p>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (short) return setError(`Please give the reason (at least ${WITHDRAWAL_REASON_MIN} characters).`);
            setError(undefined);
            void fetcher.submit({ intent: "withdraw", articleId: article.id, reason }, { method: "post", action });
          }}
        >
          <FormField id="withdraw-reason" label="Reason for withdrawal" required error={error}>
            <Textarea
              id="withdraw-reason"
              value={reason}
              rows={4}
              maxLength={WITHDRAWAL_REASON_MAX}
              placeholder="For example: withdrawn at the authors' request because of an error in the data analysis."
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(undefined);
              }}
              {...fieldA11y("withdraw-reason", { error })}
              className={cn(error && invalidClass)}
            />
          </FormField>
          <FormRefusal message={refused} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
              {busy ? "Withdrawing..." : "Withdraw"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
