// The text of the article processing charges page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { Building2, IndianRupee, Mail, Smartphone, Wallet } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { StaticPage } from "~/components/content/static-page";
import { StepList } from "~/components/content/step-list";
import { Button } from "~/components/ui/button";
import { APC, contactPath } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";
import type { JournalCharges } from "~/modules/invoices/invoices.types";

const TOC = [
  { id: "fee-structure", label: "Fee structure" },
  { id: "waivers", label: "Waivers" },
  { id: "what-it-covers", label: "What the APC covers" },
  { id: "payment-methods", label: "Payment methods" },
  { id: "payment-process", label: "Payment process" },
  { id: "inquiries", label: "Inquiries" },
  { id: "notes", label: "Important notes" },
];

const FEES = [
  { ...APC.indian, currency: "Indian Rupees (INR)", Icon: IndianRupee },
  { ...APC.international, currency: "US Dollars (USD)", Icon: Wallet },
];

/**
 * `journalCharges`: the journals whose invoices carry amounts of their own (the page's loader); the
 * contact assistant reads the page without them.
 */
export default function ArticleProcessingChargesPage({ journalCharges = [] }: { journalCharges?: JournalCharges[] }) {
  return (
    <StaticPage
      title="Article Processing Charges"
      crumb="Article Processing Charges"
      eyebrow="Financial Policies"
      icon={Wallet}
      lead="Our journals are fully open access: readers pay nothing. Publishing costs are covered by a single article processing charge (APC), payable only after your manuscript has been accepted."
      highlights={["No submission or review fees", "Pay only after acceptance"]}
      toc={TOC}
      related={[SITE_PAGES.refund, SITE_PAGES.policies, SITE_PAGES.authorGuidelines, SITE_PAGES.contact]}
    >
      <ContentSection id="fee-structure" title="Fee structure">
        <div>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Article processing charges">
            {FEES.map((fee) => (
              <li
                key={fee.label}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:shadow-none"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-blue-50 text-blue-700">
                    <fee.Icon aria-hidden className="size-5" />
                  </span>
                  <p className="font-semibold text-slate-900">{fee.label}</p>
                </div>
                <p className="mt-5 text-4xl font-bold tracking-tight text-slate-900">{fee.amount}</p>
                <p className="mt-1 text-sm text-slate-500">{fee.currency}</p>
                <p className="mt-3 text-[15px] leading-6 text-slate-700">
                  {fee.note.charAt(0).toUpperCase() + fee.note.slice(1)}.
                </p>
              </li>
            ))}
          </ul>
        </div>
        <Callout tone="success" title={`${APC.submissionFee}`}>
          <p>
            Submitting and reviewing your manuscript is free. {APC.due}; if your manuscript is not accepted, you pay
            nothing.
          </p>
        </Callout>
        <p>
          Which fee applies depends on the corresponding author's country of affiliation: the rupee fee for authors
          based in India ({APC.indian.words}, GST included), the dollar fee ({APC.international.words}) for authors
          based elsewhere.
        </p>
        {journalCharges.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">Journals with charges of their own</h3>
            <p className="mt-1">These journals charge the following instead; their invoices carry these amounts.</p>
            <table className="mt-3 w-full text-left text-[15px]">
              <thead className="border-b border-slate-200 text-sm text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Journal
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {APC.indian.label}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {APC.international.label}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {journalCharges.map((j) => (
                  <tr key={j.shortName}>
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <Link to={`/journal/${j.shortName}`}>{j.title}</Link>
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">{j.indian}</td>
                    <td className="py-2 whitespace-nowrap">{j.international}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </ContentSection>

      <ContentSection id="waivers" title="Waivers">
        <p>
          {APC.waiver}. Ask for a waiver when you submit, not after acceptance, by writing to the editorial office with
          your manuscript title and the reason. Waiver requests are handled by the publisher and are never seen by the
          editors deciding on your manuscript.
        </p>
      </ContentSection>

      <ContentSection id="what-it-covers" title="What the APC covers">
        <ul>
          <li>Management of peer review and the editorial process</li>
          <li>Copy-editing, typesetting and proofs</li>
          <li>Online publication of the article and its files, free to read and download for everyone, permanently</li>
          <li>Publication under a Creative Commons licence, with the authors keeping copyright</li>
        </ul>
      </ContentSection>

      <ContentSection id="payment-methods" title="Payment methods">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Building2 aria-hidden className="size-5 text-blue-700" />
              Bank transfer
            </p>
            <p className="mt-2 text-[15px] leading-6 text-slate-600">
              For all authors. The bank details (account name, account number, bank, IFSC and SWIFT code) are sent with
              your invoice after acceptance. Please check them against the invoice before paying.
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Smartphone aria-hidden className="size-5 text-blue-700" />
              UPI
            </p>
            <p className="mt-2 text-[15px] leading-6 text-slate-600">
              For Indian authors. The UPI ID is sent with your invoice after acceptance. Pay from any UPI app and keep
              the transaction reference.
            </p>
          </div>
        </div>
        <Callout tone="warning" title="Only pay against an invoice">
          <p>
            We never publish payment details on this website or ask for payment before acceptance. If you receive a
            payment request that does not come with an acceptance letter and an invoice from us, please{" "}
            <Link to={contactPath("APC inquiry")}>tell us</Link> before paying.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="payment-process" title="Payment process">
        <StepList
          steps={[
            {
              title: "Acceptance and invoice",
              body: "After acceptance, the corresponding author receives the acceptance letter and an invoice with the amount and the payment details.",
            },
            {
              title: "Make the payment",
              body: "Pay the invoiced amount by bank transfer or, for Indian authors, by UPI. Quote the invoice number or manuscript ID in the payment reference.",
            },
            {
              title: "Send the proof of payment",
              body: "Reply to the invoice with the transaction reference or a receipt, so we can match your payment.",
            },
            {
              title: "Confirmation and publication",
              body: "We confirm receipt and your article moves to typesetting and proofs, then publication.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="inquiries" title="Inquiries">
        <p>
          Questions about fees, invoices, waivers or payment? Write to the editorial office and quote your manuscript
          ID.
        </p>
        <Button asChild>
          <Link to={contactPath("APC inquiry")} className="plain">
            <Mail aria-hidden />
            Contact us about payment
          </Link>
        </Button>
      </ContentSection>

      <ContentSection id="notes" title="Important notes">
        <ul>
          <li>The APC is charged once per accepted article, not per author or per page.</li>
          <li>
            The Indian fee includes GST. Any bank or transfer charges are paid by the author, so that the full invoiced
            amount is received.
          </li>
          <li>The ability to pay has no influence on editorial decisions; editors are not involved in invoicing.</li>
          <li>
            Refunds are governed by our <Link to="/refund-policy">refund policy</Link>. See also our{" "}
            <Link to="/policies">journal policies</Link>.
          </li>
        </ul>
      </ContentSection>
    </StaticPage>
  );
}
