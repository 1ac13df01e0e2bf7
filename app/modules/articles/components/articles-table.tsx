import { ExternalLink, FileWarning, Globe, History, Loader2, Pencil, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { articleTypeLabel, formatPublicationDate } from "../article-format";
import { ARTICLE_MESSAGES, isNoticeType } from "../articles.desk.constants";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";
import { ArticleStatusBadge } from "./article-status-badge";

const iconLink =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 [&_svg]:size-4";

/** The question before publishing an article whose readers would find no file (no public galley). */
function NoPublicGalleyDialog({
  row,
  busy,
  onConfirm,
  onClose,
}: {
  row: ArticleListRow;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby="no-public-galley-description">
        <DialogHeader>
          <DialogTitle>Publish without a public galley?</DialogTitle>
          <DialogDescription id="no-public-galley-description">{ARTICLE_MESSAGES.noPublicGalley}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900">{row.title}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {busy ? "Publishing..." : "Publish anyway"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The publish toggle: a published article is withdrawn (the dialog asks why); any other is
 * published at once (a plain form post, so it works without scripts), unless it has no public
 * galley: the server answers with a warning instead, and the editor is asked first.
 */
function PublishToggle({
  row,
  onWithdraw,
  interactive,
}: {
  row: ArticleListRow;
  onWithdraw: (row: ArticleListRow) => void;
  interactive: boolean;
}) {
  const fetcher = useFetcher<ArticleActionData>();
  const busy = fetcher.state !== "idle";
  const [asking, setAsking] = useState(false);
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.warning === "no_public_galley") return setAsking(true);
    setAsking(false);
    if (result.ok) toast.success(result.message);
    else toast.error(ARTICLE_MESSAGES.statusFailed, { description: result.message });
  });
  if (row.status === "published") {
    return (
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title="Withdraw"
        className="size-8 text-amber-700 hover:bg-amber-50"
        disabled={!interactive}
        onClick={() => onWithdraw(row)}
      >
        <Undo2 aria-hidden="true" />
        <span className="sr-only">Withdraw {row.title}</span>
      </Button>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="articleId" value={row.id} />
      <Button
        type="submit"
        name="intent"
        value="publish"
        variant="ghost"
        size="icon"
        title="Publish"
        className="size-8 text-emerald-700 hover:bg-emerald-50"
        disabled={busy}
      >
        <Globe aria-hidden="true" />
        <span className="sr-only">Publish {row.title}</span>
      </Button>
      {asking ? (
        <NoPublicGalleyDialog
          row={row}
          busy={busy}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            void fetcher.submit(
              { intent: "publish", articleId: row.id, confirmed: "no-public-galley" },
              { method: "post" },
            )
          }
        />
      ) : null}
    </fetcher.Form>
  );
}

type RowActionsProps = {
  row: ArticleListRow;
  editHref: (row: ArticleListRow) => string;
  onDelete: (row: ArticleListRow) => void;
  onWithdraw: (row: ArticleListRow) => void;
  /** 'Issue notice' (a correction, expression of concern or retraction) for a published article. */
  onNotice: (row: ArticleListRow) => void;
  /** 'New version' of a published article (ADR 066). */
  onNewVersion: (row: ArticleListRow) => void;
  /** False until scripts run: the dialogs need them. */
  interactive: boolean;
};

