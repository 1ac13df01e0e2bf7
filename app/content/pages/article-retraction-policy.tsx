// The text of the article retraction policy page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { FileX2, Flag } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DefinitionCards } from "~/components/content/definition-cards";
import { FactList } from "~/components/content/fact-list";
import { StaticPage } from "~/components/content/static-page";
import { StepList } from "~/components/content/step-list";
import { Button } from "~/components/ui/button";
import { contactPath, RETRACTION } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

const TOC = [
  { id: "overview", label: "Overview" },
  { id: "grounds", label: "Grounds for retraction" },
  { id: "alternatives", label: "Corrections and expressions of concern" },
  { id: "procedure", label: "Retraction procedure" },
  { id: "notice-format", label: "Retraction notice" },
  { id: "after-retraction", label: "After retraction" },
  { id: "reporting-concerns", label: "Reporting concerns" },
];

export default function ArticleRetractionPolicyPage() {
  return (
    <StaticPage
      title="Article Retraction Policy"
      eyebrow="Publication Standards"
      icon={FileX2}
      lead="Retraction corrects the scholarly record when a published article cannot be relied on. It is not a punishment: its purpose is to alert readers. We follow the COPE Retraction Guidelines."
      highlights={["Follows COPE guidelines", `Process ${RETRACTION.process}`]}
      toc={TOC}
      related={[SITE_PAGES.publicationEthics, SITE_PAGES.policies, SITE_PAGES.editorialPolicies, SITE_PAGES.refund]}
    >
      <ContentSection id="overview" title="Overview">
        <p>
          Scholarly Press journals follow the{" "}
          <a href="https://publicationethics.org/guidance/Guidelines" rel="noreferrer" target="_blank">
            Committee on Publication Ethics (COPE) Retraction Guidelines
          </a>
          . Articles are retracted when their findings are unreliable or when publishing them was a serious breach of
          ethics. A retraction may be requested by the authors, or initiated by the editors after concerns are raised by
          readers, reviewers, institutions or our own checks.
        </p>
        <p>
          Retracted articles are not removed. They stay online, clearly marked as retracted, so that the record of what
          was published, and why it was withdrawn, remains visible.
        </p>
      </ContentSection>

      <ContentSection id="grounds" title="Grounds for retraction">
        <ul>
          <li>
            Clear evidence that the findings are unreliable, through misconduct (data fabrication, falsification or
            image manipulation) or honest error (for example a calculation or experimental error);
          </li>
          <li>Plagiarism;</li>
          <li>
            Redundant or duplicate publication: the findings have already been published elsewhere without proper
            citation or justification;
          </li>
          <li>Unethical research, such as research without ethics approval or informed consent;</li>
          <li>Copyright infringement or another serious legal issue;</li>
          <li>Manipulated peer review or authorship;</li>
          <li>
            Undisclosed conflicts of interest that, in the editor's view, would have changed the interpretation of the
            work.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="alternatives" title="Corrections and expressions of concern">
        <p>Not every problem calls for a retraction. The editor chooses the response that fits the problem:</p>
        <DefinitionCards
          items={[
            {
              term: "Correction",
              description:
                "A small part of an otherwise reliable article is wrong. A linked correction notice is published.",
            },
            {
              term: "Expression of concern",
              description:
                "Evidence is inconclusive or an investigation is still under way. The notice alerts readers and may later be followed by a retraction or withdrawn.",
            },
            {
              term: "Retraction",
              description:
                "The article as a whole cannot be relied on, or its publication was a serious breach of ethics.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        id="procedure"
        title="Retraction procedure"
        intro={`The whole process usually takes ${RETRACTION.process}; complex cases involving institutions can take longer.`}
      >
        <StepList
          steps={[
            {
              title: "Concern received",
              meta: RETRACTION.acknowledgment,
              body: "We acknowledge every concern about a published article within 48 hours of receiving it.",
            },
            {
              title: "Initial assessment",
              meta: RETRACTION.initialAssessment,
              body: "The editor assesses whether the concern is substantiated and needs further action, and records the decision.",
            },
            {
              title: "Authors asked to respond",
              meta: `Typically ${RETRACTION.authorResponse}`,
              body: "The corresponding author is told about the concern and asked for an explanation and, where relevant, the original data. The response window is typically 14 days.",
            },
            {
              title: "Investigation",
              body: "The editor reviews the evidence and the authors' response, may consult reviewers or experts, and may ask the authors' institution to investigate.",
            },
            {
              title: "Decision",
              body: "The editor-in-chief decides on a retraction, an expression of concern, a correction or no action, and informs all authors of the decision and its reasons.",
            },
            {
              title: "Publication of the notice",
              body: "The retraction notice is published and linked to the article, and the article is marked as retracted.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="notice-format" title="Retraction notice">
        <p>Every retraction notice:</p>
        <ul>
          <li>is titled “Retraction: [title of the article]”;</li>
          <li>gives the full citation of the retracted article and links to it;</li>
          <li>states who is retracting the article (the authors, the editors or both);</li>
          <li>
            explains the reason for retraction clearly and objectively, distinguishing misconduct from honest error;
          </li>
          <li>is published promptly, is free to read and is dated;</li>
          <li>avoids defamatory or accusatory language.</li>
        </ul>
      </ContentSection>

      <ContentSection id="after-retraction" title="After retraction">
        <ul>
          <li>
            The article stays online, and its page and files are clearly labelled “Retracted”, with a link to the
            notice.
          </li>
          <li>
            The article's metadata is updated so that indexing services and reference managers show the retraction.
          </li>
          <li>Where misconduct is involved, the authors' institutions may be informed.</li>
          <li>Further submissions from the authors may receive additional scrutiny.</li>
          <li>
            Article processing charges are not refunded after publication; see the{" "}
            <Link to="/refund-policy">refund policy</Link>.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="reporting-concerns" title="Reporting concerns">
        <p>
          Anyone can raise a concern about a published article. Give the article's title or DOI, describe the problem
          and include any evidence. We keep the identity of those who raise concerns confidential, and consider
          anonymous reports when they come with enough evidence.
        </p>
        <FactList
          columns={2}
          facts={[
            {
              label: "Acknowledgment",
              value: "48 hours",
              note: "Every concern is acknowledged.",
            },
            {
              label: "Initial assessment",
              value: "7 days",
              note: "Whether the concern needs investigation.",
            },
            {
              label: "Authors' response window",
              value: RETRACTION.authorResponse,
              note: "Typically, from notification.",
            },
            {
              label: "Whole process",
              value: RETRACTION.process,
              note: "From concern to decision.",
            },
          ]}
        />
        <Callout title="Raise a concern">
          <p>Our publication ethics page explains the standards articles are held to.</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild>
              <Link to={contactPath("Publication ethics concern")} className="plain">
                <Flag aria-hidden />
                Report a concern
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/publication-ethics" className="plain">
                Publication ethics
              </Link>
            </Button>
          </div>
        </Callout>
      </ContentSection>
    </StaticPage>
  );
}
