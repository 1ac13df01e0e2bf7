import { Undo2 } from "lucide-react";
import { useState } from "react";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { WITHDRAWAL_REASON_MAX, WITHDRAWAL_REASON_MIN } from "../articles.publishing.constants";
import { ARTICLE_MESSAGES } from "../articles.desk.constants";
import type { ArticleListRow } from "../articles.desk.types";
import { ArticleActionDialog } from "./article-action-dialog";

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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (reason.replace(/\s+/g, " ").trim().length < WITHDRAWAL_REASON_MIN) {
      setError(`Please give the reason (at least ${WITHDRAWAL_REASON_MIN} characters).`);
      return undefined;
    }
    setError(undefined);
    return { intent: "withdraw", reason };
  };

  return (
    <ArticleActionDialog
      id="withdraw-article"
      article={article}
      action={action}
      title="Withdraw article"
      description="The article keeps its number and page, which will say it was withdrawn and why. Readers can no longer download its files."
      failedTitle={ARTICLE_MESSAGES.statusFailed}
      submitLabel="Withdraw"
      busyLabel="Withdrawing..."
      icon={Undo2}
      destructive
      submit={submit}
      onClose={onClose}
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
    </ArticleActionDialog>
  );
}
