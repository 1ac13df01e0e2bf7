import { Lock, Mail } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DataTable } from "~/components/content/data-table";
import { StaticPage } from "~/components/content/static-page";
import { Button } from "~/components/ui/button";
import { contactPath, LAST_UPDATED } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/privacy";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Privacy Policy",
    description:
      "What personal data we collect (account, submission, contact form and server log data), why, how long we keep it, and how to exercise your rights.",
  });
}

const TOC = [
  { id: "who-we-are", label: "Who we are" },
  { id: "data-we-collect", label: "Data we collect" },
  { id: "purposes", label: "How we use it" },
  { id: "legal-basis", label: "Legal basis" },
  { id: "what-is-public", label: "What becomes public" },
  { id: "sharing", label: "Who we share it with" },
  { id: "retention", label: "How long we keep it" },
  { id: "your-rights", label: "Your rights" },
  { id: "security", label: "Security" },
  { id: "other", label: "Children, transfers and changes" },
  { id: "contact", label: "Contact" },
];

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      eyebrow="Legal"
      icon={Lock}
      lead="We collect only the personal data we need to run our journals: to let you sign in, to handle submissions and peer review, and to answer your messages. We do not sell it and we do not use it for advertising."
      updated={LAST_UPDATED}
      toc={TOC}
      related={[SITE_PAGES.cookies, SITE_PAGES.terms, SITE_PAGES.contact]}
    >
      <ContentSection id="who-we-are" title="Who we are">
        <p>
          This website is operated by Scholarly Press, a publisher of open-access journals based in India (“we”, “us”).
          We decide why and how your personal data is processed on this platform, and we are responsible for it under
          India's Digital Personal Data Protection Act, 2023 and, where they apply to you, other data protection laws
          such as the EU General Data Protection Regulation.
        </p>
      </ContentSection>

      <ContentSection id="data-we-collect" title="Data we collect">
        <DataTable
          caption="Personal data we collect"
          columns={["Category", "What it includes", "Where it comes from"]}
          rows={[
            [
              "Account",
              "Your name, e-mail address, password (stored only as a one-way hash, never readable by us), affiliation, ORCID iD and your roles (author, reviewer, editor).",
              "You, when you sign up or edit your profile; editors, when they assign roles.",
            ],
            [
              "Sign-in sessions",
              "A session identifier, the IP address and browser type of each session, and when it expires.",
              "Your browser, when you sign in.",
            ],
            [
              "Submissions and reviews",
              "Manuscripts and files; names, e-mail addresses, affiliations and ORCID iDs of all authors; declarations; reviewer reports; editorial correspondence and decisions.",
              "Authors, reviewers and editors.",
            ],
            [
              "Contact form messages",
              "Your name, e-mail address, organisation (optional), subject and message.",
              "You, when you write to us.",
            ],
            [
              "Server logs",
              "IP address, date and time, the page or file requested, the response status and your browser's user agent.",
              "Your browser, on every request.",
            ],
            [
              "Payments",
              "Invoice details and the payment reference you send us. We do not receive or store card or bank passwords.",
              "You and your bank, after acceptance.",
            ],
          ]}
        />
        <p>
          Article view and download counts are stored as totals per article and month; they are not linked to you. We do
          not use analytics or advertising trackers.
        </p>
      </ContentSection>

      <ContentSection id="purposes" title="How we use it">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>
            To run submission, peer review, editing and publication, and to send you messages about your manuscripts and
            reviews.
          </li>
          <li>To answer your questions and requests.</li>
          <li>To invoice article processing charges and process payments and refunds.</li>
          <li>To keep the service secure and working: to detect abuse, prevent fraud and fix errors.</li>
          <li>To investigate concerns about publication ethics, as our policies and COPE guidance require.</li>
          <li>To meet legal obligations, such as tax and accounting rules.</li>
        </ul>
        <p>
          We do not sell personal data, use it for advertising or make decisions about you by automated means alone.
        </p>
      </ContentSection>

      <ContentSection id="legal-basis" title="Legal basis">
        <p>
          We process your data with your consent, which you give when you create an account, submit a manuscript or send
          us a message, and for the legitimate uses the law allows, such as meeting legal obligations and keeping the
          service secure. Where the GDPR applies, we rely on the performance of our agreement with you, our legitimate
          interest in running a trustworthy journal, and legal obligations.
        </p>
      </ContentSection>

      <ContentSection id="what-is-public" title="What becomes public">
        <p>
          When an article is published, the authors' names, affiliations and ORCID iDs, and the corresponding author's
          contact details, become part of the article and the public scholarly record. Members of editorial boards are
          listed publicly with their name, role and affiliation. Reviewers' identities are not published unless open
          review has been agreed.
        </p>
      </ContentSection>

      <ContentSection id="sharing" title="Who we share it with">
        <ul>
          <li>
            <strong>Editors and reviewers</strong> see the manuscripts they handle. Under double-blind review, reviewers
            do not see the authors' identities.
          </li>
          <li>
            <strong>Service providers</strong> that host the platform, store files and deliver e-mail, bound to keep the
            data confidential and use it only on our instructions.
          </li>
          <li>
            <strong>Indexing and citation services</strong> receive the metadata of published articles (titles, authors,
            affiliations).
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, and institutions investigating research misconduct,
            as described in our <Link to="/publication-ethics">publication ethics policy</Link>.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="retention" title="How long we keep it">
        <ul>
          <li>
            <strong>Account data</strong>: while your account is open. When you ask us to delete it, we delete or
            anonymise it, except what is part of a submission or the published record.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: until you sign out or the session expires.
          </li>
          <li>
            <strong>Submissions and reviews</strong>: as long as needed for the editorial record, to answer questions
            about the review of a paper, and to handle ethics concerns that may arise after publication.
          </li>
          <li>
            <strong>Published articles</strong>: permanently, as part of the scholarly record.
          </li>
          <li>
            <strong>Contact form messages</strong>: as long as needed to deal with your request, and then for a limited
            period in case you write again about it.
          </li>
          <li>
            <strong>Server logs</strong>: for a short period, for security and troubleshooting, unless needed to
            investigate an incident.
          </li>
          <li>
            <strong>Payment records</strong>: as long as tax and accounting law requires.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="your-rights" title="Your rights">
        <p>You have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we use it;</li>
          <li>have inaccurate or incomplete data corrected or completed;</li>
          <li>have your data erased when it is no longer needed, or withdraw your consent;</li>
          <li>nominate someone to exercise your rights if you die or become unable to do so;</li>
          <li>
            have your grievance addressed by us and, if you are not satisfied, complain to the Data Protection Board of
            India or your local authority.
          </li>
        </ul>
        <Callout title="Limits that protect the scholarly record">
          <p>
            Published articles cannot be deleted or silently changed; errors are fixed by a correction notice.
            Withdrawing consent does not affect processing already done.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="security" title="Security">
        <p>
          Passwords are stored only as one-way hashes, pages and files are served over encrypted connections,
          unpublished manuscripts are available only through short-lived signed links to those allowed to see them, and
          access to personal data is limited to the people who need it.
        </p>
      </ContentSection>

      <ContentSection id="other" title="Children, transfers and changes">
        <ul>
          <li>
            This service is meant for researchers and professionals. We do not knowingly collect data from children
            under 18.
          </li>
          <li>
            Our service providers may process data outside India; where they do, we require them to protect it as this
            policy describes.
          </li>
          <li>
            We use only essential cookies; see our <Link to="/cookies">cookie policy</Link>.
          </li>
          <li>
            If we change this policy, we will update the date above and, for significant changes, tell registered users
            by e-mail.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="contact" title="Contact">
        <p>
          To exercise your rights or ask about your data, write to our editorial office, which forwards privacy requests
          to the person responsible for grievances. We may ask you to confirm your identity before acting on a request.
        </p>
        <Button asChild>
          <Link to={contactPath("Privacy request")} className="plain">
            <Mail aria-hidden />
            Send a privacy request
          </Link>
        </Button>
      </ContentSection>
    </StaticPage>
  );
}
