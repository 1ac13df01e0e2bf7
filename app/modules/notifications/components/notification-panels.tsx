import { Check, FileText, UserPlus, type LucideIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useFetcher, useFetchers } from "react-router";
import { RelativeTime } from "~/components/dashboard/relative-time";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { mergeNotifications } from "../notification-merge";
import { MARK_ALL_READ_INTENT, MARK_READ_INTENT } from "../notifications.schemas";
import type { NotificationItem, NotificationType } from "../notifications.types";
import { useNotificationStream, type StreamStatus } from "./use-notification-stream";

/** Where the panels' forms post: the dashboard home's action. */
const ACTION = "/dashboard";
/** Notifications kept from the live stream between two loads of the page. */
const LIVE_KEEP = 40;

const PANELS: { type: NotificationType; title: string; icon: LucideIcon; empty: string }[] = [
  { type: "new_user", title: "New Users", icon: UserPlus, empty: "No new users yet." },
  { type: "new_submission", title: "New Submissions", icon: FileText, empty: "No new submissions yet." },
];

/**
 * The admin's two notification panels (New Users, New Submissions; 300px high, scrolling), kept
 * up to date over the live stream without reloading the page.
 */
export function NotificationPanels({
  newUsers,
  newSubmissions,
  now,
}: {
  newUsers: NotificationItem[];
  newSubmissions: NotificationItem[];
  now: number;
}) {
  const [live, setLive] = useState<NotificationItem[]>([]);
  const onNotification = useCallback(
    (item: NotificationItem) =>
      setLive((current) => [item, ...current.filter((n) => n.id !== item.id)].slice(0, LIVE_KEEP)),
    [],
  );
  const status = useNotificationStream(onNotification);
  const loaded = [...newUsers, ...newSubmissions];
  const readIds = usePendingReads();

  return (
    <section aria-labelledby="notifications-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <LiveStatus status={status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {PANELS.map((panel) => {
          const items = mergeNotifications(loaded, live, panel.type).map((n) =>
            readIds.all.has(n.type) || readIds.one.has(n.id) ? { ...n, isRead: true } : n,
          );
          return <NotificationPanel key={panel.type} {...panel} items={items} now={now} />;
        })}
      </div>
    </section>
  );
}

/** Notifications being marked read right now: shown read at once. */
function usePendingReads() {
  const fetchers = useFetchers();
  const one = new Set<string>();
  const all = new Set<string>();
  for (const f of fetchers) {
    if (f.state === "idle" || !f.formData) continue;
    const intent = f.formData.get("intent");
    if (intent === MARK_READ_INTENT) one.add(String(f.formData.get("notificationId")));
    if (intent === MARK_ALL_READ_INTENT) all.add(String(f.formData.get("type")));
  }
  return { one, all };
}

/** Whether live updates are on; nothing without scripts (the page then shows what it loaded). */
function LiveStatus({ status }: { status: StreamStatus }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const label = status === "live" ? "Live" : status === "connecting" ? "Connecting..." : "Reconnecting...";
  return (
    <span className="flex items-center gap-2 text-xs font-medium text-slate-600" role="status">
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", status === "live" ? "bg-emerald-500" : "animate-pulse bg-amber-400")}
      />
      {label}
    </span>
  );
}

function NotificationPanel({
  type,
  title,
  icon: Icon,
  empty,
  items,
  now,
}: {
  type: NotificationType;
  title: string;
  icon: LucideIcon;
  empty: string;
  items: NotificationItem[];
  now: number;
}) {
  const markAll = useFetcher();
  const unread = items.filter((n) => !n.isRead).length;
  const headingId = `notifications-${type}`;
  return (
    <Card className="flex flex-col overflow-hidden" data-panel={type}>
      <div className="flex h-12 items-center justify-between gap-3 border-b border-slate-200 px-4">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-slate-900">
          <Icon className="size-4 text-blue-700" aria-hidden="true" />
          {title}
          {unread > 0 && (
            <Badge variant="danger" aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          )}
        </h3>
        {unread > 0 && (
          <markAll.Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value={MARK_ALL_READ_INTENT} />
            <input type="hidden" name="type" value={type} />
            <button
              type="submit"
              className="rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap text-blue-700 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              Mark all read
            </button>
          </markAll.Form>
        )}
      </div>
      <div className="h-[300px] overflow-y-auto" role="region" aria-labelledby={headingId} tabIndex={0}>
        {items.length === 0 ? (
          <p className="flex h-full items-center justify-center px-4 text-sm text-slate-500">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} now={now} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function describe(item: NotificationItem): { primary: string; secondary: string } {
  const m = item.metadata;
  if (item.type === "new_user") return { primary: m.full_name || "New user", secondary: "Signed up" };
  const number = typeof m.submission_number === "number" ? String(m.submission_number).padStart(3, "0") : null;
  return { primary: m.title || "Untitled submission", secondary: number ? `Submission #${number}` : "New submission" };
}

function NotificationRow({ item, now }: { item: NotificationItem; now: number }) {
  const fetcher = useFetcher();
  const { primary, secondary } = describe(item);
  return (
    <li className={cn("flex items-start gap-3 px-4 py-3", !item.isRead && "bg-blue-50/60")} data-read={item.isRead}>
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.isRead ? "bg-slate-300" : "bg-blue-600")}
      />
      <div className="min-w-0 flex-1">
        <p className={cn("truncate text-sm text-slate-900", !item.isRead && "font-semibold")}>{primary}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {secondary} · <RelativeTime date={item.metadata.created_at ?? item.createdAt} now={now} />
          {!item.isRead && <span className="sr-only"> (unread)</span>}
        </p>
      </div>
      {!item.isRead && (
        <fetcher.Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value={MARK_READ_INTENT} />
          <input type="hidden" name="notificationId" value={item.id} />
          <button
            type="submit"
            aria-label={`Mark "${primary}" as read`}
            title="Mark as read"
            className="flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-white hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <Check className="size-4" aria-hidden="true" />
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
