import { Mail, ScrollText } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { StaticPage } from "~/components/content/static-page";
import { Button } from "~/components/ui/button";
import { contactPath, LAST_UPDATED, LICENCES } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/terms";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Terms of Use",
    description:
      "Terms for using the Scholarly Press platform: accounts, submissions, review confidentiality, reuse of open-access articles, fees, acceptable use, liability.",
  });
}

const TOC = [
  { id: "acceptance", label: "Acceptance" },
  { id: "the-service", label: "The service" },
  { id: "accounts", label: "Accounts" },
  { id: "submissions", label: "Submitting manuscripts" },
  { id: "reviewers-editors", label: "Reviewers and editors" },
  { id: "content-reuse", label: "Reusing published content" },
  { id: "fees", label: "Fees and refunds" },
  { id: "acceptable-use", label: "Acceptable use" },
  { id: "no-medical-advice", label: "No medical advice" },
  { id: "liability", label: "Disclaimer and liability" },
  { id: "termination", label: "Suspension and termination" },
  { id: "law", label: "Governing law" },
  { id: "changes-contact", label: "Changes and contact" },
];

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Use"
      eyebrow="Legal"
      icon={ScrollText}
      lead="These terms govern your use of the Scholarly Press website and journal platform, whether you read, submit, review or edit. Please read them together with our policies."
      updated={LAST_UPDATED}
      toc={TOC}
      related={[SITE_PAGES.privacy, SITE_PAGES.cookies, SITE_PAGES.policies, SITE_PAGES.apc]}
    >
      <ContentSection id="acceptance" title="Acceptance">
        <p>
          By using this website you agree to these terms. If you create an account or submit a manuscript, you also
          agree to our <Link to="/policies">journal policies</Link>, which form part of these terms. If you do not
          agree, please do not use the service.
        </p>
      </ContentSection>

      <ContentSection id="the-service" title="The service">
        <p>
          Scholarly Press operates this platform from India to publish peer-reviewed, open-access journals in
          pharmaceutical and health sciences. Anyone may read and download published articles without an account. An
          account is needed to submit manuscripts, review, edit, or e-mail authors through the site.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title="Accounts">
        <ul>
          <li>Give accurate information, including your real name and affiliation, and keep it up to date.</li>
          <li>
            An account is personal. Keep your password secret and tell us at once if you think someone else has used
            your account.
          </li>
          <li>You are responsible for what is done with your account.</li>
        </ul>
      </ContentSection>

      <ContentSection id="submissions" title="Submitting manuscripts">
        <p>By submitting a manuscript, the corresponding author confirms on behalf of all authors that:</p>
        <ul>
          <li>the work is original, has not been published before and is not under consideration elsewhere;</li>
          <li>all authors meet the ICMJE authorship criteria and have approved the submission;</li>
          <li>the research was carried out ethically, with the required approvals and consents;</li>
          <li>
            the manuscript does not infringe anyone's copyright or other rights, and permission has been obtained for
            third-party material;
          </li>
          <li>all conflicts of interest and funding sources have been disclosed.</li>
        </ul>
        <p>
          We may reject, correct or retract any article as described in our{" "}
          <Link to="/editorial-policies">editorial policies</Link> and{" "}
          <Link to="/article-retraction-policy">retraction policy</Link>.
        </p>
      </ContentSection>

      <ContentSection id="reviewers-editors" title="Reviewers and editors">
        <p>
          Manuscripts under review are confidential. Reviewers and editors may use them only to assess them, must not
          share them or use their content, and must follow the{" "}
          <Link to="/reviewer-guidelines">reviewer guidelines</Link> and our{" "}
          <Link to="/publication-ethics">publication ethics</Link>.
        </p>
      </ContentSection>

      <ContentSection id="content-reuse" title="Reusing published content">
        <p>
          Authors keep the copyright of their articles. Each article is published under the Creative Commons licence
          shown on it ({LICENCES.map((l) => l.name).join(" or ")}), and you may reuse it on the terms of that licence,
          crediting the authors and the original publication.
        </p>
        <p>
          The website itself (its design, software, logos and journal names) is not covered by those licences and may
          not be copied without our permission.
        </p>
      </ContentSection>

      <ContentSection id="fees" title="Fees and refunds">
        <p>
          Reading is free, and there are no submission or review fees. An article processing charge is due only after
          acceptance, as set out on the <Link to="/article-processing-charges">article processing charges</Link> page.
          Refunds are governed by the <Link to="/refund-policy">refund policy</Link>.
        </p>
      </ContentSection>

      <ContentSection id="acceptable-use" title="Acceptable use">
        <p>You must not:</p>
        <ul>
          <li>try to gain access to accounts, manuscripts or systems you are not allowed to use;</li>
          <li>upload malware, or content that is unlawful, defamatory or infringes others' rights;</li>
          <li>impersonate another person, or submit fabricated or plagiarised work;</li>
          <li>manipulate peer review, for example by suggesting fake reviewers;</li>
          <li>
            send spam through the site, or download content in a way that overloads the service. Text and data mining of
            published articles is welcome at a reasonable rate.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="no-medical-advice" title="No medical advice">
        <Callout tone="warning" title="For research and education only">
          <p>
            Articles published on this platform report research to the scientific community. They are not medical advice
            and must not replace the judgement of a qualified health professional. Do not start, stop or change any
            treatment based on an article.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="liability" title="Disclaimer and liability">
        <p>
          The views in published articles are those of their authors, not of Scholarly Press or the editors. Peer review
          reduces but cannot remove the possibility of error. The website is provided “as is”; we try to keep it
          available and accurate but cannot guarantee that it will be uninterrupted or error-free.
        </p>
        <p>
          To the extent the law allows, Scholarly Press is not liable for indirect or consequential loss arising from
          the use of the website or of published content. Nothing in these terms limits liability that cannot be limited
          by law.
        </p>
      </ContentSection>

      <ContentSection id="termination" title="Suspension and termination">
        <p>
          You may close your account at any time by contacting us. We may suspend or close an account that breaks these
          terms or our policies. Manuscripts already published remain part of the scholarly record.
        </p>
      </ContentSection>

      <ContentSection id="law" title="Governing law">
        <p>
          These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts of
          India.
        </p>
      </ContentSection>

      <ContentSection id="changes-contact" title="Changes and contact">
        <p>
          We may update these terms; the date at the top shows when they last changed. Continuing to use the website
          after a change means you accept the new terms. Questions about these terms are welcome.
        </p>
        <Button asChild>
          <Link to={contactPath("Terms of use")} className="plain">
            <Mail aria-hidden />
            Contact us
          </Link>
        </Button>
      </ContentSection>
    </StaticPage>
  );
}
