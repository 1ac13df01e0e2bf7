import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormRefusal } from "~/components/ui/form-refusal";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";

/**
 * The shell of the desk's one-action dialogs on a published article (withdraw, new version, issue a
 * notice): the article it acts on, the dialog's own fields, the server's refusal beside them, and
 * Cancel and the action's button. `submit` checks the fields and returns what to post, or nothing
 * (after showing its own field error). Mount it to open it.
 */
export function ArticleActionDialog({
  id,
  article,
  action,
  title,
  description,
  failedTitle,
  submitLabel,
  busyLabel,
  icon: Icon,
  destructive,
  className,
  submit,
  onClose,
  children,
}: {
  id: string;
  article: ArticleListRow;
  action: string;
  title: string;
  description: ReactNode;
  /** The toast's title when the server refuses. */
  failedTitle: string;
  submitLabel: string;
  busyLabel: string;
  icon: LucideIcon;
  destructive?: boolean;
  className?: string;
  submit: () => Record<string, string> | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const fetcher = useFetcher<ArticleActionData>();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(failedTitle, { description: result.message });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent aria-describedby={`${id}-description`} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id={`${id}-description`}>{description}</DialogDescription>
        </DialogHeader>
        <p className="break-words rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">
          {article.displayId} · {article.title}
        </p>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const fields = submit();
            if (fields) void fetcher.submit({ ...fields, articleId: article.id }, { method: "post", action });
          }}
        >
          {children}
          <FormRefusal message={refused} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
              {busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
