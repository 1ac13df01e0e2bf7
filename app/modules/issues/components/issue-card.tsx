import {
  CalendarDays,
  ExternalLink,
  FileText,
  Loader2,
  Pencil,
  Rocket,
  Rows3,
  Star,
  StarOff,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { IssueCover } from "./issue-cover";
import { issuePath } from "~/lib/paths";
import { ISSUE_MESSAGES } from "../issues.desk.constants";
import { articleCountLabel, deskIssueHeading, formatIssueDate } from "../issues.desk.format";
import type { DeskIssue, IssueActionData } from "../issues.desk.types";
import { IssueStatusBadge } from "./issue-status-badge";

/** A one-button form posted to the page's action; its answer is a toast. Works without scripts too. */
function IssueActionButton({
  issue,
  intent,
  fields = {},
  label,
  srLabel,
  icon: Icon,
}: {
  issue: DeskIssue;
  intent: "set-current" | "publish";
  fields?: Record<string, string>;
  label: string;
  srLabel: string;
  icon: typeof Star;
}) {
  const fetcher = useFetcher<IssueActionData>();
  const busy = fetcher.state !== "idle";
  // Publishing would publish articles without a public galley: the server asked first (ADR 066).
  const [asking, setAsking] = useState<string | null>(null);
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.warning === "no_public_galley") return setAsking(answer.message);
    setAsking(null);
    if (answer.ok) toast.success(answer.message);
    else toast.error(ISSUE_MESSAGES.statusFailed, { description: answer.message });
  });
  const confirm = () =>
    fetcher.submit({ intent, issueId: issue.id, confirmed: "no-public-galley", ...fields }, { method: "post" });
  return (
    <fetcher.Form method="post" className="w-full sm:w-auto">
      {asking ? (
        <Dialog open onOpenChange={(open) => (open || busy ? undefined : setAsking(null))}>
          <DialogContent role="alertdialog" aria-describedby={`issue-${issue.id}-no-galley`}>
            <DialogHeader>
              <DialogTitle>Publish without public galleys?</DialogTitle>
              <DialogDescription id={`issue-${issue.id}-no-galley`}>{asking}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setAsking(null)} disabled={busy}>
                Cancel
              </Button>
              <Button type="button" onClick={confirm} disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
                {busy ? "Publishing..." : "Publish anyway"}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      <input type="hidden" name="issueId" value={issue.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="outline"
        size="sm"
        disabled={busy}
        className="w-full sm:w-auto"
      >
        <Icon aria-hidden="true" />
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{srLabel}</span>
      </Button>
    </fetcher.Form>
  );
}

export type IssueCardProps = {
  issue: DeskIssue;
  /** The journal's card gradient, for the drawn cover of an issue without an image. */
  gradient: string;
  onEdit: (issue: DeskIssue) => void;
  onDelete: (issue: DeskIssue) => void;
  /** The dialogs need scripts; until they run, Edit and Delete stay disabled. */
  interactive: boolean;
};

/** One issue of the grid: its cover, numbers, title, status, date, articles and actions. */
export function IssueCard({ issue, gradient, onEdit, onDelete, interactive }: IssueCardProps) {
  const heading = deskIssueHeading(issue);
  const name = `${heading} (${issue.journalShortName.toUpperCase()})`;
  const date = formatIssueDate(issue.publicationDate);
  const published = issue.status === "published";
  return (
    <li
      className="render-when-near flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [--render-when-near-size:22rem]"
      data-issue-id={issue.id}
      aria-labelledby={`issue-${issue.id}-heading`}
    >
      <div className="flex flex-1 gap-4 p-4">
        <IssueCover
          issue={issue}
          coverImageKey={issue.coverImageKey}
          sizes="(min-width: 640px) 7rem, 5.5rem"
          gradient={gradient}
          journalLabel={issue.journalShortName.toUpperCase()}
          className="w-[5.5rem] shrink-0 self-start text-[0.65rem] sm:w-28 [&_svg]:size-6 [&_span]:leading-tight"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <IssueStatusBadge status={issue.status} />
            {issue.isCurrent ? (
              <Badge variant="default" data-current="true">
                <Star className="size-3" aria-hidden="true" />
                Current
              </Badge>
            ) : null}
            {issue.type === "special" ? <Badge variant="outline">Volume {issue.volumeNumber}</Badge> : null}
          </div>
          <div>
            <h2 id={`issue-${issue.id}-heading`} className="text-base font-semibold leading-snug text-slate-900">
              {heading}
            </h2>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500" title={issue.journalTitle}>
              {issue.journalShortName}
            </p>
          </div>
          {issue.title ? <p className="line-clamp-2 text-sm font-medium text-slate-800">{issue.title}</p> : null}
          {issue.description ? <p className="line-clamp-2 text-sm text-slate-600">{issue.description}</p> : null}
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <div className="flex items-center gap-1">
              <dt>
                <CalendarDays className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Publication date</span>
              </dt>
              <dd>{date ?? "Date not set"}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <FileText className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Articles</span>
              </dt>
              <dd data-article-count={issue.articleCount}>
                {articleCountLabel(issue.articleCount)}
                {issue.articleCount > 0 ? ` (${issue.publishedArticleCount} published)` : null}
              </dd>
            </div>
            {issue.pageRange ? (
              <div className="flex items-center gap-1">
                <dt>
                  <Rows3 className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Pages</span>
                </dt>
                <dd>pp. {issue.pageRange}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {/* Phones: a 2 x 2 grid of whole-width buttons; wider: one row, Delete at its end. */}
      <div className="grid grid-cols-2 gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-3 sm:flex sm:flex-wrap sm:items-center">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full sm:w-auto"
          disabled={!interactive}
          onClick={() => onEdit(issue)}
        >
          <Pencil aria-hidden="true" />
          <span aria-hidden="true">Edit</span>
          <span className="sr-only">Edit {name}</span>
        </Button>
        {issue.isCurrent ? (
          <IssueActionButton
            issue={issue}
            intent="set-current"
            fields={{ current: "false" }}
            label="Unset Current"
            srLabel={`Unset ${name} as current`}
            icon={StarOff}
          />
        ) : (
          <IssueActionButton
            issue={issue}
            intent="set-current"
            fields={{ current: "true" }}
            label="Set Current"
            srLabel={`Set ${name} as current`}
            icon={Star}
          />
        )}
        {published ? (
          <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
            <Link to={issuePath(issue.journalShortName, issue)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              <span aria-hidden="true">View</span>
              <span className="sr-only">View {name} on the public site (opens in a new tab)</span>
            </Link>
          </Button>
        ) : (
          <IssueActionButton issue={issue} intent="publish" label="Publish" srLabel={`Publish ${name}`} icon={Rocket} />
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          title="Delete"
          className="w-full border border-red-200 bg-white text-red-700 hover:bg-red-50 sm:ml-auto sm:w-9 sm:border-0 sm:bg-transparent sm:px-0"
          disabled={!interactive}
          onClick={() => onDelete(issue)}
        >
          <Trash2 aria-hidden="true" />
          <span aria-hidden="true" className="sm:hidden">
            Delete
          </span>
          <span className="sr-only">Delete {name}</span>
        </Button>
      </div>
    </li>
  );
}
