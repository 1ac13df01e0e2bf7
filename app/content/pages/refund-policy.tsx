// The text of the refund policy page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { Mail, ReceiptText } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { FactList } from "~/components/content/fact-list";
import { StaticPage } from "~/components/content/static-page";
import { StepList } from "~/components/content/step-list";
import { Button } from "~/components/ui/button";
import { contactPath, REFUND } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

const TOC = [
  { id: "overview", label: "Overview" },
  { id: "eligible", label: "Eligible for a refund" },
  { id: "non-refundable", label: "Not refundable" },
  { id: "process", label: "Refund process" },
  { id: "timeline", label: "Timeline" },
  { id: "contact", label: "Contact" },
];

export default function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund Policy"
      eyebrow="Financial Policies"
      icon={ReceiptText}
      lead="Article processing charges are paid only after acceptance, so refunds are rarely needed. This policy explains when a refund is possible, how to ask for one and how long it takes."
      highlights={["Requests within 30 days of payment", "Acknowledgment within 48 hours"]}
      toc={TOC}
      related={[SITE_PAGES.apc, SITE_PAGES.policies, SITE_PAGES.contact]}
    >
      <ContentSection id="overview" title="Overview">
        <p>
          This policy covers article processing charges (APCs) paid to Scholarly Press. Because no fees are charged for
          submission or review, and the APC is invoiced only after acceptance, a refund can only concern an accepted
          article. Refund requests must be made <strong>{REFUND.requestWindow}</strong>.
        </p>
      </ContentSection>

      <ContentSection id="eligible" title="Eligible for a refund">
        <ul>
          <li>
            <strong>Duplicate payment or overpayment:</strong> the amount paid twice, or paid above the invoice, is
            refunded in full.
          </li>
          <li>
            <strong>Payment made in error:</strong> a payment for a manuscript that had not been accepted, or that was
            not invoiced, is refunded in full.
          </li>
          <li>
            <strong>Withdrawal before publication:</strong> if the authors withdraw an accepted article before
            typesetting has begun ({REFUND.withdrawalWindow}
            ), they may receive a <strong>{REFUND.withdrawalRefund} refund</strong> of the APC. The rest covers the
            editorial and review work already done.
          </li>
          <li>
            <strong>Publication not possible on our side:</strong> if we cannot publish an accepted and paid article for
            reasons of our own, the APC is refunded in full.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="non-refundable" title="Not refundable">
        <ul>
          <li>
            <strong>After publication:</strong> no refund is given once the article has been published.
          </li>
          <li>
            <strong>Once typesetting has begun:</strong> no refund is given for withdrawals after production has
            started.
          </li>
          <li>
            <strong>Retraction or withdrawal for misconduct:</strong> articles withdrawn or retracted because of
            plagiarism, data fabrication or other misconduct by the authors.
          </li>
          <li>
            <strong>Late requests:</strong> requests made more than 30 days after payment.
          </li>
          <li>
            <strong>Bank and transfer charges</strong> and currency-conversion differences.
          </li>
        </ul>
        <Callout tone="warning">
          <p>
            No refund is given after publication or once typesetting has begun, whatever the reason for the request.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="process" title="Refund process">
        <StepList
          steps={[
            {
              title: "Send your request",
              meta: REFUND.requestWindow,
              body: "Write to the editorial office with the manuscript ID, the invoice number, the payment reference and the reason for the request.",
            },
            {
              title: "Acknowledgment",
              meta: REFUND.acknowledgment,
              body: "We confirm that we have received your request.",
            },
            {
              title: "Review",
              meta: REFUND.review,
              body: "We check the request against this policy and the state of your article, and tell you the outcome.",
            },
            {
              title: "Processing",
              meta: REFUND.processing,
              body: "Approved refunds are paid back through the original payment method, in the original currency.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="timeline" title="Timeline">
        <FactList
          facts={[
            {
              label: "Request window",
              value: "30 days",
              note: "From the date of payment.",
            },
            {
              label: "Acknowledgment",
              value: "48 hours",
              note: "From receipt of the request.",
            },
            {
              label: "Review",
              value: REFUND.review,
              note: "Decision on the request.",
            },
            {
              label: "Processing",
              value: REFUND.processing,
              note: "After approval, until the money is sent.",
            },
          ]}
        />
        <p>
          In total, a refund takes <strong>{REFUND.total}</strong> from the request to payment. Your bank may take a few
          more days to credit it.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="Contact">
        <p>
          To request a refund or ask about one, contact the editorial office. See also our{" "}
          <Link to="/article-processing-charges">article processing charges</Link> and{" "}
          <Link to="/policies">journal policies</Link>.
        </p>
        <Button asChild>
          <Link to={contactPath("Refund request")} className="plain">
            <Mail aria-hidden />
            Request a refund
          </Link>
        </Button>
      </ContentSection>
    </StaticPage>
  );
}
