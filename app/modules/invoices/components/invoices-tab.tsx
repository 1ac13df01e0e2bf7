import { Download, FileText, Receipt } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField, InputField, fieldA11y, invalidClass } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { formatMoney } from "../invoice-money";
import type { InvoiceActionAnswer, InvoiceDocumentState, InvoicesTabData, InvoiceView } from "../invoices.types";

const STATUS_TONE: Record<InvoiceView["status"], string> = {
  issued: "bg-amber-100 text-amber-900",
  payment_reported: "bg-blue-100 text-blue-900",
  paid: "bg-emerald-100 text-emerald-900",
  waived: "bg-emerald-100 text-emerald-900",
  refunded: "bg-slate-200 text-slate-800",
  cancelled: "bg-slate-200 text-slate-700",
};

const LEDGER_LABELS: Record<string, string> = {
  issued: "Invoice issued",
  waived: "Waived (country on the journal's waiver list)",
  waiver_requested: "Waiver requested",
  waiver_granted: "Waiver granted",
  waiver_refused: "Waiver refused",
  payment_reported: "Payment reported",
  payment_rejected: "Reported payment rejected",
  paid: "Payment confirmed",
  online_payment_started: "Online payment started",
  refunded: "Refund recorded",
  cancelled: "Cancelled",
};

const day = (iso: string) => iso.slice(0, 10);

/** One of the tab's forms: posts to the invoices endpoint, toasts the answer, shows field errors. */
function InvoiceForm({
  submissionId,
  invoiceId,
  intent,
  label,
  children,
  multipart,
  variant,
}: {
  submissionId: string;
  invoiceId: string;
  intent: string;
  label: string;
  children?: (errors: Record<string, string>) => ReactNode;
  multipart?: boolean;
  variant?: "default" | "outline" | "destructive";
}) {
  const fetcher = useFetcher<InvoiceActionAnswer>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok && answer.redirect) window.location.assign(answer.redirect);
    else if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <fetcher.Form
      method="post"
      action={`/submission/${submissionId}/invoices`}
      encType={multipart ? "multipart/form-data" : undefined}
      className="space-y-3"
      noValidate
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      {children?.(errors)}
      {fetcher.data && !fetcher.data.ok && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {fetcher.data.message}
        </p>
      ) : null}
      <Button type="submit" variant={variant ?? "default"} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Saving..." : label}
      </Button>
    </fetcher.Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-slate-200 p-3 [&[open]>summary]:mb-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{title}</summary>
      {children}
    </details>
  );
}

function NoteField({
  id,
  label = "Note to the author",
  errors,
}: {
  id: string;
  label?: string;
  errors: Record<string, string>;
}) {
  return (
    <FormField id={id} label={label} optional error={errors.note}>
      <Textarea id={id} name="note" rows={2} maxLength={2000} {...fieldA11y(id, { error: errors.note })} />
    </FormField>
  );
}

function AuthorActions({ submissionId, invoice }: { submissionId: string; invoice: InvoiceView }) {
  const id = (name: string) => `invoice-${invoice.id}-${name}`;
  return (
    <>
      {invoice.can.payOnline ? (
        <InvoiceForm submissionId={submissionId} invoiceId={invoice.id} intent="pay-online" label="Pay online" />
      ) : null}
      {invoice.can.reportPayment ? (
        <Section title="Report a payment">
          <InvoiceForm
            submissionId={submissionId}
            invoiceId={invoice.id}
            intent="report-payment"
            label="Report payment"
            multipart
          >
            {(errors) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id={id("method")} label="Paid by" error={errors.method}>
                  <NativeSelect id={id("method")} name="method" defaultValue={invoice.upiId ? "upi" : "bank_transfer"}>
                    <option value="bank_transfer">Bank transfer</option>
                    {invoice.upiId ? <option value="upi">UPI</option> : null}
                  </NativeSelect>
                </FormField>
                <InputField
                  id={id("reference")}
                  name="reference"
                  label="Bank reference or UPI transaction id"
                  autoComplete="off"
                  maxLength={100}
                  error={errors.reference}
                />
                <InputField id={id("paidOn")} name="paidOn" type="date" label="Date of payment" error={errors.paidOn} />
                <InputField
                  id={id("amount")}
                  name="amount"
                  label={`Amount paid (${invoice.currency})`}
                  inputMode="decimal"
                  defaultValue={(invoice.totalMinor / 100).toFixed(2)}
                  error={errors.amount}
                />
                <FormField id={id("file")} label="Receipt (PDF, PNG or JPEG)" optional className="sm:col-span-2">
                  <input
                    id={id("file")}
                    name="file"
                    type="file"
                    accept=".pdf,.png,.jpg,.jpeg"
                    className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
                  />
                </FormField>
              </div>
            )}
          </InvoiceForm>
        </Section>
      ) : null}
      {invoice.can.requestWaiver ? (
        <Section title="Request a waiver">
          <InvoiceForm
            submissionId={submissionId}
            invoiceId={invoice.id}
            intent="request-waiver"
            label="Request waiver"
            variant="outline"
          >
            {(errors) => (
              <FormField
                id={id("reason")}
                label="Why should the charge be waived?"
                hint="For example: authors from a low-income country, or without funding. The editors decide."
                error={errors.reason}
              >
                <Textarea
                  id={id("reason")}
                  name="reason"
                  rows={3}
                  maxLength={2000}
                  className={cn(errors.reason && invalidClass)}
                  {...fieldA11y(id("reason"), { hint: true, error: errors.reason })}
                />
              </FormField>
            )}
          </InvoiceForm>
        </Section>
      ) : null}
    </>
  );
}