/** Public page (when it has one), Publish or Withdraw, Edit, Delete (drafts only). */
function RowActions({ row, editHref, onDelete, onWithdraw, onNotice, onNewVersion, interactive }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-0.5">
      {row.publicPath ? (
        <a href={row.publicPath} target="_blank" rel="noopener" className={iconLink} title="View public page">
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">Open the public page of {row.title} (new tab)</span>
        </a>
      ) : null}
      <PublishToggle row={row} onWithdraw={onWithdraw} interactive={interactive} />
      {row.status === "published" && !isNoticeType(row.articleType) ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          title="Issue notice"
          className="size-8 text-slate-700 hover:bg-slate-100"
          disabled={!interactive}
          onClick={() => onNotice(row)}
        >
          <FileWarning aria-hidden="true" />
          <span className="sr-only">Issue a notice for {row.title}</span>
        </Button>
      ) : null}
      {row.status === "published" ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          title="New version"
          className="size-8 text-slate-700 hover:bg-slate-100"
          disabled={!interactive}
          onClick={() => onNewVersion(row)}
        >
          <History aria-hidden="true" />
          <span className="sr-only">Start a new version of {row.title}</span>
        </Button>
      ) : null}
      <Link to={editHref(row)} className={iconLink} title="Edit" preventScrollReset>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Edit {row.title}</span>
      </Link>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title={row.canDelete ? "Delete" : "Published articles are withdrawn, not deleted"}
        className="size-8 text-red-600 hover:bg-red-50"
        disabled={!interactive || !row.canDelete}
        onClick={() => onDelete(row)}
      >
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete {row.title}</span>
      </Button>
    </div>
  );
}

function RowDate({ row }: { row: ArticleListRow }) {
  return (
    <time dateTime={row.date} title={row.dateKind === "published" ? "Published" : "Added"}>
      {formatPublicationDate(row.date, "short")}
    </time>
  );
}

/** The title: a link to the public page in a new tab when the article has one. */
function RowTitle({ row, className }: { row: ArticleListRow; className: string }) {
  if (!row.publicPath) return <span className={className}>{row.title}</span>;
  return (
    <a
      href={row.publicPath}
      target="_blank"
      rel="noopener"
      className={`${className} hover:text-blue-700 hover:underline`}
    >
      {row.title}
    </a>
  );
}

export type ArticlesTableProps = Omit<RowActionsProps, "row"> & { rows: ArticleListRow[] };

/** The articles list: a table from tablets up, one card per article on phones. */
export function ArticlesTable({ rows, ...actions }: ArticlesTableProps) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Articles">
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 p-4" data-article-id={row.id}>
            <div className="flex items-start justify-between gap-3">
              <span className="font-mono text-xs font-semibold text-slate-700">
                {row.journalShortName.toUpperCase()} · {row.displayId}
              </span>
              <ArticleStatusBadge status={row.status} />
            </div>
            <RowTitle row={row} className="block break-words font-medium text-slate-900" />
            <p className="text-xs text-slate-500">
              {row.issueLabel} · {articleTypeLabel(row.articleType)} · <RowDate row={row} />
            </p>
            <RowActions row={row} {...actions} />
          </li>
        ))}
      </ul>
      {/* `relative`: the screen-reader labels (absolutely positioned) stay inside the scrolling box. */}
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-3">
                No.
              </th>
              <th scope="col" className="px-3 py-3">
                Title
              </th>
              <th scope="col" className="px-3 py-3">
                Journal / Issue
              </th>
              <th scope="col" className="px-3 py-3">
                Type
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-3">
                Date
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50/70" data-article-id={row.id}>
                <td className="whitespace-nowrap px-3 py-3 font-mono text-xs font-semibold text-slate-700">
                  {row.displayId}
                </td>
                <td className="min-w-[12rem] max-w-md px-3 py-3">
                  <RowTitle row={row} className="line-clamp-2 font-medium text-slate-900" />
                </td>
                <td className="px-3 py-3 text-slate-700">
                  <span className="block font-semibold uppercase text-slate-800">{row.journalShortName}</span>
                  <span className="block whitespace-nowrap text-xs text-slate-600">{row.issueLabel}</span>
                </td>
                <td className="px-3 py-3 text-slate-700">{articleTypeLabel(row.articleType)}</td>
                <td className="px-3 py-3">
                  <ArticleStatusBadge status={row.status} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                  <RowDate row={row} />
                </td>
                <td className="px-3 py-3">
                  <RowActions row={row} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
