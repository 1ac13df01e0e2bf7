import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { ARTICLE_MESSAGES } from "../articles.desk.constants";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";

/** The delete confirmation of a draft article. Mount it to open it. */
export function DeleteArticleDialog({
  article,
  action,
  onClose,
}: {
  article: ArticleListRow;
  /** The list's URL (its action, and where it reloads). */
  action: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ArticleActionData>();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(ARTICLE_MESSAGES.deleteFailed, { description: result.message });
    }
  });

  return (
    <ConfirmDialog
      title="Delete article"
      description={ARTICLE_MESSAGES.deleteConfirm}
      descriptionId="delete-article-description"
      busy={busy}
      error={refused}
      onConfirm={() => fetcher.submit({ intent: "delete", articleId: article.id }, { method: "post", action })}
      onClose={onClose}
    >
      <p className="break-words rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">{article.title}</p>
    </ConfirmDialog>
  );
}
