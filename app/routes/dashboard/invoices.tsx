import { Download, ReceiptIndianRupee } from "lucide-react";
import { Form } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { LoadError } from "~/components/dashboard/load-error";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  INVOICE_FILTER_LABELS,
  INVOICE_FILTERS,
  INVOICE_PAGE_SIZE,
  type InvoiceFilter,
} from "~/modules/invoices/invoices.constants";
import { listInvoices } from "~/modules/invoices/invoices.service.server";
import type { Route } from "./+types/invoices";

export const handle: DashboardHandle = { title: "Invoices" };

export function meta() {
  return dashboardMeta("Invoices");
}

function filterOf(value: string | null): InvoiceFilter {
  return INVOICE_FILTERS.includes(value as InvoiceFilter) ? (value as InvoiceFilter) : "all";
}

/** The invoices of the journals the user edits (editors, admins), with filters; admins also see totals. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const filter = filterOf(url.searchParams.get("filter"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const result = await orHttpError(() => listInvoices(user, { filter, page }));
  return { ...result, filter };
}

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, totals, filter } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Invoices"
        subtitle="Article processing charges of the journals you edit."
        actions={
          <Button asChild variant="outline">
            <a href={`/dashboard/invoices/export.csv?filter=${filter}`} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      {totals ? (
        <Card className="overflow-x-auto">
          <h2 className="px-4 pt-4 text-lg font-semibold text-slate-900">Totals per journal and currency</h2>
          {totals.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">No invoice has been issued yet.</p>
          ) : (
            <table className="mt-2 w-full min-w-[40rem] text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th className="px-4 py-2 font-medium">Journal</th>
                  <th className="px-4 py-2 font-medium">Currency</th>
                  <th className="px-4 py-2 text-right font-medium">Invoices</th>
                  <th className="px-4 py-2 text-right font-medium">Invoiced</th>
                  <th className="px-4 py-2 text-right font-medium">Paid</th>
                  <th className="px-4 py-2 text-right font-medium">Waived</th>
                  <th className="px-4 py-2 text-right font-medium">Refunded</th>
                  <th className="px-4 py-2 text-right font-medium">Outstanding</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((t) => (
                  <tr key={`${t.journal}-${t.currency}`} className="border-t border-slate-100">
                    <td className="px-4 py-2">{t.journal}</td>
                    <td className="px-4 py-2">{t.currency}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{t.invoices}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{t.invoiced}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{t.paid}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{t.waived}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{t.refunded}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{t.outstanding}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      ) : null}
      <Card className="overflow-hidden">
        <Form method="get" className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <label htmlFor="invoice-filter" className="block text-sm font-medium text-slate-900">
              Show
            </label>
            <NativeSelect id="invoice-filter" name="filter" defaultValue={filter}>
              {INVOICE_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {INVOICE_FILTER_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </Form>
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
            <ReceiptIndianRupee className="size-9 text-slate-400" aria-hidden="true" />
            <p className="text-base font-semibold text-slate-800">No invoices match.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Invoices">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-all font-mono text-sm font-semibold text-slate-900">
                    {r.submissionId ? (
                      <Link className="hover:underline" to={`/submission/${r.submissionId}?tab=invoices`}>
                        {r.number}
                      </Link>
                    ) : (
                      r.number
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {r.submissionCode} · {r.recipient} · issued {r.issuedAt.slice(0, 10)}
                    {r.paidAt ? ` · paid ${r.paidAt.slice(0, 10)}` : ""}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span className="tabular-nums text-sm font-medium">{r.total}</span>
                  <Badge variant="outline">{r.statusLabel}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ListPagination
          page={page}
          matching={total}
          pageCount={pageCount}
          pageSize={INVOICE_PAGE_SIZE}
          shown={rows.length}
          noun={total === 1 ? "invoice" : "invoices"}
          href={(p) => `?filter=${filter}&page=${p}`}
        />
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadError
      error={error}
      title="Failed to fetch invoices"
      message="The invoices could not be loaded. Please try again."
    />
  );
}