function EditorActions({
  submissionId,
  invoice,
  refundPercent,
}: {
  submissionId: string;
  invoice: InvoiceView;
  refundPercent: number;
}) {
  const id = (name: string) => `invoice-${invoice.id}-${name}`;
  const pending = invoice.waivers.find((w) => w.status === "pending");
  return (
    <>
      {invoice.can.decideWaiver && pending ? (
        <Section title="Decide the waiver request">
          <blockquote className="mb-3 border-l-4 border-slate-200 pl-3 text-sm text-slate-700">
            {pending.reason}
          </blockquote>
          <div className="space-y-4">
            <InvoiceForm submissionId={submissionId} invoiceId={invoice.id} intent="decide-waiver" label="Grant waiver">
              {(errors) => (
                <>
                  <input type="hidden" name="decision" value="grant" />
                  <FormField id={id("extent")} label="Waive">
                    <NativeSelect id={id("extent")} name="extent" defaultValue="partial">
                      <option value="partial">Part of the charge (a revised invoice asks for the rest)</option>
                      <option value="full">The whole charge</option>
                    </NativeSelect>
                  </FormField>
                  <InputField
                    id={id("waivedAmount")}
                    name="waivedAmount"
                    label={`Amount waived (${invoice.currency}), for a partial waiver`}
                    inputMode="decimal"
                    error={errors.waivedAmount}
                  />
                  <NoteField id={id("grant-note")} errors={errors} />
                </>
              )}
            </InvoiceForm>
            <InvoiceForm
              submissionId={submissionId}
              invoiceId={invoice.id}
              intent="decide-waiver"
              label="Refuse waiver"
              variant="outline"
            >
              {(errors) => (
                <>
                  <input type="hidden" name="decision" value="refuse" />
                  <NoteField id={id("refuse-note")} errors={errors} />
                </>
              )}
            </InvoiceForm>
          </div>
        </Section>
      ) : null}
      {invoice.can.confirmPayment ? (
        <Section title="Confirm the reported payment">
          <p className="mb-3 text-sm text-slate-700">
            Check the payment against the account before confirming: the author then receives the receipt.
          </p>
          <div className="flex flex-wrap gap-3">
            <InvoiceForm
              submissionId={submissionId}
              invoiceId={invoice.id}
              intent="confirm-payment"
              label="Confirm payment"
            />
            <InvoiceForm
              submissionId={submissionId}
              invoiceId={invoice.id}
              intent="reject-payment"
              label="Not received"
              variant="outline"
            />
          </div>
        </Section>
      ) : null}
      {invoice.can.refund ? (
        <Section title="Record a refund">
          <InvoiceForm
            submissionId={submissionId}
            invoiceId={invoice.id}
            intent="refund"
            label="Record refund"
            variant="outline"
          >
            {(errors) => (
              <>
                <FormField id={id("refund-reason")} label="Reason">
                  <NativeSelect id={id("refund-reason")} name="reason" defaultValue="withdrawn_before_typesetting">
                    <option value="withdrawn_before_typesetting">
                      Withdrawn before typesetting ({refundPercent}% of the amount paid:{" "}
                      {formatMoney(Math.floor((invoice.totalMinor * refundPercent) / 100), invoice.currency)})
                    </option>
                    <option value="other">Other (enter the amount)</option>
                  </NativeSelect>
                </FormField>
                <InputField
                  id={id("refund-amount")}
                  name="amount"
                  label={`Amount refunded (${invoice.currency}), for another reason`}
                  inputMode="decimal"
                  error={errors.amount}
                />
                <NoteField id={id("refund-note")} errors={errors} />
              </>
            )}
          </InvoiceForm>
        </Section>
      ) : null}
      {invoice.can.cancel ? (
        <Section title="Cancel this invoice">
          <InvoiceForm
            submissionId={submissionId}
            invoiceId={invoice.id}
            intent="cancel"
            label="Cancel invoice"
            variant="destructive"
          >
            {(errors) => <NoteField id={id("cancel-note")} label="Why" errors={errors} />}
          </InvoiceForm>
        </Section>
      ) : null}
    </>
  );
}

