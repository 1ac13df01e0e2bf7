// The text of the policies page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { ArrowRight, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DefinitionCards } from "~/components/content/definition-cards";
import { PrintButton } from "~/components/content/print-button";
import { StaticPage } from "~/components/content/static-page";
import { APC, LICENCES, PEER_REVIEW } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

/** The section menu the spec names, in its order. */
const POLICY_SECTIONS = [
  { id: "publication-ethics", label: "Publication Ethics" },
  { id: "peer-review-policy", label: "Peer Review Policy" },
  { id: "editorial-policies", label: "Editorial Policies" },
  { id: "authorship", label: "Authorship & Contributorship" },
  { id: "research-misconduct", label: "Research Misconduct" },
  { id: "open-access", label: "Open Access Policy" },
  { id: "copyright-licensing", label: "Copyright & Licensing" },
] as const;

const title = (id: (typeof POLICY_SECTIONS)[number]["id"]) => POLICY_SECTIONS.find((s) => s.id === id)!.label;

function ReadMore({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="print:hidden">
      <Link
        to={to}
        className="plain inline-flex items-center gap-1.5 text-sm font-semibold text-blue-700 hover:text-blue-900"
      >
        {children}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </p>
  );
}

export default function PoliciesPage() {
  return (
    <StaticPage
      title="Journal Policies"
      eyebrow="Publication Standards"
      icon={ShieldCheck}
      lead="The policies below apply to every journal published by Scholarly Press. They follow the guidance of the Committee on Publication Ethics (COPE) and the recommendations of the International Committee of Medical Journal Editors (ICMJE)."
      highlights={["COPE & ICMJE", "Double-blind peer review", "Authors keep copyright", "CC BY 4.0 / CC BY-NC 4.0"]}
      actions={<PrintButton label="Download Complete Policies" />}
      toc={POLICY_SECTIONS}
      tocTitle="Policy sections"
      tocOpenOnMobile
      related={[
        SITE_PAGES.authorGuidelines,
        SITE_PAGES.reviewerGuidelines,
        SITE_PAGES.apc,
        SITE_PAGES.refund,
        SITE_PAGES.retraction,
        SITE_PAGES.editorialBoard,
      ]}
    >
      <ContentSection id="publication-ethics" title={title("publication-ethics")}>
        <p>
          Our journals follow the COPE Core Practices. Authors, reviewers and editors each have duties that protect the
          integrity of the scholarly record:
        </p>
        <ul>
          <li>
            <strong>Authors</strong> submit original work, report their data honestly, cite the work they build on and
            disclose funding and conflicts of interest.
          </li>
          <li>
            <strong>Reviewers</strong> assess manuscripts objectively and on time, keep them confidential and declare
            any conflict of interest.
          </li>
          <li>
            <strong>Editors</strong> decide on scientific merit alone, independent of commercial considerations, and
            handle complaints and allegations of misconduct fairly.
          </li>
        </ul>
        <p>
          Research on humans or animals requires ethics committee approval, and studies on patients require informed
          consent.
        </p>
        <ReadMore to="/publication-ethics">Read the publication ethics policy</ReadMore>
      </ContentSection>

      <ContentSection id="peer-review-policy" title={title("peer-review-policy")}>
        <p>
          Research manuscripts are reviewed by a <strong>minimum of two reviewers</strong>.{" "}
          <strong>Double-blind review is the default</strong>; single-blind review is used in special cases and open
          review on author request.
        </p>
        <ul>
          {PEER_REVIEW.timeline.map((t) => (
            <li key={t.stage}>
              {t.stage}: <strong>{t.duration}</strong>
            </li>
          ))}
        </ul>
        <p>
          Editors decide to accept, accept with minor revisions, request a major revision, reject with resubmit, or
          reject without resubmit. Authors may appeal a decision within 30 days; the final appeal decision is given
          within 2 weeks.
        </p>
        <ReadMore to="/peer-review-policy">Read the peer review policy</ReadMore>
      </ContentSection>

      <ContentSection id="editorial-policies" title={title("editorial-policies")}>
        <ul>
          <li>
            Editorial decisions are independent of the publisher and of the payment of article processing charges.
          </li>
          <li>
            Editors and board members declare conflicts of interest and do not handle manuscripts in which they have an
            interest.
          </li>
          <li>
            Every submission is screened for text similarity. Manuscripts must not be under consideration elsewhere;
            preprints are welcome and should be declared.
          </li>
          <li>
            Errors in published articles are corrected by a linked correction notice; serious problems may lead to
            retraction.
          </li>
          <li>
            Complaints about the editorial process are handled promptly and, where relevant, following the COPE
            flowcharts.
          </li>
        </ul>
        <ReadMore to="/editorial-policies">Read the editorial policies</ReadMore>
      </ContentSection>

      <ContentSection id="authorship" title={title("authorship")}>
        <p>We follow the ICMJE definition of authorship. Everyone listed as an author must meet all four criteria:</p>
        <ol>
          <li>
            Substantial contributions to the conception or design of the work, or to the acquisition, analysis or
            interpretation of data;
          </li>
          <li>Drafting the work or revising it critically for important intellectual content;</li>
          <li>Final approval of the version to be published; and</li>
          <li>
            Agreement to be accountable for all aspects of the work, ensuring questions about its accuracy or integrity
            are investigated and resolved.
          </li>
        </ol>
        <p>
          Contributors who do not meet all four criteria are named in the Acknowledgements. Manuscripts include an
          author contribution statement. Changes to the author list after submission need the written agreement of all
          authors and the editor's approval. AI tools cannot be listed as authors.
        </p>
      </ContentSection>

      <ContentSection id="research-misconduct" title={title("research-misconduct")}>
        <p>Research misconduct includes, among other things:</p>
        <ul>
          <li>
            <strong>Fabrication</strong> (inventing data or results) and <strong>falsification</strong> (manipulating
            materials, processes, data or images so that the record misrepresents the research);
          </li>
          <li>
            <strong>Plagiarism</strong>, including self-plagiarism and redundant or duplicate publication;
          </li>
          <li>Undisclosed conflicts of interest, authorship manipulation and peer-review manipulation;</li>
          <li>Research conducted without the required ethics approval or consent.</li>
        </ul>
        <p>
          Suspected misconduct is investigated following the COPE flowcharts. Depending on the outcome we may reject the
          manuscript, publish a correction or an expression of concern, retract the article and inform the authors'
          institutions.
        </p>
        <ReadMore to="/article-retraction-policy">Read the article retraction policy</ReadMore>
      </ContentSection>

      <ContentSection id="open-access" title={title("open-access")}>
        <p>
          All our journals are fully open access. Every article is free to read, download and share immediately on
          publication, with no subscription, registration or embargo.
        </p>
        <p>
          Publishing costs are covered by an article processing charge (APC) paid only after acceptance:{" "}
          {APC.indian.amount} for Indian authors (including GST) and {APC.international.amount} for international
          authors. There are no submission or review fees, and{" "}
          {APC.waiver.charAt(0).toLowerCase() + APC.waiver.slice(1)}.
        </p>
        <ReadMore to="/article-processing-charges">See article processing charges</ReadMore>
      </ContentSection>

      <ContentSection id="copyright-licensing" title={title("copyright-licensing")}>
        <p>
          <strong>Authors keep the copyright</strong> of their work. On publication, authors grant Scholarly Press a
          non-exclusive licence to publish the article and release it under one of two Creative Commons licences:
        </p>
        <DefinitionCards
          items={LICENCES.map((l) => ({
            term: l.name,
            description: (
              <>
                {l.summary}{" "}
                <a href={l.url} rel="noreferrer" target="_blank">
                  Licence text
                </a>
              </>
            ),
          }))}
        />
        <p>
          CC BY 4.0 is the default; authors may choose CC BY-NC 4.0 at submission. Authors must obtain permission to
          reproduce any third-party material (figures, tables, long quotations) and credit its source.
        </p>
        <Callout tone="success" title="Reusing our articles">
          <p>
            You may share and adapt articles under the terms of their licence, as long as you credit the authors and
            cite the original publication.
          </p>
        </Callout>
      </ContentSection>
    </StaticPage>
  );
}
