import { FileUp, Link2, RefreshCw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { Form, useActionData, useNavigation, useRevalidator } from "react-router";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { OJS_MESSAGES as M } from "../ojs-import.constants";
import type { OjsImportReport } from "../ojs-import.types";

export type ImportRunView = {
  id: string;
  fileName: string;
  status: "queued" | "running" | "done" | "failed";
  itemsDone: number;
  itemsTotal: number;
  report: OjsImportReport | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type ImportActionData = { intent: string; ok: boolean; message: string };

const STATUS_LABEL: Record<ImportRunView["status"], string> = {
  queued: "Waiting",
  running: "Importing",
  done: "Done",
  failed: "Refused or failed",
};

/** While a run waits or works, the screen reads its progress again every two seconds. */
function usePollWhile(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

function Counts({ label, counts }: { label: string; counts: Record<string, number> }) {
  return (
    <li>
      {label}: {counts.created} created, {counts.updated} updated, {counts.unchanged} unchanged, {counts.skipped}{" "}
      skipped
    </li>
  );
}

function RunRow({ run }: { run: ImportRunView }) {
  const working = run.status === "queued" || run.status === "running";
  return (
    // Focusable from script only: the run just sent takes the focus, which brings it into view.
    <li
      data-run-id={run.id}
      tabIndex={-1}
      className="space-y-2 rounded-md border-t border-slate-200 py-3 outline-none first:border-t-0 focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium break-all text-slate-900">{run.fileName}</p>
        <Badge variant={run.status === "failed" ? "danger" : run.status === "done" ? "success" : "secondary"}>
          {STATUS_LABEL[run.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        Started {formatDateTimeUtc(run.createdAt)}
        {run.finishedAt ? `, finished ${formatDateTimeUtc(run.finishedAt)}` : ""}
      </p>
      {run.itemsTotal > 0 && (
        <div>
          <progress
            className="h-2 w-full"
            max={run.itemsTotal}
            value={run.itemsDone}
            aria-label={`${run.fileName}: ${run.itemsDone} of ${run.itemsTotal} items`}
          />
          <p className="text-sm text-slate-700">
            {run.itemsDone} of {run.itemsTotal} items (issues and articles)
          </p>
        </div>
      )}
      {working && run.itemsTotal === 0 && <p className="text-sm text-slate-700">Reading and validating the file…</p>}
      {run.error && (
        <pre className="max-h-60 overflow-auto rounded-md bg-red-50 p-3 text-xs whitespace-pre-wrap text-red-900">
          {run.error}
        </pre>
      )}
      {run.report && run.status === "done" && (
        <div className="text-sm text-slate-700">
          <ul className="list-disc pl-5">
            <li>OJS version {run.report.version}</li>
            {run.report.users && (
              <li>
                Users: {run.report.users.invited} invited to set a password, {run.report.users.existing} already had an
                account, {run.report.users.skipped} skipped
              </li>
            )}
            <Counts label="Issues" counts={run.report.issues} />
            <Counts label="Articles" counts={run.report.articles} />
            <li>
              {run.report.authors} authors and {run.report.galleys} galleys written
            </li>
          </ul>
          {run.report.notes.length > 0 && (
            <details className="mt-2">
              <summary className="cursor-pointer">
                What was skipped or changed, and why ({run.report.notes.length})
              </summary>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {run.report.notes.map((n, i) => (
                  <li key={i}>
                    <span className="font-medium">{n.item}:</span> {n.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </li>
  );
}

function UploadCard({
  shortName,
  maxBytes,
  onQueued,
}: {
  shortName: string;
  maxBytes: number;
  /** The run the upload started, once the server has queued it. */
  onQueued: (runId: string) => void;
}) {
  const revalidator = useRevalidator();
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const action = `/journal/${shortName}/import/upload`;
  // A refusal is written under the file and told by a toast; the file field takes the focus, so
  // that on a phone the message is in view and the next file is chosen from there.
  const refuse = (form: HTMLFormElement, message: string) => {
    setRefusal(message);
    toast.error(message);
    form.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  };
  // With scripts, the file goes by fetch and a refusal stays on the screen; without, the form posts.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(undefined);
    setSending(true);
    try {
      const answer = await fetch(action, {
        method: "POST",
        body: new FormData(form),
        headers: { accept: "application/json" },
      });
      const body = (await answer.json().catch(() => null)) as { message?: string; run?: { id?: string } } | null;
      if (!answer.ok) {
        refuse(form, body?.message ?? M.uploadFailed);
        return;
      }
      toast.success(body?.message ?? M.queued);
      if (body?.run?.id) onQueued(body.run.id);
      form.reset();
      await revalidator.revalidate();
    } catch {
      refuse(form, M.uploadFailed);
    } finally {
      setSending(false);
    }
  }
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Import an export</CardTitle>
        <p className="text-sm text-slate-600">
          In OJS: Tools › Import/Export › Native XML Plugin, export issues or articles. Each file (at most{" "}
          {Math.round(maxBytes / (1024 * 1024))} MB) is checked against its OJS version&apos;s export format, then
          imported in the background, one issue at a time. Importing the same file again changes nothing.
        </p>
      </CardHeader>
      <CardContent>
        <form method="post" action={action} encType="multipart/form-data" onSubmit={submit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="ojs-file">OJS Native XML file</Label>
            <Input id="ojs-file" name="file" type="file" accept=".xml,application/xml,text/xml" required />
          </div>
          <FormRefusal message={refusal} />
          <Button type="submit" disabled={sending}>
            <FileUp aria-hidden="true" />
            {sending ? "Sending…" : "Import"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DoisCard() {
  const data = useActionData<ImportActionData>();
  const answer = data?.intent === "redeposit" ? data : undefined;
  const navigation = useNavigation();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>DOIs</CardTitle>
        <p className="text-sm text-slate-600">
          Imported DOIs are kept as they were and shown as registered. Once the articles are here, deposit them again so
          that Crossref sends readers to the new pages (the journal&apos;s Crossref account is used).
        </p>
      </CardHeader>
      <CardContent className="space-y-2">
        <Form method="post">
          <input type="hidden" name="intent" value="redeposit" />
          <Button
            type="submit"
            variant="outline"
            className="h-auto min-h-9 text-left whitespace-normal"
            disabled={navigation.state === "submitting"}
          >
            <RefreshCw aria-hidden="true" />
            Deposit imported DOIs with the new addresses
          </Button>
        </Form>
        {answer && !answer.ok && <FormRefusal message={answer.message} />}
        {answer?.ok && (
          <p role="status" className="text-sm text-green-700">
            {answer.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function OldAddressesCard({ bases }: { bases: { id: string; baseUrl: string }[] }) {
  const data = useActionData<ImportActionData>();
  const answer = data?.intent === "add-base" || data?.intent === "remove-base" ? data : undefined;
  const navigation = useNavigation();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Old addresses</CardTitle>
        <p className="text-sm text-slate-600">
          The journal&apos;s base URL on OJS, such as https://old.example.org/index.php/jpk (with or without index.php)
          or a host of its own. Point that host here: its article, galley, issue and home links then answer with a
          permanent redirect (301) to the pages and files here.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {bases.length > 0 ? (
          <ul className="space-y-2">
            {bases.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-all text-slate-900">{b.baseUrl}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-base" />
                  <input type="hidden" name="id" value={b.id} />
                  <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${b.baseUrl}`}>
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No old address yet.</p>
        )}
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="add-base" />
          <Label htmlFor="ojs-base-url">Old base URL</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="ojs-base-url"
              name="url"
              type="url"
              required
              placeholder="https://old.example.org/index.php/jpk"
            />
            <Button type="submit" disabled={navigation.state === "submitting"}>
              <Link2 aria-hidden="true" />
              Keep
            </Button>
          </div>
          {answer && !answer.ok && <FormRefusal message={answer.message} />}
          {answer?.ok && (
            <p role="status" className="text-sm text-green-700">
              {answer.message}
            </p>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}

/** "Issues: 1 created, 0 updated, 0 unchanged; articles: ..." for the toast that says a run is done. */
function reportSummary(report: OjsImportReport | null): string | undefined {
  if (!report) return undefined;
  const part = (label: string, c: Record<string, number>) =>
    `${label}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;
  return `${part("Issues", report.issues)}; ${part("articles", report.articles)}.`;
}

/**
 * The run an upload just started: on a phone the Imports list is far below the Import button, so
 * the run takes the focus (and the view) as soon as the list shows it, and a toast tells how it
 * ended. Returns what starts following a run.
 */
function useFollowedRun(runs: ImportRunView[], list: RefObject<HTMLUListElement | null>) {
  // A ref, not state: the runs the loader sends are what moves this on, and nothing renders it.
  const followed = useRef<{ id: string; shown: boolean } | null>(null);
  useEffect(() => {
    const current = followed.current;
    const run = current && runs.find((r) => r.id === current.id);
    if (!current || !run) return;
    if (!current.shown) {
      current.shown = true;
      const row = list.current?.querySelector<HTMLElement>(`[data-run-id="${run.id}"]`);
      row?.focus({ preventScroll: true });
      row?.scrollIntoView({ block: "center" });
    }
    if (run.status === "done") {
      toast.success(M.runDone(run.fileName), { description: reportSummary(run.report) });
      followed.current = null;
    } else if (run.status === "failed") {
      toast.error(M.runFailed(run.fileName), { description: run.error?.split("\n")[0] });
      followed.current = null;
    }
  }, [runs, list]);
  return (runId: string) => {
    followed.current = { id: runId, shown: false };
  };
}

export function OjsImportScreen({
  shortName,
  runs,
  oldBases,
  maxBytes,
}: {
  shortName: string;
  runs: ImportRunView[];
  oldBases: { id: string; baseUrl: string }[];
  maxBytes: number;
}) {
  usePollWhile(runs.some((r) => r.status === "queued" || r.status === "running"));
  const runsRef = useRef<HTMLUListElement>(null);
  const followed = useFollowedRun(runs, runsRef);
  return (
    // The imports list right under the upload (on a phone too), the old addresses and DOIs beside
    // them: what an Import does is read where it was asked for.
    <div className="grid min-w-0 grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <div className="grid min-w-0 gap-4">
        <UploadCard shortName={shortName} maxBytes={maxBytes} onQueued={followed} />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Imports</CardTitle>
          </CardHeader>
          <CardContent>
            {runs.length > 0 ? (
              <ul ref={runsRef} aria-live="polite">
                {runs.map((run) => (
                  <RunRow key={run.id} run={run} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Nothing imported yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid min-w-0 gap-4">
        <OldAddressesCard bases={oldBases} />
        <DoisCard />
      </div>
    </div>
  );
}
