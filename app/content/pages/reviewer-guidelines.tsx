// The text of the reviewer guidelines page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { ClipboardCheck, UserPlus } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DefinitionCards } from "~/components/content/definition-cards";
import { FactList } from "~/components/content/fact-list";
import { StaticPage } from "~/components/content/static-page";
import { Button } from "~/components/ui/button";
import { contactPath, PEER_REVIEW } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

const REVIEWER_APPLICATION = contactPath("Reviewer application");

const TOC = [
  { id: "role", label: "The reviewer's role" },
  { id: "responsibilities", label: "Responsibilities" },
  { id: "timelines", label: "Timelines" },
  { id: "confidentiality", label: "Confidentiality" },
  { id: "writing-the-report", label: "Writing the report" },
  { id: "recommendations", label: "Recommendations" },
  { id: "ethical-concerns", label: "Ethical concerns" },
  { id: "become-a-reviewer", label: "Become a reviewer" },
];

function ApplyButton({ variant }: { variant: "light" | "default" }) {
  return (
    <Button asChild variant={variant}>
      <Link to={REVIEWER_APPLICATION} className="plain">
        <UserPlus aria-hidden />
        Apply to Become a Reviewer
      </Link>
    </Button>
  );
}

export default function ReviewerGuidelinesPage() {
  const timeline = PEER_REVIEW.timeline;
  return (
    <StaticPage
      title="Reviewer Guidelines"
      eyebrow="Submission & Review"
      icon={ClipboardCheck}
      lead="Peer reviewers are the guardians of quality for our journals. These guidelines explain what we ask of you, how long you have, and how to write a report that helps both the editor and the authors."
      highlights={["Double-blind by default", "Follows COPE guidelines"]}
      actions={<ApplyButton variant="light" />}
      toc={TOC}
      related={[
        SITE_PAGES.peerReview,
        SITE_PAGES.publicationEthics,
        SITE_PAGES.editorialBoard,
        SITE_PAGES.authorGuidelines,
        SITE_PAGES.policies,
      ]}
    >
      <ContentSection id="role" title="The reviewer's role">
        <p>
          Reviewers assess whether a manuscript is original, methodologically sound, clearly reported and relevant to
          the journal. Each research manuscript is reviewed by a minimum of two reviewers. Reviewers advise; the
          handling editor makes the decision. Our journals use <strong>double-blind review by default</strong>, so you
          will not know who the authors are, and they will not know who you are.
        </p>
      </ContentSection>

      <ContentSection id="responsibilities" title="Responsibilities">
        <ul>
          <li>
            <strong>Competence:</strong> accept only manuscripts you are qualified to assess; tell the editor if part of
            it is outside your expertise.
          </li>
          <li>
            <strong>Timeliness:</strong> reply to the invitation promptly and deliver the report on time, or ask for an
            extension early.
          </li>
          <li>
            <strong>Conflicts of interest:</strong> decline if you have a competing interest, for example a recent
            collaboration, a shared institution, a personal relationship or a financial interest, or if you think you
            know who the authors are.
          </li>
          <li>
            <strong>Objectivity:</strong> judge the work, not the authors. Be constructive and courteous; personal
            remarks are never appropriate.
          </li>
          <li>
            <strong>Citations:</strong> suggest references only where they genuinely improve the work, never to raise
            the citations of your own or a colleague's papers.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="timelines" title="Timelines">
        <FactList
          facts={[
            {
              label: "Respond to an invitation",
              value: timeline[1].duration,
              note: "Accept or decline, so the editor can invite someone else if needed.",
            },
            {
              label: "Complete the review",
              value: timeline[2].duration,
              note: "From accepting the invitation to submitting your report.",
            },
            {
              label: "Review a revised manuscript",
              value: timeline[4].duration,
              note: "Check the authors' responses to your comments.",
            },
            {
              label: "Reviewers per manuscript",
              value: "At least 2",
              note: "Your report is one of a minimum of two reviews.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="confidentiality" title="Confidentiality">
        <ul>
          <li>
            Treat the manuscript and all related material as confidential. Do not share it or discuss it with anyone
            without the editor's permission.
          </li>
          <li>Do not use unpublished data, arguments or interpretations from the manuscript in your own work.</li>
          <li>Do not upload the manuscript, or any part of it, to generative AI tools or other online services.</li>
          <li>
            Do not contact the authors directly. Delete your copies of the manuscript after the review is complete.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="writing-the-report" title="Writing the report">
        <ol>
          <li>
            <strong>Summary:</strong> in a few sentences, what the manuscript claims and how; this shows the editor how
            you read it.
          </li>
          <li>
            <strong>Major issues:</strong> problems with design, methods, statistics, data or conclusions that must be
            fixed for the work to be reliable.
          </li>
          <li>
            <strong>Minor issues:</strong> clarity, presentation, figures, tables and references.
          </li>
          <li>
            <strong>Confidential comments to the editor:</strong> anything the authors should not see, such as ethical
            concerns.
          </li>
        </ol>
        <p>
          Check in particular: originality, ethics approval and consent, sample size and statistics, whether the
          conclusions follow from the results, and whether the references are relevant and current.
        </p>
      </ContentSection>

      <ContentSection id="recommendations" title="Recommendations">
        <p>Close your report with one of these four recommendations. The editor weighs them with the other reports.</p>
        <DefinitionCards
          items={PEER_REVIEW.reviewerRecommendations.map((r) => ({
            term: r.name,
            description: r.detail,
          }))}
        />
      </ContentSection>

      <ContentSection id="ethical-concerns" title="Ethical concerns">
        <p>
          If you suspect plagiarism, duplicate publication, fabricated or manipulated data or images, or missing ethics
          approval, tell the editor in your confidential comments. Do not investigate on your own or contact the
          authors; the editor will handle it following the COPE guidance. See our{" "}
          <Link to="/publication-ethics">publication ethics</Link>.
        </p>
      </ContentSection>

      <ContentSection id="become-a-reviewer" title="Become a reviewer">
        <p>
          We welcome researchers with a doctorate or equivalent experience and a record of publications in
          pharmaceutical or health sciences. Tell us your field of expertise, your current affiliation and a link to
          your publications or ORCID record.
        </p>
        <Callout tone="success" title="Ready to help?">
          <p>Send us a short application through the contact form; the subject is filled in for you.</p>
          <div className="pt-2">
            <ApplyButton variant="default" />
          </div>
        </Callout>
      </ContentSection>
    </StaticPage>
  );
}
