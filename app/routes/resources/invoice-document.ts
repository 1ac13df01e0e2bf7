import { invoiceDocumentLink } from "~/modules/invoices/invoices.service.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import type { Route } from "./+types/invoice-document";

/**
 * GET /invoices/:invoiceId/:document (invoice, receipt, or payment-<paymentId> for an uploaded
 * payment receipt): 302 to a short-lived signed URL (JSON with ?format=json), for the invoice's
 * author and the journal's editors; 404 for anyone else. A cancelled invoice's PDF comes marked
 * CANCELLED or VOID (ADR 084).
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const which =
    params.document === "invoice" || params.document === "receipt"
      ? params.document
      : { paymentId: params.document.replace(/^payment-/, "") };
  return answerDownload({ request, url }, (user) => invoiceDocumentLink(user, params.invoiceId, which));
}
