import {
  BookOpen,
  ChevronRight,
  ClipboardCheck,
  ClipboardList,
  FilePlus,
  FileText,
  Inbox,
  Mail,
  Settings,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "~/components/link";
import { Card } from "~/components/ui/card";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { MAILBOX_ACTION } from "../mailbox-permission";

type QuickAction = { label: string; description: string; to: string; icon: LucideIcon };

/** Links to screens that exist in this release, by permission. */
export function quickActionsFor(user: Pick<CurrentUser, "id" | "roles" | "status">): QuickAction[] {
  const actions: QuickAction[] = [];
  if (can(user, "submission.create"))
    actions.push({
      label: "New Submission",
      description: "Submit a manuscript to a journal",
      to: "/dashboard/submissions/new",
      icon: FilePlus,
    });
  if (can(user, "submissions.list"))
    actions.push({
      label: can(user, "submissions.viewAll") ? "Submissions" : "My Submissions",
      description: can(user, "submissions.viewAll") ? "Manuscripts under editorial work" : "Follow your manuscripts",
      to: "/dashboard/submissions",
      icon: Inbox,
    });
  if (can(user, "nav.myTasks"))
    actions.push({
      label: "My Tasks",
      description: "Editorial tasks assigned to you",
      to: "/dashboard/editor-tasks",
      icon: ClipboardList,
    });
  // The sidebar's Reviews, by the same rule: on a phone the sidebar is behind the menu button.
  if (can(user, "reviews.view"))
    actions.push({
      label: "Reviews",
      description: "Manuscripts you review",
      to: "/dashboard/reviews",
      icon: ClipboardCheck,
    });
  if (can(user, "users.manage"))
    actions.push({
      label: "Manage Users",
      description: "Accounts, roles and status",
      to: "/dashboard/users",
      icon: Users,
    });
  if (can(user, MAILBOX_ACTION))
    actions.push({
      label: "Mailbox",
      description: "E-mail sent by the platform",
      to: "/dashboard/mailbox",
      icon: Mail,
    });
  actions.push(
    { label: "Browse Journals", description: "Our open-access journals", to: "/journals", icon: BookOpen },
    { label: "Author Guidelines", description: "Preparing a manuscript", to: "/author-guidelines", icon: FileText },
    {
      label: "Profile & Settings",
      description: "Your name, affiliation and password",
      to: "/dashboard/settings",
      icon: Settings,
    },
  );
  return actions;
}

export function QuickActions({ user }: { user: Pick<CurrentUser, "id" | "roles" | "status"> }) {
  return (
    <Card className="flex flex-col">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">Quick Actions</h2>
        <p className="text-sm text-slate-600">Where to go next</p>
      </div>
      <ul className="divide-y divide-slate-100">
        {quickActionsFor(user).map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{label}</span>
                <span className="block truncate text-xs text-slate-500">{description}</span>
              </span>
              <ChevronRight className="size-4 text-slate-400 group-hover:text-slate-600" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