const DOCUMENT_TEXT = {
  invoice: {
    link: "Invoice PDF",
    preparing: "The PDF is being prepared.",
    failed: "The invoice PDF could not be made.",
  },
  receipt: {
    link: "Receipt PDF",
    preparing: "The receipt is being prepared.",
    failed: "The receipt could not be made.",
  },
};

/** An invoice's PDF or its receipt: its link once stored; else whether it is on its way or failed (editors can have it made again). */
function InvoiceDocument({
  submissionId,
  invoice,
  document,
  state,
}: {
  submissionId: string;
  invoice: InvoiceView;
  document: "invoice" | "receipt";
  state: InvoiceDocumentState;
}) {
  const text = DOCUMENT_TEXT[document];
  if (state === "ready") {
    const Icon = document === "invoice" ? FileText : Receipt;
    return (
      <Button asChild variant="outline" size="sm">
        <a href={`/invoices/${invoice.id}/${document}`} target="_blank" rel="noreferrer">
          <Icon aria-hidden="true" />
          {text.link}
        </a>
      </Button>
    );
  }
  if (state === "preparing") return <p className="text-sm text-slate-500">{text.preparing}</p>;
  return (
    <div className="space-y-2" data-testid={`${document}-failed`}>
      <p className="text-sm text-red-700">
        {text.failed}
        {invoice.can.makeDocumentAgain ? null : " The journal's editors can have it made again."}
      </p>
      {invoice.can.makeDocumentAgain ? (
        <InvoiceForm
          submissionId={submissionId}
          invoiceId={invoice.id}
          intent="make-document-again"
          label="Make it again"
          variant="outline"
        >
          {() => <input type="hidden" name="document" value={document} />}
        </InvoiceForm>
      ) : null}
    </div>
  );
}

