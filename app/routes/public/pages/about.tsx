import { ArrowRight, BookOpen } from "lucide-react";
import { Link } from "~/components/link";
import { Callout } from "~/components/content/callout";
import { ContentSection } from "~/components/content/content-section";
import { DefinitionCards } from "~/components/content/definition-cards";
import { StaticPage } from "~/components/content/static-page";
import { Button } from "~/components/ui/button";
import { APC, LICENCES } from "~/content/policy-facts";
import { SITE_PAGES } from "~/content/site-pages";
import { journalPath } from "~/lib/paths";
import { listPublicJournalsWithoutCounts } from "~/modules/journals/journals.service.server";
import { pageMeta } from "~/lib/seo";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/about";

export async function loader({ url }: Route.LoaderArgs) {
  const [journals, noindex] = await Promise.all([listPublicJournalsWithoutCounts(), isUnindexedPage(url.pathname)]);
  return {
    noindex,
    journals: journals.map((j) => ({
      shortName: j.shortName,
      title: j.title,
      category: j.category,
      description: j.description,
      gradient: j.theme.gradients.hero,
      // Labels on the white cards: the public theme's primary, already readable on white (AA).
      color: j.theme.colors.primary,
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "About Scholarly Press",
    description:
      "Scholarly Press publishes peer-reviewed, open-access journals in pharmaceutical and health sciences from India, following COPE and ICMJE standards.",
  });
}

const TOC = [
  { id: "who-we-are", label: "Who we are" },
  { id: "our-journals", label: "Our journals" },
  { id: "mission", label: "Mission" },
  { id: "open-access", label: "Open access" },
  { id: "peer-review", label: "Peer review" },
  { id: "indexing", label: "Indexing" },
  { id: "get-in-touch", label: "Get in touch" },
];

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

function journalCount(n: number): string {
  return `${NUMBER_WORDS[n] ?? n} open-access ${n === 1 ? "journal" : "journals"}`;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { journals } = loaderData;
  return (
    <StaticPage
      title="About Scholarly Press"
      crumb="About"
      eyebrow="About us"
      icon={BookOpen}
      lead="Scholarly Press is an open-access publisher of peer-reviewed journals in pharmaceutical and health sciences, based in India and open to researchers everywhere."
      highlights={["Open access", "Double-blind peer review", "COPE & ICMJE"]}
      toc={TOC}
      related={[
        SITE_PAGES.journals,
        SITE_PAGES.editorialBoard,
        SITE_PAGES.policies,
        SITE_PAGES.authorGuidelines,
        SITE_PAGES.contact,
      ]}
    >
      <ContentSection id="who-we-are" title="Who we are">
        <p>
          Scholarly Press runs this platform to publish research in pharmacy, pharmaceutical sciences and the health
          sciences. It hosts {journalCount(journals.length)}, each with its own editorial board and scope, sharing one
          set of publication policies and one submission and review system.
        </p>
        <p>
          Authors submit and track manuscripts here, reviewers and editors manage peer review here, and readers can
          read, download and cite every published article free of charge.
        </p>
      </ContentSection>

      <ContentSection id="our-journals" title="Our journals">
        {journals.length === 0 ? (
          <p>No journals are published yet.</p>
        ) : (
          <div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {journals.map((j) => (
                <li key={j.shortName}>
                  <Link
                    to={journalPath(j.shortName)}
                    className="plain group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                  >
                    <span aria-hidden className="h-2" style={{ background: j.gradient }} />
                    <span className="flex flex-1 flex-col p-5">
                      <span className="text-xs font-bold tracking-wider" style={{ color: j.color }}>
                        {j.shortName.toUpperCase()}
                      </span>
                      <span className="mt-1 font-semibold leading-snug text-slate-900 group-hover:text-blue-800">
                        {j.title}
                      </span>
                      {j.category ? <span className="mt-1 text-sm text-slate-500">{j.category}</span> : null}
                      {j.description ? (
                        <span className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{j.description}</span>
                      ) : null}
                      <span
                        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold"
                        style={{ color: j.color }}
                      >
                        Visit journal
                        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </ContentSection>

      <ContentSection id="mission" title="Mission">
        <p>
          Our mission is to make sound research in pharmaceutical and health sciences available to everyone who can use
          it: practitioners, students, policymakers and researchers, including those at institutions without
          subscription budgets.
        </p>
        <ul>
          <li>Publish research that is carefully reviewed, clearly reported and ethically conducted.</li>
          <li>
            Give early-career researchers, and researchers from India and other developing regions, a fair and rigorous
            venue.
          </li>
          <li>Keep publishing affordable, with fees charged only after acceptance.</li>
        </ul>
      </ContentSection>

      <ContentSection id="open-access" title="Open access">
        <p>
          Every article is free to read, download and share from the day it is published, with no subscription or
          registration. Authors keep the copyright of their work, which is published under a Creative Commons licence:
        </p>
        <DefinitionCards
          items={LICENCES.map((l) => ({
            term: l.name,
            description: l.summary,
          }))}
        />
        <p>
          Publishing costs are covered by an article processing charge, due only after acceptance: {APC.indian.amount}{" "}
          for Indian authors (including GST) and {APC.international.amount} for international authors. There are no
          submission or review fees. See <Link to="/article-processing-charges">article processing charges</Link>.
        </p>
      </ContentSection>

      <ContentSection id="peer-review" title="Peer review">
        <p>
          Every research article is reviewed by a minimum of two independent experts. Double-blind review is the
          default: authors and reviewers do not know each other's identities. Our editors follow the guidance of the
          Committee on Publication Ethics (COPE) and the recommendations of the International Committee of Medical
          Journal Editors (ICMJE). Read the <Link to="/peer-review-policy">peer review policy</Link> and our{" "}
          <Link to="/publication-ethics">publication ethics</Link>.
        </p>
      </ContentSection>

      <ContentSection id="indexing" title="Indexing">
        <Callout title="Not yet indexed">
          <p>
            Our journals are not yet indexed in bibliographic databases such as PubMed, Scopus, Web of Science or DOAJ.
            We plan to apply as each journal meets the databases' requirements, which include a record of regular,
            peer-reviewed publication. We will list an index here only once a journal has actually been accepted.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="get-in-touch" title="Get in touch">
        <p>
          Questions about our journals, a submission or working with us as a reviewer or editor? The editorial office is
          happy to help.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/contact" className="plain">
              Contact the editorial office
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/author-guidelines" className="plain">
              Author guidelines
            </Link>
          </Button>
        </div>
      </ContentSection>
    </StaticPage>
  );
}
