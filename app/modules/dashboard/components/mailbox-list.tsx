import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { Link } from "~/components/link";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_ROWS } from "~/components/hydration-slice";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { MailStatusBadge } from "./mail-status-badge";

export type MailboxListItem = {
  id: string;
  recipient: string;
  subject: string;
  template: string;
  status: string;
  createdAt: Date | string;
};

const when = formatDateTimeUtc;
const messagePath = (id: string) => `/dashboard/mailbox/${id}`;

/**
 * One page of the mailbox: a table from 768px, a list of cards below.
 */
export function MailboxList({ items }: { items: MailboxListItem[] }) {
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-16 text-center">
        <Inbox className="size-8 text-slate-400" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-700">No messages yet.</p>
        <p className="text-sm text-slate-500">E-mail the platform sends (welcome, password reset, ...) appears here.</p>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Recipient
            </th>
            <th scope="col" className="px-4 py-3">
              Subject
            </th>
            <th scope="col" className="px-4 py-3">
              Template
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <InGroups items={items} size={HYDRATION_SLICE_ROWS}>
            {(m) => (
              <tr key={m.id} className="hover:bg-slate-50">
                <td className="max-w-56 truncate px-4 py-3 text-slate-700">{m.recipient}</td>
                <td className="max-w-md px-4 py-3">
                  <Link to={messagePath(m.id)} className="line-clamp-2 font-medium text-blue-800 hover:underline">
                    {m.subject}
                  </Link>
                </td>
                <td className="px-4 py-3 font-mono text-xs text-slate-600">{m.template}</td>
                <td className="px-4 py-3">
                  <MailStatusBadge status={m.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  <time dateTime={new Date(m.createdAt).toISOString()}>{when(m.createdAt)}</time>
                </td>
              </tr>
            )}
          </InGroups>
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden">
        <InGroups items={items} size={HYDRATION_SLICE_ROWS}>
          {(m) => (
            <li key={m.id}>
              <Link to={messagePath(m.id)} className="block px-4 py-3 hover:bg-slate-50">
                <span className="flex items-start justify-between gap-3">
                  <span className="line-clamp-2 text-sm font-medium text-blue-800">{m.subject}</span>
                  <MailStatusBadge status={m.status} />
                </span>
                <span className="mt-1 block truncate text-xs text-slate-600">{m.recipient}</span>
                <span className="mt-1 flex gap-2 text-xs text-slate-500">
                  <span className="font-mono">{m.template}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={new Date(m.createdAt).toISOString()}>{when(m.createdAt)}</time>
                </span>
              </Link>
            </li>
          )}
        </InGroups>
      </ul>
    </Card>
  );
}

/** Previous / next links (?page=N); plain links, so paging works without scripts. */
export function MailboxPager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  if (pageCount <= 1)
    return <p className="text-sm text-slate-600">{total === 1 ? "1 message" : `${total} messages`}</p>;
  const link = (target: number, label: string, Icon: typeof ChevronLeft, enabled: boolean, after = false) => (
    <Link
      to={`?page=${target}`}
      aria-disabled={!enabled}
      tabIndex={enabled ? undefined : -1}
      className={cn(
        "inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50",
        !enabled && "pointer-events-none opacity-50",
      )}
    >
      {!after && <Icon className="size-4" aria-hidden="true" />}
      {label}
      {after && <Icon className="size-4" aria-hidden="true" />}
    </Link>
  );
  return (
    <nav aria-label="Mailbox pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount} · {total} messages
      </p>
      <div className="flex gap-2">
        {link(page - 1, "Previous", ChevronLeft, page > 1)}
        {link(page + 1, "Next", ChevronRight, page < pageCount, true)}
      </div>
    </nav>
  );
}