function InvoiceCard({
  submissionId,
  invoice,
  data,
}: {
  submissionId: string;
  invoice: InvoiceView;
  data: InvoicesTabData;
}) {
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="invoice" aria-labelledby={`invoice-${invoice.id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`invoice-${invoice.id}-title`} className="break-all font-mono text-base font-semibold text-slate-900">
            Invoice {invoice.number}
          </h2>
          <p className="text-sm text-slate-600">
            Issued {day(invoice.issuedAt)} to {invoice.recipient.name}
            {invoice.recipient.country ? ` (${invoice.recipient.country})` : ""}
            {invoice.replaces ? `; replaces ${invoice.replaces}` : ""}
            {invoice.replacedBy ? `; replaced by ${invoice.replacedBy}` : ""}
          </p>
        </div>
        <Badge className={STATUS_TONE[invoice.status]} data-testid="invoice-status">
          {invoice.statusLabel}
        </Badge>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Article processing charge</dt>
        <dd className="text-right tabular-nums">{invoice.listAmount}</dd>
        {invoice.gst ? (
          <>
            <dt className="text-slate-600">Taxable value</dt>
            <dd className="text-right tabular-nums">{invoice.taxable}</dd>
            <dt className="text-slate-600">GST @ {invoice.gstRate}</dt>
            <dd className="text-right tabular-nums">{invoice.gst}</dd>
          </>
        ) : null}
        {invoice.waived ? (
          <>
            <dt className="text-slate-600">Waiver granted</dt>
            <dd className="text-right tabular-nums" data-testid="invoice-waived">
              −{invoice.waived}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="invoice-total">
          {invoice.total}
        </dd>
        {invoice.refunded ? (
          <>
            <dt className="text-slate-600">Refunded</dt>
            <dd className="text-right tabular-nums">{invoice.refunded}</dd>
          </>
        ) : null}
      </dl>
      {invoice.status === "issued" && (invoice.bankDetails || invoice.upiId) ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">How to pay</p>
          {invoice.bankDetails ? (
            <p className="whitespace-pre-line break-words">Bank transfer: {invoice.bankDetails}</p>
          ) : null}
          {invoice.upiId ? <p className="break-all">UPI: {invoice.upiId}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <InvoiceDocument submissionId={submissionId} invoice={invoice} document="invoice" state={invoice.pdf} />
        {invoice.receipt ? (
          <InvoiceDocument submissionId={submissionId} invoice={invoice} document="receipt" state={invoice.receipt} />
        ) : null}
      </div>
      {invoice.payments.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Payments</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {invoice.payments.map((p) => (
              <li key={p.id} className="break-words">
                {p.method} {p.reference}, {p.amount} on {p.paidOn}: {p.status}
                {p.hasFile ? (
                  <a
                    className="ml-2 inline-flex items-center gap-1 text-blue-700 underline"
                    href={`/invoices/${invoice.id}/payment-${p.id}`}
                  >
                    <Download className="size-3" aria-hidden="true" />
                    receipt file
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {invoice.waivers.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Waiver requests</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {invoice.waivers.map((w) => (
              <li key={w.id} className="break-words">
                {day(w.createdAt)}: {w.status}
                {w.waived ? ` (${w.waived} waived)` : ""}
                {w.note ? `: ${w.note}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AuthorActions submissionId={submissionId} invoice={invoice} />
      {data.editor ? (
        <EditorActions submissionId={submissionId} invoice={invoice} refundPercent={data.refundPercent} />
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">History</h3>
        <ol className="mt-1 space-y-1 text-sm text-slate-600">
          {invoice.ledger.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{e.at.slice(0, 16).replace("T", " ")}</time> {LEDGER_LABELS[e.kind] ?? e.kind}
              {e.amount ? `: ${e.amount}` : ""}
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

/** An editor's 'Issue invoice': for a manuscript accepted before the journal charged, or after a cancellation. */
function IssueInvoice({ submissionId }: { submissionId: string }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Issue an invoice</h2>
      <p className="mt-1 text-sm text-slate-600">
        No invoice of this accepted manuscript counts. Issue one to the corresponding author at the journal's charge.
      </p>
      <div className="mt-3">
        <InvoiceForm submissionId={submissionId} invoiceId="" intent="issue" label="Issue invoice">
          {() => (
            <FormField id={`issue-${submissionId}-category`} label="Charge">
              <NativeSelect id={`issue-${submissionId}-category`} name="category" defaultValue="indian">
                <option value="indian">Indian author (INR, with GST)</option>
                <option value="international">International author (USD)</option>
              </NativeSelect>
            </FormField>
          )}
        </InvoiceForm>
      </div>
    </Card>
  );
}

/** The submission's Invoices tab: its article processing charge invoices, to its author and the journal's editors. */
export function InvoicesTab({ submissionId, data }: { submissionId: string; data: InvoicesTabData }) {
  if (data.invoices.length === 0) {
    return (
      <div className="space-y-4">
        <Card className="p-6 text-sm text-slate-600">
          <h2 className="text-lg font-semibold text-slate-900">Invoices</h2>
          <p className="mt-2">
            {data.chargesEnabled
              ? "No invoice yet: the article processing charge is invoiced to the corresponding author once the manuscript is accepted."
              : "This journal does not charge article processing charges through the platform."}
          </p>
        </Card>
        {data.canIssue ? <IssueInvoice submissionId={submissionId} /> : null}
      </div>
    );
  }
  return (
    <section className="space-y-4" aria-label="Invoices">
      {data.canIssue ? <IssueInvoice submissionId={submissionId} /> : null}
      {data.invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} submissionId={submissionId} invoice={invoice} data={data} />
      ))}
    </section>
  );
}
