// The text of the peer review policy page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { Scale } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DefinitionCards } from "~/components/content/definition-cards";
import { FactList } from "~/components/content/fact-list";
import { StaticPage } from "~/components/content/static-page";
import { StepList } from "~/components/content/step-list";
import { contactPath, PEER_REVIEW } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

const TOC = [
  { id: "overview", label: "Overview" },
  { id: "review-types", label: "Types of peer review" },
  { id: "process", label: "The review process" },
  { id: "timelines", label: "Timelines" },
  { id: "reviewer-recommendations", label: "Reviewer recommendations" },
  { id: "editorial-decisions", label: "Editorial decisions" },
  { id: "reviewer-selection", label: "Reviewer selection and conflicts" },
  { id: "confidentiality", label: "Confidentiality" },
  { id: "appeals", label: "Appeals" },
];

const [initial, invitation, review, decision, revised] = PEER_REVIEW.timeline;

export default function PeerReviewPolicyPage() {
  return (
    <StaticPage
      title="Peer Review Policy"
      eyebrow="Submission & Review"
      icon={Scale}
      lead="Every research manuscript we publish is assessed by independent experts. This page explains how review works, how long each stage takes and how decisions are made and appealed."
      highlights={["Double-blind by default", "Minimum two reviewers", "Follows COPE guidelines"]}
      toc={TOC}
      related={[
        SITE_PAGES.reviewerGuidelines,
        SITE_PAGES.authorGuidelines,
        SITE_PAGES.editorialPolicies,
        SITE_PAGES.publicationEthics,
        SITE_PAGES.policies,
      ]}
    >
      <ContentSection id="overview" title="Overview">
        <p>
          Peer review is how our journals decide what to publish. It checks that the methods are sound, the conclusions
          follow from the data and the work adds something to the field. Our process follows the{" "}
          <a href="https://publicationethics.org/" rel="noreferrer" target="_blank">
            COPE Ethical Guidelines for Peer Reviewers
          </a>{" "}
          and the ICMJE recommendations.
        </p>
        <p>
          Each research manuscript that passes the initial editorial check is sent to a{" "}
          <strong>minimum of two reviewers</strong>. The handling editor weighs their reports and makes the decision;
          reviewers advise, editors decide.
        </p>
      </ContentSection>

      <ContentSection id="review-types" title="Types of peer review">
        <p>
          <strong>Double-blind review is the default</strong> for all our journals. The other two models are used only
          where stated below.
        </p>
        <DefinitionCards
          items={PEER_REVIEW.reviewTypes.map((t) => ({
            term: t.name,
            badge: t.when,
            description: t.detail,
          }))}
        />
        <p>
          For double-blind review, authors supply an anonymised manuscript and a separate title page; see the{" "}
          <Link to="/author-guidelines#structure">author guidelines</Link> for how to prepare it.
        </p>
      </ContentSection>

      <ContentSection id="process" title="The review process">
        <StepList
          steps={[
            {
              title: "Submission",
              body: "The corresponding author submits the manuscript and declarations through the submission system.",
            },
            {
              title: "Initial review",
              meta: initial.duration,
              body:
                initial.detail +
                " Manuscripts that are out of scope or incomplete may be returned without external review.",
            },
            {
              title: "Reviewer invitation",
              meta: invitation.duration,
              body: "The handling editor invites independent experts, who respond to the invitation within 3 days.",
            },
            {
              title: "Peer review",
              meta: review.duration,
              body: "A minimum of two reviewers assess the manuscript and each returns a report with a recommendation.",
            },
            {
              title: "Editorial decision",
              meta: decision.duration,
              body: "The editor considers the reports and sends the decision with the reviewers' comments to the authors.",
            },
            {
              title: "Revision and re-review",
              meta: revised.duration,
              body: "Revised manuscripts, with a point-by-point response, are reviewed again before a final decision.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        id="timelines"
        title="Timelines"
        intro="Typical durations for each stage. Complex manuscripts or slow reviewer responses can take longer; we keep authors informed."
      >
        <FactList
          facts={[
            ...PEER_REVIEW.timeline.map((t) => ({
              label: t.stage,
              value: t.duration,
              note: t.detail,
            })),
            {
              label: "Reviewers per manuscript",
              value: "Minimum two",
              note: "Every research manuscript sent for review gets at least two independent reports.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="reviewer-recommendations" title="Reviewer recommendations">
        <p>Each reviewer closes the report with one of four recommendations:</p>
        <DefinitionCards
          items={PEER_REVIEW.reviewerRecommendations.map((r) => ({
            term: r.name,
            description: r.detail,
          }))}
        />
      </ContentSection>

      <ContentSection id="editorial-decisions" title="Editorial decisions">
        <p>Based on the reports and their own reading, the handling editor makes one of five decisions:</p>
        <DefinitionCards
          items={PEER_REVIEW.editorialDecisions.map((d) => ({
            term: d.name,
            description: d.detail,
          }))}
        />
        <p>
          When reviewers disagree, the editor may seek an additional review or take advice from the editorial board. The
          decision letter explains the reasons and includes the reviewers' comments.
        </p>
      </ContentSection>

      <ContentSection id="reviewer-selection" title="Reviewer selection and conflicts of interest">
        <ul>
          <li>Reviewers are chosen for their expertise in the subject and methods of the manuscript.</li>
          <li>
            Reviewers must not have collaborated with the authors recently, work at the same institution, or have any
            financial or personal interest in the outcome. They declare any conflict and decline the invitation if one
            exists.
          </li>
          <li>
            Authors may suggest reviewers or ask that named people be excluded; the editor is not bound by suggestions.
          </li>
          <li>
            Manuscripts submitted by editors or board members are handled by an independent editor, with the author kept
            out of the process.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="confidentiality" title="Confidentiality">
        <p>
          Manuscripts under review are confidential. Reviewers must not share, cite or use unpublished material, and
          must not upload a manuscript or any part of it to generative AI tools or other third-party services.
          Reviewers' identities are not disclosed to authors unless open review has been agreed.
        </p>
      </ContentSection>

      <ContentSection id="appeals" title="Appeals">
        <p>
          Authors who believe a decision was based on a factual error or a misunderstanding may appeal{" "}
          <strong>within 30 days</strong> of the decision. Write to the editorial office with the manuscript ID and a
          point-by-point rebuttal of the reasons for the decision.
        </p>
        <ul>
          <li>
            The appeal is assessed by an editor who was not involved in the original decision, who may consult further
            reviewers.
          </li>
          <li>
            The <strong>final appeal decision is given within 2 weeks</strong> of receiving the appeal, and is final.
          </li>
          <li>While an appeal is under consideration, the manuscript must not be submitted elsewhere.</li>
        </ul>
        <Callout title="How to appeal">
          <p>
            Use the <Link to={contactPath("Appeal of editorial decision")}>contact form</Link> with the subject “Appeal
            of editorial decision” and quote your manuscript ID.
          </p>
        </Callout>
      </ContentSection>
    </StaticPage>
  );
}
