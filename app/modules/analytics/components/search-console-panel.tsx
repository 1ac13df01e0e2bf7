import { PlugZap, RefreshCw, Unplug, Upload } from "lucide-react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, Textarea } from "~/components/ui/input";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useHydrated } from "~/lib/use-hydrated";
import { ANALYTICS_MESSAGES as M } from "../analytics.constants";
import type { AnalyticsScreen } from "../analytics.types";
import { formatDateTimeUtc } from "~/lib/format-date";

export type AnalyticsActionData = { ok: boolean; message: string };

function useToastedFetcher(failure: string) {
  const fetcher = useFetcher<AnalyticsActionData>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) toast.success(answer.message);
    else toast.error(failure, { description: answer.message });
  });
  return fetcher;
}

/** Upload a Performance export: Pages.csv with Dates.csv, or the export's .zip. */
function UploadForm({ action }: { action: string }) {
  const fetcher = useToastedFetcher(M.uploadFailed);
  const interactive = useHydrated();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} encType="multipart/form-data" className="space-y-4">
      <input type="hidden" name="intent" value="upload" />
      <div>
        <h3 className="text-base font-semibold text-slate-900">Upload a Performance export</h3>
        <p className="mt-1 text-sm text-slate-600">
          In Search Console, open Performance, choose the date range and export as CSV. Upload the .zip, or its
          Pages.csv and Dates.csv. The range is read from Dates.csv; without it, give the range below.
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor="gsc-files">Export files</Label>
        <Input id="gsc-files" name="files" type="file" multiple accept=".csv,.zip,text/csv,application/zip" required />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="gsc-start">First day (without Dates.csv)</Label>
          <Input id="gsc-start" name="startDate" type="date" />
        </div>
        <div className="space-y-1">
          <Label htmlFor="gsc-end">Last day (without Dates.csv)</Label>
          <Input id="gsc-end" name="endDate" type="date" />
        </div>
      </div>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {fetcher.data.message}
        </p>
      ) : null}
      <Button type="submit" disabled={!interactive || busy}>
        <Upload aria-hidden="true" />
        {busy ? "Uploading..." : "Upload export"}
      </Button>
    </fetcher.Form>
  );
}

/** The Search Analytics API: the property and a service account key (stored encrypted). */
function ConnectionForm({ action, connection }: { action: string; connection: AnalyticsScreen["searchConsole"] }) {
  const fetcher = useToastedFetcher(M.settingsFailed);
  const actions = useToastedFetcher(M.settingsFailed);
  const interactive = useHydrated();
  const busy = fetcher.state !== "idle" || actions.state !== "idle";
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-semibold text-slate-900">Search Console API</h3>
        <p className="mt-1 text-sm text-slate-600">
          Add a service account as a user of the property in Search Console, then paste its key file here. The figures
          are read once a day, per page and day.
        </p>
      </div>
      {connection ? (
        <div
          className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="gsc-connection"
        >
          <p>
            Connected to <span className="font-medium">{connection.siteUrl}</span> as {connection.clientEmail}.
          </p>
          <p>{connection.lastSyncAt ? `Last read ${formatDateTimeUtc(connection.lastSyncAt)}.` : "Not read yet."}</p>
          {connection.lastError ? <p className="text-red-700">Last error: {connection.lastError}</p> : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <actions.Form method="post" action={action}>
              <input type="hidden" name="intent" value="sync" />
              <Button type="submit" variant="outline" size="sm" disabled={!interactive || busy}>
                <RefreshCw aria-hidden="true" />
                Read now
              </Button>
            </actions.Form>
            <actions.Form method="post" action={action}>
              <input type="hidden" name="intent" value="disconnect" />
              <Button type="submit" variant="outline" size="sm" disabled={!interactive || busy}>
                <Unplug aria-hidden="true" />
                Disconnect
              </Button>
            </actions.Form>
          </div>
        </div>
      ) : null}
      <fetcher.Form method="post" action={action} className="space-y-3">
        <input type="hidden" name="intent" value="connect" />
        <div className="space-y-1">
          <Label htmlFor="gsc-site">Property</Label>
          <Input
            id="gsc-site"
            name="siteUrl"
            placeholder="https://journals.example.org/ or sc-domain:example.org"
            defaultValue={connection?.siteUrl ?? ""}
            required
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="gsc-key">Service account key (JSON)</Label>
          <Textarea id="gsc-key" name="key" rows={4} placeholder='{"type": "service_account", ...}' required />
        </div>
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className="text-sm text-red-700">
            {fetcher.data.message}
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={!interactive || busy}>
          <PlugZap aria-hidden="true" />
          Save connection
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** Admins: the upload and the API connection; editors: who connects it. */
export function SearchConsoleSettings({ screen, action }: { screen: AnalyticsScreen; action: string }) {
  if (!screen.canManage) {
    return <p className="text-sm text-slate-600">Search Console data are uploaded or connected by an administrator.</p>;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-4 sm:p-6">
        <UploadForm action={action} />
      </Card>
      <Card className="p-4 sm:p-6">
        <ConnectionForm action={action} connection={screen.searchConsole} />
      </Card>
    </div>
  );
}
