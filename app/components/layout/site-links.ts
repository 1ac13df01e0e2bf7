/** Links shared by the header, the mobile menu and the footer. */

/** `document`: served by the server outside the app (XML), so followed with a full page load. */
export type SiteLink = { label: string; to: string; document?: boolean };
export type LinkGroup = { title: string; links: SiteLink[] };

export const POLICY_GROUPS: LinkGroup[] = [
  {
    title: "Publication Standards",
    links: [
      { label: "Publication Ethics", to: "/publication-ethics" },
      { label: "Policies overview", to: "/policies" },
      { label: "Article Retraction Policy", to: "/article-retraction-policy" },
    ],
  },
  {
    title: "Editorial",
    links: [
      { label: "Editorial Policies", to: "/editorial-policies" },
      { label: "Editorial Board", to: "/editorial-board" },
    ],
  },
  {
    title: "Submission & Review",
    links: [
      { label: "Author Guidelines", to: "/author-guidelines" },
      { label: "Peer Review Policy", to: "/peer-review-policy" },
      { label: "Reviewer Guidelines", to: "/reviewer-guidelines" },
    ],
  },
  {
    title: "Financial Policies",
    links: [
      { label: "Article Processing Charges", to: "/article-processing-charges" },
      { label: "Refund Policy", to: "/refund-policy" },
    ],
  },
];

export const QUICK_LINKS: SiteLink[] = [
  { label: "About", to: "/about" },
  { label: "All Journals", to: "/journals" },
  { label: "Conferences", to: "/conferences" },
  { label: "Contact", to: "/contact" },
  { label: "Sitemap", to: "/sitemap" },
  { label: "XML Sitemap", to: "/sitemap.xml", document: true },
  // The harvesting endpoint for libraries and indexes; Identify describes the repository.
  { label: "OAI-PMH", to: "/oai?verb=Identify", document: true },
];

export const LEGAL_LINKS: SiteLink[] = [
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
  { label: "Cookies", to: "/cookies" },
];

/**
 * The header shows at most this many journals. Spec 000 section 9 says 4, the founding journals;
 * a journal an admin adds must appear in the menu at once (issue 13), so the menu holds a few more,
 * and /journals, linked under it, lists them all.
 */
export const HEADER_JOURNAL_LIMIT = 8;

/** What the shell needs to know about a journal (kept small: it is sent with every page). */
export type NavJournal = { shortName: string; title: string; gradient: string };
