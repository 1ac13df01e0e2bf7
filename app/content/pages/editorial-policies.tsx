// The text of the editorial policies page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { FileCheck2 } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DefinitionCards } from "~/components/content/definition-cards";
import { StaticPage } from "~/components/content/static-page";
import { contactPath, LICENCES, PEER_REVIEW } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

const TOC = [
  { id: "standards", label: "Standards we follow" },
  { id: "independence", label: "Editorial independence" },
  { id: "editorial-process", label: "Editorial process" },
  { id: "authorship", label: "Authorship" },
  { id: "conflicts-of-interest", label: "Conflicts of interest" },
  { id: "originality", label: "Originality and prior publication" },
  { id: "plagiarism", label: "Plagiarism screening" },
  { id: "data-images", label: "Data and image integrity" },
  { id: "data-availability", label: "Data availability" },
  { id: "corrections", label: "Corrections" },
  { id: "retractions", label: "Retractions" },
  { id: "appeals-complaints", label: "Appeals and complaints" },
];

export default function EditorialPoliciesPage() {
  return (
    <StaticPage
      title="Editorial Policies"
      eyebrow="Editorial"
      icon={FileCheck2}
      lead="How our editors handle manuscripts, from submission to publication and beyond: the standards we follow, the rules we apply to every paper, and how we correct the record and answer complaints."
      highlights={["COPE & ICMJE", "Independent editorial decisions"]}
      toc={TOC}
      related={[
        SITE_PAGES.publicationEthics,
        SITE_PAGES.peerReview,
        SITE_PAGES.editorialBoard,
        SITE_PAGES.retraction,
        SITE_PAGES.policies,
      ]}
    >
      <ContentSection id="standards" title="Standards we follow">
        <p>
          Our editorial work follows the Committee on Publication Ethics (COPE) Core Practices and the Recommendations
          of the International Committee of Medical Journal Editors (ICMJE). References follow the Vancouver style, and
          articles are published open access under {LICENCES.map((l) => l.name).join(" or ")}, with authors keeping
          their copyright.
        </p>
      </ContentSection>

      <ContentSection id="independence" title="Editorial independence">
        <ul>
          <li>
            Editors decide on scientific merit alone. Neither the publisher, nor advertisers, nor sponsors influence
            editorial decisions.
          </li>
          <li>
            Whether or not authors can pay the article processing charge has no bearing on the decision: the charge is
            raised only after acceptance, and the editors handling a manuscript are not involved in invoicing.
          </li>
          <li>
            Manuscripts submitted by an editor or a board member are handled by another editor, and the author has no
            access to their review.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="editorial-process" title="Editorial process">
        <p>
          Each submission is checked by the editorial office ({PEER_REVIEW.timeline[0].duration}), then assigned to a
          handling editor who either returns it without review or sends it for{" "}
          {PEER_REVIEW.reviewTypes[0].name.toLowerCase()} peer review by a minimum of two reviewers. The editor then
          makes one of five decisions:
        </p>
        <DefinitionCards
          items={PEER_REVIEW.editorialDecisions.map((d) => ({
            term: d.name,
            description: d.detail,
          }))}
        />
        <p>
          The <Link to="/peer-review-policy">peer review policy</Link> describes the review models and timelines in
          full.
        </p>
      </ContentSection>

      <ContentSection id="authorship" title="Authorship">
        <p>
          Authorship follows the ICMJE criteria: a substantial contribution to the work; drafting or critically revising
          it; approval of the final version; and accountability for all aspects of the work. All four must be met. Each
          manuscript includes an author contribution statement, and the corresponding author confirms that every author
          has approved the submission.
        </p>
        <p>
          Requests to add, remove or reorder authors after submission must explain the reason and be signed by all
          authors, including any being removed. Disputes are handled following the COPE guidance; the journal does not
          adjudicate them but may ask the institutions involved to do so.
        </p>
      </ContentSection>

      <ContentSection id="conflicts-of-interest" title="Conflicts of interest">
        <p>
          Authors disclose all financial and non-financial interests that could be seen as relevant to the work, and
          every published article carries a conflict-of-interest statement. Reviewers and editors declare their own
          conflicts and step aside from manuscripts where one exists. Undisclosed conflicts discovered after publication
          may lead to a correction or, if they affect the interpretation of the work, to retraction.
        </p>
      </ContentSection>

      <ContentSection id="originality" title="Originality and prior publication">
        <ul>
          <li>
            Manuscripts must be original and must not be under consideration elsewhere. Simultaneous submission to
            several journals is not allowed.
          </li>
          <li>Preprints are welcome. Authors declare the preprint and its DOI or link at submission.</li>
          <li>Conference abstracts do not count as prior publication, but should be declared.</li>
          <li>
            Secondary publication (for example a translation) is only possible with the permission of both journals and
            clear citation of the original.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="plagiarism" title="Plagiarism screening">
        <p>
          Every submission is screened for text similarity before it is sent for review. The editor reviews the matches
          rather than relying on a percentage: properly quoted and cited text, methods descriptions and references are
          treated differently from copied findings or discussion. Manuscripts with plagiarism are returned or rejected;
          plagiarism found after publication is handled under the{" "}
          <Link to="/article-retraction-policy">retraction policy</Link>.
        </p>
      </ContentSection>

      <ContentSection id="data-images" title="Data and image integrity">
        <p>
          <strong>Data fabrication and falsification</strong> are serious misconduct. Editors may ask for the original
          data at any stage, and authors should keep it after publication so that questions can be answered.
        </p>
        <p>
          <strong>Image manipulation:</strong> only adjustments applied evenly to a whole image are allowed, and only
          where they do not obscure, remove or add information. Spliced, duplicated or selectively enhanced images must
          be disclosed in the legend. Where manipulation is suspected, the authors are asked for the original images and
          an explanation.
        </p>
      </ContentSection>

      <ContentSection id="data-availability" title="Data availability">
        <p>
          Every research article includes a data availability statement saying where the data supporting its results can
          be found, for example in a public repository, in the supplementary material, or from the corresponding author
          on reasonable request. Where data cannot be shared (for example to protect patient privacy), the statement
          explains why.
        </p>
      </ContentSection>

      <ContentSection id="corrections" title="Corrections">
        <p>
          Once published, an article is part of the scholarly record and is not changed silently. Errors that do not
          affect the conclusions are fixed by a correction notice linked to the article, which is updated and marked as
          corrected. Authors who find an error in their own article should tell the editorial office promptly.
        </p>
      </ContentSection>

      <ContentSection id="retractions" title="Retractions">
        <p>
          Articles whose findings are unreliable, or that involve plagiarism, duplicate publication, unethical research
          or peer-review manipulation, are retracted following the COPE Retraction Guidelines. A retracted article
          remains available, clearly marked, with a linked notice explaining the reason. Details are in the{" "}
          <Link to="/article-retraction-policy">article retraction policy</Link>.
        </p>
      </ContentSection>

      <ContentSection id="appeals-complaints" title="Appeals and complaints">
        <p>
          Authors may appeal a decision within {PEER_REVIEW.appeals.window}, giving their reasons. The appeal is
          considered by an editor not involved in the original decision, and the final appeal decision is given within{" "}
          {PEER_REVIEW.appeals.finalDecision}.
        </p>
        <p>
          Complaints about delays, the conduct of editors or reviewers, or the handling of a manuscript are acknowledged
          and investigated by someone not involved in the matter. Complaints about possible misconduct are handled
          following the COPE flowcharts.
        </p>
        <Callout title="Make an appeal or complaint">
          <p>
            Use the <Link to={contactPath("Editorial complaint")}>contact form</Link>, quoting the manuscript ID where
            there is one.
          </p>
        </Callout>
      </ContentSection>
    </StaticPage>
  );
}
