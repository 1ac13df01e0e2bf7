import { Cookie, Mail } from "lucide-react";
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
import type { Route } from "./+types/cookies";

/** Only whether the page was unindexed in the SEO manager (its robots tag). */
export async function loader({ url }: Route.LoaderArgs) {
  return { noindex: await isUnindexedPage(url.pathname) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Cookie Policy",
    description:
      "Scholarly Press uses only essential cookies: a sign-in session cookie and a dashboard sidebar preference. No analytics, tracking or advertising cookies.",
  });
}

const TOC = [
  { id: "summary", label: "In short" },
  { id: "what-are-cookies", label: "What cookies are" },
  { id: "cookies-we-use", label: "Cookies we use" },
  { id: "cookies-we-do-not-use", label: "Cookies we do not use" },
  { id: "managing-cookies", label: "Managing cookies" },
  { id: "other-sites", label: "Other websites" },
  { id: "changes-contact", label: "Changes and contact" },
];

export default function CookiesPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      eyebrow="Legal"
      icon={Cookie}
      lead="We use only the few cookies the website needs to work. We do not use cookies to track you, measure you or show you advertising."
      updated={LAST_UPDATED}
      highlights={["Essential cookies only"]}
      toc={TOC}
      related={[SITE_PAGES.privacy, SITE_PAGES.terms, SITE_PAGES.contact]}
    >
      <ContentSection id="summary" title="In short">
        <Callout tone="success" title="Only essential cookies">
          <p>
            Reading articles needs no cookies. A cookie is set when you sign in, to keep you signed in, and the
            dashboard remembers one layout preference. There are no analytics, tracking, advertising or social media
            cookies, so there is no cookie banner to click through.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="what-are-cookies" title="What cookies are">
        <p>
          Cookies are small text files a website stores in your browser and reads back on later visits. Essential
          cookies make a site work, for example by remembering that you have signed in. Other cookies can be used to
          measure visits or follow people across websites; we do not use those.
        </p>
      </ContentSection>

      <ContentSection id="cookies-we-use" title="Cookies we use">
        <DataTable
          caption="Cookies set by this website"
          columns={["Cookie", "Purpose", "Type", "Duration"]}
          rows={[
            [
              "Sign-in session",
              "Keeps you signed in as you move between pages and protects your account. Set only when you sign in.",
              "Essential, first-party",
              "Until you sign out or the session expires",
            ],
            [
              "Sidebar preference",
              "Remembers whether the dashboard sidebar is expanded or collapsed. Set only when you use the dashboard.",
              "Essential (functional), first-party",
              "7 days",
            ],
          ]}
        />
        <p>
          These cookies contain no personal details beyond a random session identifier, and are never shared with third
          parties.
        </p>
      </ContentSection>

      <ContentSection id="cookies-we-do-not-use" title="Cookies we do not use">
        <ul>
          <li>
            No analytics or statistics cookies: article view and download counts are kept on our server without cookies.
          </li>
          <li>No advertising or tracking cookies, and no tracking pixels.</li>
          <li>No third-party cookies on our pages: we do not embed social media widgets or advertising networks.</li>
        </ul>
      </ContentSection>

      <ContentSection id="managing-cookies" title="Managing cookies">
        <p>
          Because we use only essential cookies, we do not ask for consent. You can still block or delete cookies in
          your browser's settings. Reading articles works without cookies, but you will not be able to sign in, submit
          or review while cookies for this site are blocked.
        </p>
      </ContentSection>

      <ContentSection id="other-sites" title="Other websites">
        <p>
          Some links take you to other websites, for example the sharing pages of social networks, bibliographic
          databases, an external messaging service or DOI and ORCID pages. Those sites may set their own cookies under
          their own policies once you open them.
        </p>
      </ContentSection>

      <ContentSection id="changes-contact" title="Changes and contact">
        <p>
          If we ever add a cookie that is not essential, we will update this page and ask for your consent first. Our{" "}
          <Link to="/privacy">privacy policy</Link> explains how we handle personal data.
        </p>
        <Button asChild>
          <Link to={contactPath("Cookie policy")} className="plain">
            <Mail aria-hidden />
            Ask about cookies
          </Link>
        </Button>
      </ContentSection>
    </StaticPage>
  );
}
