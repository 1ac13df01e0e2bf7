import { ExternalLink, FileWarning, Globe, History, Pencil, Trash2, Undo2 } from "lucide-react";
import { memo, useState } from "react";
import { HYDRATION_SLICE_ROWS, HydrationSlice } from "~/components/hydration-slice";
import { InGroups } from "~/components/in-groups";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useHydratedSoon } from "~/lib/use-hydrated-soon";
import { articleTypeLabel, formatPublicationDate } from "../article-format";
import { ARTICLE_MESSAGES, isNoticeType } from "../articles.desk.constants";
import type { ArticleActionData, ArticleListRow } from "../articles.desk.types";
import { ArticleStatusBadge } from "./article-status-badge";

// The rows' icons by name: in the build each is a reference to the icon sprite (ADR 077).
const ICONS = {
  "external-link": ExternalLink,
  "file-warning": FileWarning,
  globe: Globe,
  history: History,
  pencil: Pencil,
  trash: Trash2,
  undo: Undo2,
};
type IconName = keyof typeof ICONS;
function Icon({ name }: { name: IconName }) {
  const Drawn = ICONS[name];
  return <Drawn />;
}

// The rows' controls share their look (Button's ghost icon style, 32 px), given once by the list
// to what is inside each row's `row-actions` box, so that each control's markup carries only its
// colours (docs/decisions/075).
const ROW_CONTROLS = [
  "[&_.row-actions_svg]:size-4 [&_.row-actions_svg]:shrink-0",
  "[&_.row-actions_:is(a,button)]:inline-flex [&_.row-actions_:is(a,button)]:size-8 [&_.row-actions_:is(a,button)]:items-center [&_.row-actions_:is(a,button)]:justify-center [&_.row-actions_:is(a,button)]:rounded-md",
  "[&_.row-actions_:is(a,button)]:focus-visible:outline-none [&_.row-actions_:is(a,button)]:focus-visible:ring-2 [&_.row-actions_:is(a,button)]:focus-visible:ring-blue-600",
  "[&_.row-actions_button]:gap-2 [&_.row-actions_button]:whitespace-nowrap [&_.row-actions_button]:text-sm [&_.row-actions_button]:font-medium [&_.row-actions_button]:transition-colors [&_.row-actions_button]:focus-visible:ring-offset-2",
  "[&_.row-actions_button]:disabled:pointer-events-none [&_.row-actions_button]:disabled:opacity-50",
].join(" ");
const LINK = "text-slate-700 hover:bg-slate-100";

