import { AppError } from "~/lib/errors";
import { requireUser } from "~/modules/auth/session.server";
import { INVOICE_FILTERS, type InvoiceFilter } from "~/modules/invoices/invoices.constants";
import { exportInvoicesCsv } from "~/modules/invoices/invoices.service.server";
import type { Route } from "./+types/invoices-export";

/** GET /dashboard/invoices/export.csv?filter=...: the filtered invoices of the user's journals, for accounting. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const value = url.searchParams.get("filter");
  const filter = INVOICE_FILTERS.includes(value as InvoiceFilter) ? (value as InvoiceFilter) : "all";
  try {
    const csv = await exportInvoicesCsv(user, filter);
    return new Response(`\uFEFF${csv}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="invoices-${filter}-${new Date().toISOString().slice(0, 10)}.csv"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (err) {
    if (err instanceof AppError) {
      return new Response(err.message, {
        status: err.status,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
      });
    }
    throw err;
  }
}
