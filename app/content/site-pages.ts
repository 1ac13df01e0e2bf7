/** Titles and one-line summaries of the pages our static pages link to in "Related pages". */
export const SITE_PAGES = {
  home: {
    to: "/",
    title: "Home",
    summary: "Journals, recent articles and conferences.",
  },
  about: {
    to: "/about",
    title: "About Scholarly Press",
    summary: "Who we are, our journals and how we publish.",
  },
  journals: {
    to: "/journals",
    title: "Our Journals",
    summary: "The four open-access journals we publish.",
  },
  policies: {
    to: "/policies",
    title: "Journal Policies",
    summary: "All our editorial and publication policies in one place.",
  },
  publicationEthics: {
    to: "/publication-ethics",
    title: "Publication Ethics",
    summary: "The COPE-based duties of authors, reviewers and editors.",
  },
  peerReview: {
    to: "/peer-review-policy",
    title: "Peer Review Policy",
    summary: "Review models, timelines, decisions and appeals.",
  },
  editorialPolicies: {
    to: "/editorial-policies",
    title: "Editorial Policies",
    summary: "Editorial independence, authorship, corrections and complaints.",
  },
  authorGuidelines: {
    to: "/author-guidelines",
    title: "Author Guidelines",
    summary: "How to prepare and submit your manuscript.",
  },
  reviewerGuidelines: {
    to: "/reviewer-guidelines",
    title: "Reviewer Guidelines",
    summary: "What we ask of our peer reviewers.",
  },
  editorialBoard: {
    to: "/editorial-board",
    title: "Editorial Board",
    summary: "The editors who handle our journals.",
  },
  apc: {
    to: "/article-processing-charges",
    title: "Article Processing Charges",
    summary: "Fees, waivers and how to pay after acceptance.",
  },
  refund: {
    to: "/refund-policy",
    title: "Refund Policy",
    summary: "When an APC can be refunded and how long it takes.",
  },
  retraction: {
    to: "/article-retraction-policy",
    title: "Article Retraction Policy",
    summary: "How we correct and retract the published record.",
  },
  contact: {
    to: "/contact",
    title: "Contact Us",
    summary: "Write to the editorial office.",
  },
  privacy: {
    to: "/privacy",
    title: "Privacy Policy",
    summary: "What personal data we hold and why.",
  },
  terms: {
    to: "/terms",
    title: "Terms of Use",
    summary: "The rules for using this website.",
  },
  cookies: {
    to: "/cookies",
    title: "Cookie Policy",
    summary: "The few essential cookies we set.",
  },
} as const;

export type SitePage = (typeof SITE_PAGES)[keyof typeof SITE_PAGES];