const NoPublicGalleyDialog = lazyDialog(() => import("./no-public-galley-dialog").then((m) => m.NoPublicGalleyDialog));

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
      <button
        type="button"
        title="Withdraw"
        className="text-amber-700 hover:bg-amber-50"
        disabled={!interactive}
        onClick={() => onWithdraw(row)}
      >
        <Icon name="undo" />
        <span className="sr-only">{`Withdraw ${row.title}`}</span>
      </button>
    );
  }
  return (
    <fetcher.Form method="post" onSubmit={NoPublicGalleyDialog.preload}>
      <input type="hidden" name="articleId" value={row.id} />
      <button
        type="submit"
        name="intent"
        value="publish"
        title="Publish"
        className="text-emerald-700 hover:bg-emerald-50"
        disabled={busy}
      >
        <Icon name="globe" />
        <span className="sr-only">{`Publish ${row.title}`}</span>
      </button>
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
  const published = row.status === "published";
  return (
    <div className="row-actions flex justify-end gap-0.5">
      {row.publicPath ? (
        <a href={row.publicPath} target="_blank" rel="noopener" className={LINK} title="View public page">
          <Icon name="external-link" />
          <span className="sr-only">{`Open the public page of ${row.title} (new tab)`}</span>
        </a>
      ) : null}
      <PublishToggle row={row} onWithdraw={onWithdraw} interactive={interactive} />
      {published && !isNoticeType(row.articleType) ? (
        <button
          type="button"
          title="Issue notice"
          className={LINK}
          disabled={!interactive}
          onClick={() => onNotice(row)}
        >
          <Icon name="file-warning" />
          <span className="sr-only">{`Issue a notice for ${row.title}`}</span>
        </button>
      ) : null}
      {published ? (
        <button
          type="button"
          title="New version"
          className={LINK}
          disabled={!interactive}
          onClick={() => onNewVersion(row)}
        >
          <Icon name="history" />
          <span className="sr-only">{`Start a new version of ${row.title}`}</span>
        </button>
      ) : null}
      <Link to={editHref(row)} className={LINK} title="Edit" preventScrollReset>
        <Icon name="pencil" />
        <span className="sr-only">{`Edit ${row.title}`}</span>
      </Link>
      <button
        type="button"
        title={row.canDelete ? "Delete" : "Published articles are withdrawn, not deleted"}
        className="text-red-600 hover:bg-red-50"
        disabled={!interactive || !row.canDelete}
        onClick={() => onDelete(row)}
      >
        <Icon name="trash" />
        <span className="sr-only">{`Delete ${row.title}`}</span>
      </button>
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

export type ArticlesTableProps = Omit<RowActionsProps, "row" | "interactive"> & {
  rows: ArticleListRow[];
  /** Fetches the code of the rows' dialogs (called when the pointer or the keyboard comes into the list). */
  preload?: () => void;
};

/**
 * The articles list: a table from tablets up, one card per article on phones. Each is a Suspense
 * boundary, and so is each group of rows: their hydration comes after the rest of the page, in
 * short slices of work that leave the page responsive, rather than in the page's one long task
 * (docs/decisions/075, HydrationSlice).
 */
export const ArticlesTable = memo(function ArticlesTable({ rows, preload, ...handlers }: ArticlesTableProps) {
  // The dialogs need scripts: until they run, the buttons that open them stay disabled.
  const actions = { ...handlers, interactive: useHydratedSoon() };
  return (
    <>
      <HydrationSlice>
        <ul
          className={`divide-y divide-slate-100 md:hidden ${ROW_CONTROLS}`}
          aria-label="Articles"
          onPointerEnter={preload}
          onFocus={preload}
        >
          <InGroups items={rows} size={HYDRATION_SLICE_ROWS}>
            {(row) => (
              <li key={row.id} className="render-when-near space-y-2 p-4" data-article-id={row.id}>
                <div className="flex items-start justify-between gap-3">
                  <span className="font-mono text-xs font-semibold text-slate-700">
                    {`${row.journalShortName.toUpperCase()} · ${row.displayId}`}
                  </span>
                  <ArticleStatusBadge status={row.status} />
                </div>
                <RowTitle row={row} className="block break-words font-medium text-slate-900" />
                <p className="text-xs text-slate-500">
                  {`${row.issueLabel} · ${articleTypeLabel(row.articleType)} · `}
                  <RowDate row={row} />
                </p>
                <RowActions row={row} {...actions} />
              </li>
            )}
          </InGroups>
        </ul>
      </HydrationSlice>
      <HydrationSlice>
        {/* `relative`: the screen-reader labels (absolutely positioned) stay inside the scrolling box. */}
        <div
          className={`relative hidden overflow-x-auto md:block ${ROW_CONTROLS}`}
          onPointerEnter={preload}
          onFocus={preload}
        >
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
            {/* The cells' padding is the body's, not repeated on each cell. */}
            <tbody className="divide-y divide-slate-100 [&_td]:px-3 [&_td]:py-3">
              <InGroups items={rows} size={HYDRATION_SLICE_ROWS}>
                {(row) => (
                  <tr key={row.id} className="hover:bg-slate-50/70" data-article-id={row.id}>
                    <td className="whitespace-nowrap font-mono text-xs font-semibold text-slate-700">
                      {row.displayId}
                    </td>
                    <td className="min-w-[12rem] max-w-md">
                      <RowTitle row={row} className="line-clamp-2 font-medium text-slate-900" />
                    </td>
                    <td className="text-slate-700">
                      <span className="block font-semibold uppercase text-slate-800">{row.journalShortName}</span>
                      <span className="block whitespace-nowrap text-xs text-slate-600">{row.issueLabel}</span>
                    </td>
                    <td className="text-slate-700">{articleTypeLabel(row.articleType)}</td>
                    <td>
                      <ArticleStatusBadge status={row.status} />
                    </td>
                    <td className="whitespace-nowrap text-slate-700">
                      <RowDate row={row} />
                    </td>
                    <td>
                      <RowActions row={row} {...actions} />
                    </td>
                  </tr>
                )}
              </InGroups>
            </tbody>
          </table>
        </div>
      </HydrationSlice>
    </>
  );
});
