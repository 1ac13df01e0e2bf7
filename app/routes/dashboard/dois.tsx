import { Fingerprint, Send } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { useHydrated } from "~/lib/use-hydrated";
import { requireUser } from "~/modules/auth/session.server";
import { DoiTable } from "~/modules/crossref/components/doi-table";
import {
  CROSSREF_MESSAGES as M,
  DOI_PAGE_SIZE,
  DOI_STATUS_FILTERS,
  DOI_STATUS_LABELS,
} from "~/modules/crossref/crossref.constants";
import { doiSearch, parseDoiQuery } from "~/modules/crossref/crossref.schemas";
import { depositArticleDoi, depositUnregistered, findDois } from "~/modules/crossref/crossref.service.server";
import type { Route } from "./+types/dois";
import { LoadError } from "~/components/dashboard/load-error";

export const handle: DashboardHandle = { title: "DOIs" };

export function meta() {
  return dashboardMeta("DOIs");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => findDois(user, parseDoiQuery(url.searchParams)));
}

type DoiActionData = { ok: boolean; message: string };

/** intent "deposit" (articleId: deposit or retry one DOI) or "deposit-unregistered" (journalId: bulk). */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const id = (name: string) => {
    const v = form?.get(name);
    return typeof v === "string" ? v.slice(0, 100) : "";
  };
  try {
    if (intent === "deposit") {
      await depositArticleDoi(user, id("articleId"));
      return data<DoiActionData>({ ok: true, message: M.queued });
    }
    if (intent === "deposit-unregistered") {
      const { articles } = await depositUnregistered(user, id("journalId"));
      return data<DoiActionData>({
        ok: true,
        message: `${M.queued}: ${articles} ${articles === 1 ? "article" : "articles"}`,
      });
    }
    return data<DoiActionData>({ ok: false, message: M.depositFailed }, { status: 400 });
  } catch (err) {
    // A refusal is the page's Access Denied; any other failure is the form's message.
    if (err instanceof AppError && err.status === 403) throw data({ message: err.message }, { status: 403 });
    if (err instanceof AppError)
      return data<DoiActionData>({ ok: false, message: err.message }, { status: err.status });
    throw err;
  }
}

export default function DoisPage({ loaderData }: Route.ComponentProps) {
  const { journals, journalId, status, page, pageCount, total, rows } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const interactive = useHydrated();
  const busy = navigation.state !== "idle";
  const query = { journalId, status, page };
  const here = `/dashboard/dois${doiSearch(query)}`;
  const journal = journals.find((j) => j.id === journalId);

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(M.depositFailed, { description: answer.message });
  }, [answer]);

  return (
    <div className="space-y-6">
      <PageHeading
        title="DOIs"
        subtitle="Each article's DOI and its registration with Crossref, with Crossref's own diagnostics."
        actions={
          journalId ? (
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="deposit-unregistered" />
              <input type="hidden" name="journalId" value={journalId} />
              <Button type="submit" disabled={!interactive || busy}>
                <Send aria-hidden="true" />
                Deposit all unregistered
              </Button>
            </Form>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <Form method="get" className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <label htmlFor="doi-journal" className="block text-sm font-medium text-slate-900">
              Journal
            </label>
            <NativeSelect id="doi-journal" name="journal" defaultValue={journalId ?? ""}>
              {journals.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <label htmlFor="doi-status" className="block text-sm font-medium text-slate-900">
              Status
            </label>
            <NativeSelect id="doi-status" name="status" defaultValue={status}>
              {DOI_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {DOI_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
        {journal && !journal.doiPrefix ? (
          <p className="border-b border-slate-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            This journal has no DOI prefix yet:{" "}
            <Link className="underline" to={`/journal/${journal.shortName}/settings`}>
              set it in the journal settings
            </Link>
            .
          </p>
        ) : null}
        {rows.length > 0 ? (
          <DoiTable rows={rows} action={here} interactive={interactive && !busy} />
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
            <Fingerprint className="size-9 text-slate-400" aria-hidden="true" />
            <p className="text-base font-semibold text-slate-800">No articles match.</p>
          </div>
        )}
        <ListPagination
          page={page}
          matching={total}
          pageCount={pageCount}
          pageSize={DOI_PAGE_SIZE}
          shown={rows.length}
          noun={total === 1 ? "article" : "articles"}
          href={(p) => `.${doiSearch({ ...query, page: p })}`}
        />
      </Card>
    </div>
  );
}

/** 'Failed to fetch DOI deposits' with Try Again (a 403 shows Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadError
      error={error}
      title={M.fetchFailed}
      message="The DOIs could not be loaded. Check your connection and try again."
    />
  );
}
