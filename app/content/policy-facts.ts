/**
 * The figures and fixed terms our policy pages state (spec sections 1, 5 and 9). They live in one
 * place because several pages repeat them (the peer-review timeline appears on the policies,
 * peer-review and reviewer pages; the APC on the fees, author-guideline and about pages), and a
 * figure that differs between two pages is worse than one that is wrong on both.
 */

export const LAST_UPDATED = "November 2026";

export const STANDARDS = {
  ethics: "COPE",
  ethicsLong: "Committee on Publication Ethics (COPE)",
  authorship: "ICMJE",
  authorshipLong: "International Committee of Medical Journal Editors (ICMJE)",
  referenceStyle: "Vancouver",
} as const;

export const LICENCES = [
  {
    name: "CC BY 4.0",
    title: "Creative Commons Attribution 4.0 International",
    url: "https://creativecommons.org/licenses/by/4.0/",
    summary:
      "Anyone may share and adapt the work for any purpose, including commercially, provided the authors and the original publication are credited.",
  },
  {
    name: "CC BY-NC 4.0",
    title: "Creative Commons Attribution-NonCommercial 4.0 International",
    url: "https://creativecommons.org/licenses/by-nc/4.0/",
    summary: "Anyone may share and adapt the work with credit to the authors, but not for commercial purposes.",
  },
] as const;

export const PEER_REVIEW = {
  minimumReviewers: "minimum two reviewers",
  timeline: [
    {
      stage: "Initial review",
      duration: "3-5 days",
      detail:
        "The editorial office checks scope, completeness, formatting and text similarity before a handling editor is assigned.",
    },
    {
      stage: "Reviewer invitation response",
      duration: "3 days",
      detail: "Invited reviewers accept or decline within 3 days so the review is not held up.",
    },
    {
      stage: "Peer review",
      duration: "2-4 weeks",
      detail: "Independent experts (a minimum of two reviewers) assess the manuscript and submit their reports.",
    },
    {
      stage: "Editorial decision",
      duration: "1-2 days",
      detail: "Once the reports are in, the handling editor makes and communicates the decision.",
    },
    {
      stage: "Revised manuscript review",
      duration: "1-2 weeks",
      detail: "Revised manuscripts are checked against the reviewers' comments, by the same reviewers where possible.",
    },
  ],
  reviewTypes: [
    {
      name: "Double-blind",
      when: "Default",
      detail:
        "Neither the authors nor the reviewers know each other's identities. This is the default model for every journal.",
    },
    {
      name: "Single-blind",
      when: "Special cases",
      detail:
        "Reviewers know the authors' identities but not the reverse. Used only in special cases, for example when a manuscript cannot be anonymised.",
    },
    {
      name: "Open",
      when: "On author request",
      detail:
        "Authors and reviewers know each other's identities. Available on author request when the reviewers agree.",
    },
  ],
  editorialDecisions: [
    {
      name: "Accept",
      detail: "The manuscript is accepted as it stands and moves to production.",
    },
    {
      name: "Accept with minor revisions",
      detail: "Small changes are needed; the editor checks them without a further full review.",
    },
    {
      name: "Major revision",
      detail: "Substantial changes are needed; the revised manuscript goes back to the reviewers.",
    },
    {
      name: "Reject with resubmit",
      detail:
        "The work is not acceptable in its current form, but a substantially reworked version may be submitted as a new manuscript.",
    },
    {
      name: "Reject without resubmit",
      detail: "The manuscript is not suitable for the journal and will not be considered again.",
    },
  ],
  reviewerRecommendations: [
    {
      name: "Accept",
      detail: "The manuscript is sound and ready for publication as it stands.",
    },
    {
      name: "Minor Revision",
      detail: "The work is sound; small corrections or clarifications are needed.",
    },
    {
      name: "Major Revision",
      detail: "The work may be publishable, but needs substantial changes to methods, analysis or presentation.",
    },
    {
      name: "Reject",
      detail: "The work has fundamental flaws, lacks originality or falls outside the journal's scope.",
    },
  ],
  appeals: { window: "30 days", finalDecision: "2 weeks" },
} as const;

export const MANUSCRIPT = {
  abstractMaxWords: "250 words",
  keywords: "3-6 keywords",
  researchArticleMaxWords: "8,000 words",
  figureMinDpi: "300 DPI",
} as const;

export const APC = {
  indian: {
    label: "Indian authors",
    amount: "₹3,000",
    words: "3,000 rupees",
    note: "per accepted article, including GST",
  },
  international: {
    label: "International authors",
    amount: "US$150",
    words: "150 US dollars",
    note: "per accepted article",
  },
  submissionFee: "No submission or review fees",
  due: "Payment is due only after acceptance",
  waiver: "Waivers may be available for authors from low-income countries",
} as const;

export const REFUND = {
  requestWindow: "within 30 days of payment",
  withdrawalWindow: "typically within 7 days of payment",
  withdrawalRefund: "75%",
  review: "5-7 business days",
  processing: "10-15 business days",
  total: "15-22 business days",
  acknowledgment: "within 48 hours",
} as const;

export const RETRACTION = {
  authorResponse: "14 days",
  process: "4-8 weeks",
  acknowledgment: "within 48 hours",
  initialAssessment: "within 7 days",
} as const;

/** The contact page pre-fills its subject from ?subject=, so each request lands labelled. */
export function contactPath(subject?: string): string {
  return subject ? `/contact?subject=${encodeURIComponent(subject)}` : "/contact";
}
