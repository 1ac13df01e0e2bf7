// The text of the publication ethics page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { BadgeCheck } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { StaticPage } from "~/components/content/static-page";
import { contactPath, PEER_REVIEW } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";

const TOC = [
  { id: "commitment", label: "Our commitment" },
  { id: "authors", label: "Duties of authors" },
  { id: "authorship", label: "Authorship (ICMJE)" },
  { id: "conflicts-of-interest", label: "Conflicts of interest" },
  { id: "human-animal-research", label: "Research on humans and animals" },
  { id: "plagiarism", label: "Plagiarism and similarity screening" },
  { id: "data-integrity", label: "Data fabrication and falsification" },
  { id: "image-manipulation", label: "Image manipulation" },
  { id: "reviewers", label: "Duties of reviewers" },
  { id: "editors", label: "Duties of editors" },
  { id: "corrections-retractions", label: "Corrections and retractions" },
  { id: "appeals-complaints", label: "Appeals and complaints" },
];

export default function PublicationEthicsPage() {
  return (
    <StaticPage
      title="Publication Ethics"
      eyebrow="Publication Standards"
      icon={BadgeCheck}
      lead="We hold authors, reviewers and editors to the standards of the Committee on Publication Ethics (COPE) and the International Committee of Medical Journal Editors (ICMJE), so that what our journals publish can be trusted."
      highlights={["COPE Core Practices", "ICMJE Recommendations"]}
      toc={TOC}
      related={[
        SITE_PAGES.editorialPolicies,
        SITE_PAGES.retraction,
        SITE_PAGES.peerReview,
        SITE_PAGES.authorGuidelines,
        SITE_PAGES.policies,
      ]}
    >
      <ContentSection id="commitment" title="Our commitment">
        <p>
          Scholarly Press journals follow the{" "}
          <a href="https://publicationethics.org/core-practices" rel="noreferrer" target="_blank">
            COPE Core Practices
          </a>{" "}
          and the{" "}
          <a href="https://www.icmje.org/recommendations/" rel="noreferrer" target="_blank">
            ICMJE Recommendations
          </a>{" "}
          for the conduct, reporting, editing and publication of scholarly work. Where a case is not covered here, the
          editors follow the COPE guidance and flowcharts.
        </p>
      </ContentSection>

      <ContentSection id="authors" title="Duties of authors">
        <ul>
          <li>
            Submit original work that has not been published before and is not under consideration by another journal.
          </li>
          <li>
            Report the methods and results accurately and completely, so that others can assess and repeat the work.
          </li>
          <li>Cite the work of others properly, and obtain permission to reuse third-party material.</li>
          <li>Keep the raw data and make it available to the editors on request.</li>
          <li>Disclose all funding sources and conflicts of interest.</li>
          <li>
            Tell the editor promptly about any significant error found in their own submitted or published work, and
            help correct it.
          </li>
          <li>
            Disclose the use of generative AI tools in preparing the manuscript; authors remain responsible for all
            content.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="authorship" title="Authorship (ICMJE criteria)">
        <p>Authorship is based on the four ICMJE criteria. Every author must have made:</p>
        <ol>
          <li>
            Substantial contributions to the conception or design of the work, or to the acquisition, analysis or
            interpretation of data;
          </li>
          <li>Drafted the work or revised it critically for important intellectual content;</li>
          <li>Given final approval of the version to be published; and</li>
          <li>Agreed to be accountable for all aspects of the work.</li>
        </ol>
        <p>
          Gift, guest and ghost authorship are not acceptable. People who contributed but do not meet all four criteria
          are acknowledged. The corresponding author ensures that all authors have approved the manuscript and its
          submission.
        </p>
      </ContentSection>

      <ContentSection id="conflicts-of-interest" title="Conflicts of interest">
        <p>
          A conflict of interest exists when financial or personal relationships could influence, or be seen to
          influence, a person's work. Authors, reviewers and editors must all disclose them.
        </p>
        <ul>
          <li>
            <strong>Authors</strong> declare funding, employment, consultancies, stock ownership, honoraria, patents and
            personal relationships relevant to the work, in a conflict-of-interest statement. If there are none, the
            statement says so.
          </li>
          <li>
            <strong>Reviewers</strong> decline to review where they have a conflict with the authors or the work.
          </li>
          <li>
            <strong>Editors</strong> hand over any manuscript in which they have an interest to another editor.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="human-animal-research" title="Research on humans and animals">
        <ul>
          <li>
            Studies involving human participants, their data or tissue require approval from an institutional ethics
            committee, named in the manuscript with the approval number, and must follow the Declaration of Helsinki.
          </li>
          <li>
            Written informed consent is required from participants, and separate consent is needed to publish
            identifiable information or images.
          </li>
          <li>
            Clinical trials should be registered in a public registry, such as the Clinical Trials Registry – India
            (CTRI), before enrolment begins.
          </li>
          <li>
            Animal studies require approval from the institutional animal ethics committee and should be reported
            following the ARRIVE guidelines.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="plagiarism" title="Plagiarism and similarity screening">
        <p>
          Plagiarism means presenting another person's words, ideas, data or images as one's own. It includes copying
          text without quotation and citation, and republishing one's own earlier work without disclosure
          (self-plagiarism or duplicate publication).
        </p>
        <p>
          Every submission is screened for text similarity before peer review, and may be checked again before
          publication. A similarity report is a starting point, not a verdict: the editor examines where the overlap
          comes from. Depending on the extent, we ask the authors to rewrite and cite properly, reject the manuscript,
          or, after publication, correct or retract the article.
        </p>
      </ContentSection>

      <ContentSection id="data-integrity" title="Data fabrication and falsification">
        <p>
          Fabrication (making up data or results) and falsification (changing or omitting data or results so that the
          research is misrepresented) are serious misconduct. Editors may ask for the raw data behind any result. Where
          fabrication or falsification is suspected, we follow the COPE flowcharts: the authors are asked to explain,
          and if the concern is not resolved, the authors' institution may be asked to investigate.
        </p>
      </ContentSection>

      <ContentSection id="image-manipulation" title="Image manipulation">
        <p>
          Images must faithfully represent the original data. Adjustments to brightness, contrast or colour balance are
          acceptable only if they are applied to the whole image and do not hide, remove or introduce information.
          Moving, removing, duplicating or splicing parts of an image must be stated in the figure legend. Editors may
          ask for the original, unprocessed images.
        </p>
      </ContentSection>

      <ContentSection id="reviewers" title="Duties of reviewers">
        <ul>
          <li>
            Accept an invitation only if qualified and able to respond on time (within the{" "}
            {PEER_REVIEW.timeline[1].duration} invitation window).
          </li>
          <li>
            Keep the manuscript and its review confidential, and do not use unpublished information for their own work.
          </li>
          <li>
            Review objectively and courteously, giving reasons for their views; personal criticism of the authors is
            inappropriate.
          </li>
          <li>
            Declare conflicts of interest, and alert the editor to suspected plagiarism, duplicate publication or other
            ethical concerns.
          </li>
        </ul>
        <p>
          See the <Link to="/reviewer-guidelines">reviewer guidelines</Link> for details.
        </p>
      </ContentSection>

      <ContentSection id="editors" title="Duties of editors">
        <ul>
          <li>
            Judge manuscripts on their scientific merit, without regard to the authors' race, gender, religion,
            nationality or affiliation.
          </li>
          <li>Keep submissions confidential and preserve the anonymity of reviewers.</li>
          <li>Make decisions independently of the publisher and of any payment.</li>
          <li>Act on suspected misconduct, correct the record when needed and handle complaints and appeals fairly.</li>
        </ul>
      </ContentSection>

      <ContentSection id="corrections-retractions" title="Corrections and retractions">
        <ul>
          <li>
            <strong>Correction:</strong> an error that does not undermine the conclusions is corrected by a linked
            correction notice. The original article stays online.
          </li>
          <li>
            <strong>Expression of concern:</strong> published while an investigation is under way or when evidence is
            inconclusive.
          </li>
          <li>
            <strong>Retraction:</strong> when findings are unreliable, or in cases of plagiarism, duplicate publication
            or unethical research. The article stays online, clearly marked as retracted, with a linked retraction
            notice.
          </li>
        </ul>
        <p>
          See the <Link to="/article-retraction-policy">article retraction policy</Link> for the full procedure.
        </p>
      </ContentSection>

      <ContentSection id="appeals-complaints" title="Appeals and complaints">
        <p>
          Authors may appeal an editorial decision within {PEER_REVIEW.appeals.window}; the final appeal decision is
          given within {PEER_REVIEW.appeals.finalDecision}. Complaints about the conduct of the journal, its editors or
          reviewers are acknowledged, handled by someone not involved in the matter, and answered in writing.
        </p>
        <Callout title="Report a concern">
          <p>
            To raise an ethical concern about a submitted or published article, use the{" "}
            <Link to={contactPath("Publication ethics concern")}>contact form</Link> and give the article's details and
            the evidence. Concerns are handled confidentially.
          </p>
        </Callout>
      </ContentSection>
    </StaticPage>
  );
}
