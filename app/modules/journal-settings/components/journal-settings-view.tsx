import * as TabsPrimitive from "@radix-ui/react-tabs";
import { Suspense } from "react";
import { lazyPart } from "~/components/ui/lazy-part";
import {
  ArrowLeft,
  BookOpen,
  Fingerprint,
  IndianRupee,
  Lock,
  Bell,
  Palette,
  Search,
  UsersRound,
  Workflow,
} from "lucide-react";
import { HydrationSlice } from "~/components/hydration-slice";
import { Link } from "~/components/link";
import { useDashboardUser } from "~/components/dashboard/use-dashboard-user";
import { can } from "~/modules/auth/permissions";
import { Card } from "~/components/ui/card";
import type { JournalSettingsPage } from "../journal-settings.types";
import { OjsImportLink } from "~/modules/ojs-import/components/ojs-import-link";
import { ReviewQuestionsLink } from "~/modules/reviews/components/review-questions-link";
import { EmailTemplatesLink } from "~/modules/mail/components/email-templates-link";
import { PublicationPanel } from "./publication-panel";

// The theme designer (which checks its fields with zod as they change) loads when its tab is
// first opened, fetched on hover or focus of the tab (ADR 076).
const loadThemePanel = () => import("~/modules/journal-themes/components/theme-design-panel");
const ThemeDesignPanel = lazyPart(() => loadThemePanel().then((m) => m.ThemeDesignPanel));
const preloadThemePanel = () => void loadThemePanel().catch(() => {});
// So do the tabs after Publication (the first screen).
const EditorialPanel = lazyPart(() => import("./editorial-panel").then((m) => m.EditorialPanel));
const DoiPanel = lazyPart(() => import("./doi-panel").then((m) => m.DoiPanel));
const ChargesPanel = lazyPart(() => import("~/modules/invoices/components/charges-panel").then((m) => m.ChargesPanel));
const AccessPanel = lazyPart(() => import("./access-panel").then((m) => m.AccessPanel));
const NotificationsPanel = lazyPart(() => import("./access-panel").then((m) => m.NotificationsPanel));
const SeoPanel = lazyPart(() => import("./seo-panel").then((m) => m.SeoPanel));

const TABS = [
  { value: "theme", label: "Theme & Design", icon: Palette },
  { value: "publication", label: "Publication", icon: BookOpen },
  { value: "editorial", label: "Editorial Workflow", icon: Workflow },
  { value: "doi", label: "DOI & Crossref", icon: Fingerprint },
  { value: "charges", label: "Charges", icon: IndianRupee },
  { value: "access", label: "Access Control", icon: Lock },
  { value: "notifications", label: "Notifications", icon: Bell },
  { value: "seo", label: "SEO & Metadata", icon: Search },
] as const;

function EditorsCard({ editors }: { editors: JournalSettingsPage["editors"] }) {
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <UsersRound className="size-4" aria-hidden="true" />
        Editors
      </h2>
      {editors.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No editor holds this journal yet.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label="Editors of this journal">
          {editors.map((e) => (
            <li key={e.id} className="text-sm">
              <span className="font-medium text-slate-900">{e.name}</span>
              <span className="block truncate text-slate-600">{e.email}</span>
              {e.allJournals ? <span className="text-xs text-slate-500">Editor of every journal</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A tab's panel while its code is loading. */
function PanelPending() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading…
    </p>
  );
}

/**
 * The journal settings screen: seven vertical tabs (a scrolling row on phones) and the journal's
 * editors. The tabs' list and the open panel are each a slice of the page's hydration.
 */
export function JournalSettingsView({ page }: { page: JournalSettingsPage }) {
  const { journal, settings, editors, choiceOfJournals } = page;
  // The spec's back link is to the journals list, which is the admins' own: an editor would land
  // on 'Access Denied' there, so theirs goes back where the sidebar's Journal Settings led them: its
  // choice of their journals, or for an editor of one journal (led straight here) the dashboard.
  const back = can(useDashboardUser(), "journals.manage")
    ? { to: "/dashboard/journals", label: "Back to Journals" }
    : choiceOfJournals
      ? { to: "/dashboard/journal-settings", label: "Back to Journal Settings" }
      : { to: "/dashboard", label: "Back to Dashboard" };
  return (
    <div className="space-y-6">
      <div>
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Journal Settings</h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">
          {journal.title} <span className="uppercase text-slate-500">({journal.shortName})</span>
        </p>
      </div>

      <TabsPrimitive.Root
        defaultValue="publication"
        orientation="vertical"
        className="grid gap-6 lg:grid-cols-[14rem_1fr]"
      >
        <div className="min-w-0 space-y-4">
          <HydrationSlice>
            <TabsPrimitive.List
              aria-label="Settings sections"
              className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
            >
              {TABS.map(({ value, label, icon: Icon }) => (
                <TabsPrimitive.Trigger
                  key={value}
                  value={value}
                  {...(value === "theme" ? { onPointerEnter: preloadThemePanel, onFocus: preloadThemePanel } : {})}
                  className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=active]:bg-blue-50 data-[state=active]:text-blue-800"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </TabsPrimitive.Trigger>
              ))}
            </TabsPrimitive.List>
          </HydrationSlice>
          <div className="hidden lg:block">
            <EditorsCard editors={editors} />
          </div>
        </div>
        <HydrationSlice>
          <Card className="min-w-0 p-4 sm:p-6">
            <Suspense fallback={<PanelPending />}>
              <TabsPrimitive.Content value="theme" className="space-y-4 focus-visible:outline-none">
                <h2 className="text-lg font-semibold text-slate-900">Theme & Design</h2>
                <ThemeDesignPanel journalId={journal.id} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="publication" className="focus-visible:outline-none">
                <PublicationPanel settings={settings} />
                <OjsImportLink journalId={journal.id} shortName={journal.shortName} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="editorial" className="focus-visible:outline-none">
                <EditorialPanel settings={settings} />
                <ReviewQuestionsLink journalId={journal.id} shortName={journal.shortName} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="doi" className="focus-visible:outline-none">
                <DoiPanel journalId={journal.id} doiPrefix={journal.doiPrefix} crossref={page.crossref} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="charges" className="focus-visible:outline-none">
                <ChargesPanel journalId={journal.id} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="access" className="focus-visible:outline-none">
                <AccessPanel settings={settings} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="notifications" className="focus-visible:outline-none">
                <NotificationsPanel settings={settings} />
                <EmailTemplatesLink shortName={journal.shortName} />
              </TabsPrimitive.Content>
              <TabsPrimitive.Content value="seo" className="focus-visible:outline-none">
                <SeoPanel settings={settings} />
              </TabsPrimitive.Content>
            </Suspense>
          </Card>
        </HydrationSlice>
        <div className="lg:hidden">
          <EditorsCard editors={editors} />
        </div>
      </TabsPrimitive.Root>
    </div>
  );
}
