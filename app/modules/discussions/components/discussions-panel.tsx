import { MessageSquarePlus, MessagesSquare } from "lucide-react";
import { useState } from "react";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";
import type { DiscussionsPanelData, DiscussionSummary } from "../discussions.types";

// Dialogs load when first opened, not with the page (ADR 076).
const NewDiscussionDialog = lazyDialog(() => import("./new-discussion-dialog").then((m) => m.NewDiscussionDialog));

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/**
 * The Messages tab's discussions (ADR 068): the threads the reader may read, newest activity
 * first, each with its participants and the reader's unread messages; 'New discussion' for those
 * who may start one.
 */
export function DiscussionsPanel({ submissionId, data }: { submissionId: string; data: DiscussionsPanelData }) {
  const [starting, setStarting] = useState(false);
  const interactive = useHydrated();
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="discussions-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessagesSquare aria-hidden="true" className="size-5 text-slate-500" />
          Discussions
        </h2>
        {data.canStart ? (
          <Button
            type="button"
            size="sm"
            {...NewDiscussionDialog.preloadProps}
            onClick={() => setStarting(true)}
            disabled={!interactive}
          >
            <MessageSquarePlus aria-hidden="true" />
            New discussion
          </Button>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No discussions yet.</p>
      ) : (
        <DiscussionList submissionId={submissionId} items={data.items} />
      )}
      {starting ? (
        <NewDiscussionDialog submissionId={submissionId} data={data} onClose={() => setStarting(false)} />
      ) : null}
    </Card>
  );
}

/** Threads, newest activity first, each with its participants and the reader's unread messages. */
export function DiscussionList({ submissionId, items }: { submissionId: string; items: DiscussionSummary[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {items.map((d) => (
        <li key={d.id} data-testid="discussion-row">
          <Link
            to={`/submission/${submissionId}/discussions/${d.id}`}
            className="flex flex-col gap-1 p-3 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <span className="min-w-0 space-y-1">
              <span
                className={`block break-words text-sm ${d.unread ? "font-semibold text-slate-900" : "font-medium text-slate-800"}`}
              >
                {d.subject}
              </span>
              <span className="block break-words text-xs text-slate-600">{d.participants.join(", ")}</span>
            </span>
            <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-slate-600">
              {d.unread ? <Badge data-testid="discussion-unread">{d.unread} unread</Badge> : null}
              <span>
                {d.messageCount} message{d.messageCount === 1 ? "" : "s"}
              </span>
              <time dateTime={d.lastMessageAt}>{when(d.lastMessageAt)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The discussions a reviewer is in, on their review page (ADR 068); nothing when there are none. */
export function ReviewerDiscussions({ submissionId, items }: { submissionId: string; items: DiscussionSummary[] }) {
  if (items.length === 0) return null;
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="reviewer-discussions">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MessagesSquare aria-hidden="true" className="size-5 text-slate-500" />
        Discussions with the editors
      </h2>
      <DiscussionList submissionId={submissionId} items={items} />
    </Card>
  );
}
