import {
  BookMarked,
  BookOpen,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  FileText,
  Fingerprint,
  Globe,
  LayoutDashboard,
  Library,
  ListChecks,
  Mail,
  MessagesSquare,
  Newspaper,
  ReceiptIndianRupee,
  SearchCheck,
  Settings,
  SlidersHorizontal,
  Users,
  type LucideIcon,
} from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import { activeSidebarPath, type SidebarEntry } from "~/modules/dashboard/dashboard-nav";

/** Each screen's own icon: with the sidebar collapsed to icons, they are all a reader sees. */
export const NAV_ICONS: Record<string, LucideIcon> = {
  "/dashboard": LayoutDashboard,
  "/dashboard/users": Users,
  "/dashboard/journals": BookMarked,
  "/dashboard/journal-settings": SlidersHorizontal,
  "/dashboard/issues": Library,
  "/dashboard/articles": Newspaper,
  "/dashboard/reviews": ClipboardCheck,
  "/dashboard/analytics": ChartColumn,
  "/dashboard/seo": SearchCheck,
  "/dashboard/submissions": FileText,
  "/dashboard/dois": Fingerprint,
  "/dashboard/invoices": ReceiptIndianRupee,
  "/dashboard/conferences": CalendarDays,
  "/dashboard/editor-tasks": ListChecks,
  "/dashboard/assistant-questions": MessagesSquare,
  "/dashboard/mailbox": Mail,
  "/dashboard/settings": Settings,
};

/** Links back to the public site, at the foot of the sidebar. */
const SITE_LINKS: { label: string; path: string; icon: LucideIcon }[] = [
  { label: "Public site", path: "/", icon: Globe },
  { label: "Browse journals", path: "/journals", icon: BookOpen },
];

const itemClass = (active: boolean) =>
  cn(
    "group/item relative flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
    active ? "bg-blue-50 text-blue-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/**
 * The sidebar's links. `collapsed`: icons only, each label kept for screen readers and shown as a
 * tooltip on hover and keyboard focus.
 */
export function DashboardNavList({ entries, collapsed = false }: { entries: SidebarEntry[]; collapsed?: boolean }) {
  // By the sidebar's own rule, not NavLink's: a journal's settings live under /journal/.
  const active = activeSidebarPath(entries, useLocation().pathname);
  return (
    <div className="flex flex-1 flex-col justify-between gap-6">
      <ul className="space-y-1">
        {entries.map((entry) => {
          const Icon = NAV_ICONS[entry.path] ?? FileText;
          return (
            <li key={entry.path}>
              <Link
                to={entry.path}
                aria-current={entry.path === active ? "page" : undefined}
                className={itemClass(entry.path === active)}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <ItemLabel label={entry.label} collapsed={collapsed} />
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="space-y-1 border-t border-slate-200 pt-3">
        {SITE_LINKS.map(({ label, path, icon: Icon }) => (
          <li key={path}>
            <NavLink to={path} end className={itemClass(false)}>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <ItemLabel label={label} collapsed={collapsed} />
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ItemLabel({ label, collapsed }: { label: string; collapsed: boolean }) {
  if (!collapsed) return <span className="truncate">{label}</span>;
  return (
    <>
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-full z-50 ml-3 hidden -translate-y-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg group-hover/item:block group-focus-visible/item:block"
        data-tooltip=""
      >
        {label}
      </span>
    </>
  );
}
