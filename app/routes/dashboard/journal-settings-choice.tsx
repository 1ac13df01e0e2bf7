import { redirect } from "react-router";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { journalSettingsPath } from "~/lib/paths";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { findConfigurableJournals } from "~/modules/journal-settings/journal-settings.service.server";
import { JournalPicker } from "~/modules/journals/components/journal-picker";
import type { Route } from "./+types/journal-settings-choice";

export const handle: DashboardHandle = { title: "Journal Settings" };

export function meta() {
  return dashboardMeta("Journal Settings");
}

/**
 * The sidebar's Journal Settings: the settings of the one journal the user configures, or a choice
 * among several. Who may configure none gets the settings screen's Access Denied (403).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const journals = await orHttpError(() => findConfigurableJournals(user));
  if (journals.length === 1) throw redirect(journalSettingsPath(journals[0]!.shortName));
  return { journals };
}

export default function JournalSettingsChoicePage({ loaderData }: Route.ComponentProps) {
  const { journals } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeading title="Journal Settings" subtitle="Choose the journal whose settings you want to change." />
      {journals.length > 0 ? (
        <JournalPicker journals={journals} actionLabel="Open Settings" href={(j) => journalSettingsPath(j.shortName)} />
      ) : (
        <p className="text-sm text-slate-600">There are no journals yet.</p>
      )}
    </div>
  );
}
