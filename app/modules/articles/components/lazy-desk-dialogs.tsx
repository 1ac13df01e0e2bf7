import { lazyDialog } from "~/components/ui/lazy-dialog";

// The articles desk's dialogs, loaded when one opens rather than with the page (the article form
// brings its checks, zod, the galleys panel and the authors editor): the page's first visit is
// the list alone (docs/decisions/075). `preloadArticleDialogs` fetches them when the pointer or
// the keyboard comes to the list or the header's buttons, before the click; until a dialog's code
// has come, lazyDialog shows the overlay with a spinner (ADR 076).
export const ArticleFormDialog = lazyDialog(() => import("./article-form-dialog").then((m) => m.ArticleFormDialog));
export const DeleteArticleDialog = lazyDialog(() =>
  import("./delete-article-dialog").then((m) => m.DeleteArticleDialog),
);
export const WithdrawArticleDialog = lazyDialog(() =>
  import("./withdraw-article-dialog").then((m) => m.WithdrawArticleDialog),
);
export const IssueNoticeDialog = lazyDialog(() => import("./issue-notice-dialog").then((m) => m.IssueNoticeDialog));
export const NewVersionDialog = lazyDialog(() => import("./new-version-dialog").then((m) => m.NewVersionDialog));

const ALL = [ArticleFormDialog, DeleteArticleDialog, WithdrawArticleDialog, IssueNoticeDialog, NewVersionDialog];

export function preloadArticleDialogs(): void {
  for (const dialog of ALL) dialog.preload();
}
