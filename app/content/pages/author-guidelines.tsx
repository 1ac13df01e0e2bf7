// The text of the author guidelines page: content the page renders and the contact assistant reads
// (app/modules/assistant/site-passages.server.tsx), so that both say the same.
import { PenLine, Send } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DataTable } from "~/components/content/data-table";
import { FactList } from "~/components/content/fact-list";
import { StaticPage } from "~/components/content/static-page";
import { StepList } from "~/components/content/step-list";
import { Button } from "~/components/ui/button";
import { APC, LICENCES, MANUSCRIPT } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";
import { authPath } from "~/modules/auth/redirects";
import { newSubmissionPath } from "~/modules/submissions/submission-paths";

const TOC = [
  { id: "at-a-glance", label: "At a glance" },
  { id: "before-you-submit", label: "Before you submit" },
  { id: "article-types", label: "Article types" },
  { id: "formats", label: "Manuscript formats" },
  { id: "structure", label: "Manuscript structure" },
  { id: "figures-tables", label: "Figures and tables" },
  { id: "references", label: "References (Vancouver)" },
  { id: "declarations", label: "Declarations" },
  { id: "how-to-submit", label: "How to submit" },
  { id: "after-acceptance", label: "After acceptance and fees" },
];

export default function AuthorGuidelinesPage() {
  return (
    <StaticPage
      title="Author Guidelines"
      eyebrow="Submission & Review"
      icon={PenLine}
      lead="Everything you need to prepare a manuscript for a Scholarly Press journal. Manuscripts that follow these guidelines move through review faster."
      highlights={["Double-blind review", "Vancouver references", "Open access"]}
      actions={
        <Button asChild variant="light">
          <Link to={newSubmissionPath()}>
            <Send aria-hidden />
            Submit Manuscript
          </Link>
        </Button>
      }
      toc={TOC}
      related={[
        SITE_PAGES.peerReview,
        SITE_PAGES.apc,
        SITE_PAGES.publicationEthics,
        SITE_PAGES.editorialPolicies,
        SITE_PAGES.policies,
      ]}
    >
      <ContentSection id="at-a-glance" title="At a glance">
        <FactList
          facts={[
            {
              label: "Abstract",
              value: `Max ${MANUSCRIPT.abstractMaxWords}`,
              note: "Structured for research articles.",
            },
            {
              label: "Keywords",
              value: MANUSCRIPT.keywords,
              note: "Preferably MeSH terms.",
            },
            {
              label: "Research article",
              value: `Max ${MANUSCRIPT.researchArticleMaxWords}`,
              note: "Main text, excluding references, tables and figure legends.",
            },
            {
              label: "Figures",
              value: `At least ${MANUSCRIPT.figureMinDpi}`,
              note: "At final print size.",
            },
            {
              label: "Reference style",
              value: "Vancouver",
              note: "Numbered in order of citation.",
            },
            {
              label: "Peer review",
              value: "Double-blind",
              note: "Submit an anonymised manuscript.",
            },
          ]}
          columns={3}
        />
      </ContentSection>

      <ContentSection id="before-you-submit" title="Before you submit">
        <ul>
          <li>Check that the work fits the scope of the journal you choose, described on each journal's About tab.</li>
          <li>
            The manuscript must be original, not published before and not under consideration by another journal.
            Preprints are allowed and should be declared.
          </li>
          <li>All authors must meet the ICMJE authorship criteria and have approved the submission.</li>
          <li>Research on humans or animals needs ethics committee approval; patient studies need informed consent.</li>
          <li>
            Write in clear English (British or American, used consistently). Language editing before submission is
            recommended if needed.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="article-types" title="Article types">
        <DataTable
          caption="Article types"
          columns={["Type", "Description", "Length"]}
          rows={[
            [
              "Research article",
              "Original research with full methods and results.",
              `Max ${MANUSCRIPT.researchArticleMaxWords}`,
            ],
            [
              "Review article",
              "A systematic or narrative synthesis of published research.",
              "Ask the editorial office",
            ],
            ["Short communication", "Brief, significant findings or preliminary results.", "Ask the editorial office"],
            ["Case report", "A new or instructive clinical case, with patient consent.", "Ask the editorial office"],
          ]}
        />
        <p>
          Word counts cover the main text and exclude the title page, abstract, references, tables and figure legends.
        </p>
      </ContentSection>

      <ContentSection id="formats" title="Manuscript formats">
        <ul>
          <li>
            <strong>Main text:</strong> Microsoft Word (.docx or .doc) is preferred. LaTeX manuscripts are accepted with
            a PDF of the compiled file.
          </li>
          <li>
            <strong>Layout:</strong> A4 page, double line spacing, 12-point font, numbered pages and continuous line
            numbers.
          </li>
          <li>
            <strong>Title page:</strong> a separate file, so that the manuscript itself can be anonymised for
            double-blind review.
          </li>
          <li>
            <strong>Figures:</strong> TIFF, EPS, PNG or high-quality JPEG files, one file per figure.
          </li>
          <li>
            <strong>Supplementary material:</strong> any common format; it is published as supplied.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="structure" title="Manuscript structure">
        <p>Research articles follow the IMRaD structure, in this order:</p>
        <ol>
          <li>
            <strong>Title page</strong> (separate file): title; names, affiliations and ORCID iDs of all authors; the
            corresponding author's e-mail and address; a short running title; word count.
          </li>
          <li>
            <strong>Abstract</strong> of no more than {MANUSCRIPT.abstractMaxWords}, structured as Background, Methods,
            Results and Conclusions.
          </li>
          <li>
            <strong>Keywords:</strong> {MANUSCRIPT.keywords}.
          </li>
          <li>
            <strong>Introduction:</strong> the background and the question the study answers.
          </li>
          <li>
            <strong>Methods:</strong> enough detail for others to repeat the work, including statistics, ethics approval
            and consent.
          </li>
          <li>
            <strong>Results:</strong> the findings, without interpretation.
          </li>
          <li>
            <strong>Discussion:</strong> interpretation, comparison with earlier work, limitations.
          </li>
          <li>
            <strong>Conclusions</strong>, then <strong>Acknowledgements</strong> and the <strong>declarations</strong>{" "}
            listed below.
          </li>
          <li>
            <strong>References</strong>, then <strong>tables</strong> and <strong>figure legends</strong>.
          </li>
        </ol>
        <Callout title="Anonymising for double-blind review">
          <p>
            Remove author names, affiliations and acknowledgements from the manuscript file, refer to your own earlier
            work in the third person, and clear the author field from the file's properties.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="figures-tables" title="Figures and tables">
        <ul>
          <li>
            Figures must have a resolution of <strong>at least {MANUSCRIPT.figureMinDpi}</strong> at the size they will
            be printed; line art should be higher.
          </li>
          <li>
            Number figures and tables in the order they are cited in the text, each with a self-explanatory legend or
            title.
          </li>
          <li>Tables must be editable (made with the table tool), not images.</li>
          <li>Obtain permission for any figure reproduced from another source, and cite it.</li>
          <li>Images must not be manipulated in ways that change what the data show.</li>
        </ul>
      </ContentSection>

      <ContentSection id="references" title="References (Vancouver)">
        <p>
          References follow the <strong>Vancouver</strong> style: they are numbered consecutively in the order in which
          they are first cited, identified in the text by numbers in square brackets, and listed in numerical order at
          the end. Journal names are abbreviated as in the NLM Catalog. List all authors up to six; for more than six,
          list the first six followed by “et al.” Include the DOI where there is one.
        </p>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Patterns</p>
          <p className="mt-2">
            <span className="font-medium text-slate-900">Journal article:</span> Author AA, Author BB. Title of article.
            Abbreviated Journal Title. Year;Volume(Issue):first page–last page. doi:…
          </p>
          <p className="mt-2">
            <span className="font-medium text-slate-900">Book:</span> Author AA. Title of book. Edition. Place:
            Publisher; Year.
          </p>
          <p className="mt-2">
            <span className="font-medium text-slate-900">Web page:</span> Author or organisation. Title [Internet].
            Place: Publisher; Year [cited Year Month Day]. Available from: URL
          </p>
        </div>
      </ContentSection>

      <ContentSection id="declarations" title="Declarations">
        <p>Include these statements at the end of the manuscript, before the references:</p>
        <ul>
          <li>
            <strong>Ethics approval:</strong> the name of the ethics committee and the approval number, or why approval
            was not needed.
          </li>
          <li>
            <strong>Consent:</strong> confirmation of informed consent to take part and, where identifiable data or
            images appear, consent to publish.
          </li>
          <li>
            <strong>Conflicts of interest:</strong> all financial and non-financial interests of every author, or “The
            authors declare no conflicts of interest.”
          </li>
          <li>
            <strong>Funding:</strong> every funder and grant number, and the funder's role, if any.
          </li>
          <li>
            <strong>Data availability:</strong> where the data supporting the results can be found, or why they cannot
            be shared.
          </li>
          <li>
            <strong>Author contributions:</strong> what each author did.
          </li>
          <li>
            <strong>Use of AI tools:</strong> any use of generative AI in writing the manuscript. AI tools cannot be
            authors.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="how-to-submit" title="How to submit">
        <StepList
          steps={[
            {
              title: "Sign in or create an account",
              body: (
                <>
                  <Link
                    to={authPath(newSubmissionPath())}
                    className="font-medium text-blue-700 underline underline-offset-2"
                  >
                    Sign in
                  </Link>
                  , or sign up there if you are new. The corresponding author submits on behalf of all authors.
                </>
              ),
            },
            {
              title: "Start a new submission",
              body: "From your dashboard, open Submissions and choose the journal.",
            },
            {
              title: "Enter the details and upload files",
              body: "Add the title, abstract, keywords, authors and declarations, then upload the anonymised manuscript, the title page and the figures.",
            },
            {
              title: "Track your manuscript",
              body: "Follow its status in your dashboard; decisions and reviewer comments are sent to the corresponding author.",
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="after-acceptance" title="After acceptance and fees">
        <p>
          There are no submission or review fees. An article processing charge is due only after acceptance:{" "}
          <strong>{APC.indian.amount}</strong> for Indian authors (including GST) and{" "}
          <strong>{APC.international.amount}</strong> for international authors. {APC.waiver}. See{" "}
          <Link to="/article-processing-charges">article processing charges</Link>.
        </p>
        <p>
          Authors keep the copyright of their article, which is published open access under {LICENCES[0].name} (default)
          or {LICENCES[1].name}. The corresponding author receives proofs to check before publication.
        </p>
      </ContentSection>
    </StaticPage>
  );
}
