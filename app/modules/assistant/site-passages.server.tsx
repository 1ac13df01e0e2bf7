import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import ApcPage from "~/content/pages/article-processing-charges";
import RetractionPage from "~/content/pages/article-retraction-policy";
import AuthorGuidelinesPage from "~/content/pages/author-guidelines";
import EditorialPoliciesPage from "~/content/pages/editorial-policies";
import PeerReviewPage from "~/content/pages/peer-review-policy";
import PoliciesPage from "~/content/pages/policies";
import PublicationEthicsPage from "~/content/pages/publication-ethics";
import RefundPage from "~/content/pages/refund-policy";
import ReviewerGuidelinesPage from "~/content/pages/reviewer-guidelines";

/** A piece of the site's own content the assistant may answer with, and where it is read. */
export type Passage = {
  title: string;
  /** The section's own heading (weighs most in retrieval; the page's title is shared by its sections). */
  heading: string;
  url: string;
  text: string;
};

// The policy and guideline pages readers ask about (privacy, terms and cookies are not questions
// about the journals). Rendered from the same content as the pages, so that the assistant says what they say.
const PAGES: { path: string; title: string; Component: React.ComponentType }[] = [
  { path: "/article-processing-charges", title: "Article Processing Charges", Component: ApcPage },
  { path: "/refund-policy", title: "Refund Policy", Component: RefundPage },
  { path: "/author-guidelines", title: "Author Guidelines", Component: AuthorGuidelinesPage },
  { path: "/peer-review-policy", title: "Peer Review Policy", Component: PeerReviewPage },
  { path: "/reviewer-guidelines", title: "Reviewer Guidelines", Component: ReviewerGuidelinesPage },
  { path: "/editorial-policies", title: "Editorial Policies", Component: EditorialPoliciesPage },
  { path: "/publication-ethics", title: "Publication Ethics", Component: PublicationEthicsPage },
  { path: "/article-retraction-policy", title: "Article Retraction Policy", Component: RetractionPage },
  { path: "/policies", title: "Journal Policies", Component: PoliciesPage },
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The visible text of an HTML fragment: tags dropped (blocks as line breaks), entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|li|h[1-6]|tr|div|dt|dd)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name in ENTITIES) return ENTITIES[name]!;
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * The sections of a rendered page as passages: each `<section id>` with its heading is one passage,
 * linked to the page at that section (`/page#id`).
 */
export function sectionPassages(html: string, path: string, pageTitle: string): Passage[] {
  const passages: Passage[] = [];
  const section = /<section id="([^"]+)"[^>]*>\s*<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*?)<\/section>/g;
  for (const m of html.matchAll(section)) {
    const text = htmlText(m[3]!);
    if (text.length < 20) continue;
    const heading = htmlText(m[2]!);
    passages.push({ title: `${pageTitle}: ${heading}`, heading, url: `${path}#${m[1]}`, text });
  }
  return passages;
}

let cached: Passage[] | undefined;

/** Every section of the policy and guideline pages, rendered once per process (they are code). */
export function staticPagePassages(): Passage[] {
  cached ??= PAGES.flatMap(({ path, title, Component }) => {
    const Stub = createRoutesStub([{ path, Component }]);
    const html = renderToStaticMarkup(<Stub initialEntries={[path]} />);
    return sectionPassages(html, path, title);
  });
  return cached;
}
