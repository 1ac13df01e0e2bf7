import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as about from "~/routes/public/pages/about";
import * as apc from "~/routes/public/pages/article-processing-charges";
import * as retraction from "~/routes/public/pages/article-retraction-policy";
import * as authorGuidelines from "~/routes/public/pages/author-guidelines";
import * as cookies from "~/routes/public/pages/cookies";
import * as editorialPolicies from "~/routes/public/pages/editorial-policies";
import * as peerReview from "~/routes/public/pages/peer-review-policy";
import * as policies from "~/routes/public/pages/policies";
import * as privacy from "~/routes/public/pages/privacy";
import * as publicationEthics from "~/routes/public/pages/publication-ethics";
import * as refund from "~/routes/public/pages/refund-policy";
import * as reviewerGuidelines from "~/routes/public/pages/reviewer-guidelines";
import * as terms from "~/routes/public/pages/terms";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

type PageModule = {
  default: ComponentType<never>;
  meta: (args: never) => MetaDescriptor[];
  loader?: (args: never) => Promise<unknown>;
};

type Rendered = { html: string; text: string };

/**
 * What the pages' loaders give when nothing is unindexed and no journal charges amounts of its own
 * (the APC page lists those).
 */
const PAGE_DATA = { noindex: false, journalCharges: [] };

/** Server-renders a page module the way the app does (inside a data router), with its loader data. */
function render(mod: PageModule, path: string, loaderData: unknown = PAGE_DATA): Rendered {
  const Stub = createRoutesStub([
    {
      id: "page",
      path,
      Component: mod.default as ComponentType,
      loader: loaderData === undefined ? undefined : () => loaderData,
    },
  ]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: loaderData === undefined ? undefined : { loaderData: { page: loaderData } },
    }),
  );
  return { html, text: toText(html) };
}

function toText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:)])/g, "$1")
    .replace(/\( /g, "(");
}

function metaOf(mod: PageModule, path: string) {
  const tags = mod.meta({
    location: { pathname: path },
    matches: [{ id: "root", loaderData: { publicUrl: "http://journals.test" } }],
    loaderData: undefined,
    params: {},
  } as never);
  const title = tags.find((t) => "title" in t) as { title: string } | undefined;
  const description = tags.find((t) => "name" in t && t.name === "description") as { content: string } | undefined;
  const canonical = tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined;
  return { title: title?.title, description: description?.content, canonical: canonical?.href };
}

function expectAll(text: string, facts: string[]) {
  const missing = facts.filter((f) => !text.includes(f));
  expect(missing, `missing from the page: ${missing.join(" | ")}`).toEqual([]);
}

function stepsIn(html: string): number {
  return (toText(html).match(/Step \d+:/g) ?? []).length;
}

const STATIC: Array<[string, PageModule, string]> = [
  ["/policies", policies, "Journal Policies"],
  ["/publication-ethics", publicationEthics, "Publication Ethics"],
  ["/peer-review-policy", peerReview, "Peer Review Policy"],
  ["/editorial-policies", editorialPolicies, "Editorial Policies"],
  ["/author-guidelines", authorGuidelines, "Author Guidelines"],
  ["/reviewer-guidelines", reviewerGuidelines, "Reviewer Guidelines"],
  ["/article-processing-charges", apc, "Article Processing Charges"],
  ["/refund-policy", refund, "Refund Policy"],
  ["/article-retraction-policy", retraction, "Article Retraction Policy"],
  ["/privacy", privacy, "Privacy Policy"],
  ["/terms", terms, "Terms of Use"],
  ["/cookies", cookies, "Cookie Policy"],
];

describe("every static page", () => {
  it.each(STATIC)("%s has one H1, a way back to Home, related links and its own meta", (path, mod, heading) => {
    const { html } = render(mod, path);
    const h1s: string[] = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(toText(h1s[0]).trim()).toBe(heading);
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?<a[^>]*href="\/"[^>]*>[\s\S]*?Home/);
    expect(html).toContain('id="related-pages-title"');

    const meta = metaOf(mod, path);
    expect(meta.title).toBe(`${heading} | Scholarly Press`);
    expect(meta.canonical).toBe(`http://journals.test${path}`);
    // A real description, short enough that search engines show it whole.
    expect(meta.description!.length).toBeGreaterThan(80);
    expect(meta.description!.endsWith("…")).toBe(false);
  });

  it.each(STATIC)("%s links every table-of-contents entry to a section that exists", (path, mod) => {
    const { html } = render(mod, path);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(0);
    for (const id of targets) expect(html, `#${id}`).toContain(`id="${id}"`);
  });
});

describe("/policies", () => {
  it("has the section menu in the spec's order, each entry scrolling to its section", () => {
    const { html, text } = render(policies, "/policies");
    const menu = [
      ["publication-ethics", "Publication Ethics"],
      ["peer-review-policy", "Peer Review Policy"],
      ["editorial-policies", "Editorial Policies"],
      ["authorship", "Authorship & Contributorship"],
      ["research-misconduct", "Research Misconduct"],
      ["open-access", "Open Access Policy"],
      ["copyright-licensing", "Copyright & Licensing"],
    ];
    const desktopMenu = html.slice(html.lastIndexOf('aria-label="Policy sections"'));
    const order = menu.map(([id]) => desktopMenu.indexOf(`href="#${id}"`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const [id, label] of menu) {
      expect(html).toContain(`<section id="${id}"`);
      expect(text).toContain(label);
    }
  });

  it("states COPE, ICMJE, double-blind review, author copyright and both licences, and offers a printable copy", () => {
    const { text } = render(policies, "/policies");
    expectAll(text, [
      "Committee on Publication Ethics (COPE)",
      "International Committee of Medical Journal Editors (ICMJE)",
      "Double-blind review is the default",
      "Authors keep the copyright",
      "CC BY 4.0",
      "CC BY-NC 4.0",
      "Download Complete Policies",
      "within 30 days",
      "within 2 weeks",
    ]);
  });
});

describe("/peer-review-policy", () => {
  it("states every timeline of the spec", () => {
    const { text } = render(peerReview, "/peer-review-policy");
    expectAll(text, [
      "Initial review 3-5 days",
      "Peer review 2-4 weeks",
      "Editorial decision 1-2 days",
      "Reviewer invitation response 3 days",
      "Revised manuscript review 1-2 weeks",
      "minimum of two reviewers",
    ]);
  });

  it("names the three review types with when each applies", () => {
    const { text } = render(peerReview, "/peer-review-policy");
    expectAll(text, [
      "Double-blind Default",
      "Single-blind Special cases",
      "Open On author request",
      "Double-blind review is the default",
    ]);
  });

  it("lists the five editorial decisions and the four reviewer recommendations", () => {
    const { text } = render(peerReview, "/peer-review-policy");
    expectAll(text, [
      "Accept with minor revisions",
      "Major revision",
      "Reject with resubmit",
      "Reject without resubmit",
      "Minor Revision",
      "Major Revision",
      "Reject The work has fundamental flaws",
      "Accept The manuscript is sound",
    ]);
  });

  it("gives the appeal window and the time to a final appeal decision", () => {
    const { text } = render(peerReview, "/peer-review-policy");
    expectAll(text, ["appeal within 30 days", "final appeal decision is given within 2 weeks"]);
  });
});

describe("/author-guidelines", () => {
  it("states the manuscript limits and the reference style", () => {
    const { text } = render(authorGuidelines, "/author-guidelines");
    expectAll(text, ["Max 250 words", "3-6 keywords", "Max 8,000 words", "At least 300 DPI", "Vancouver"]);
  });

  it("describes formats, structure and declarations, and sends authors to the submission wizard (through sign-in) and the APC page", () => {
    const { html, text } = render(authorGuidelines, "/author-guidelines");
    expectAll(text, [
      "Manuscript formats",
      "Microsoft Word",
      "Title page",
      "Abstract",
      "Introduction",
      "Methods",
      "Results",
      "Discussion",
      "IMRaD",
      "Ethics approval",
      "Consent",
      "Conflicts of interest",
      "Data availability",
      "Sign in, or sign up there if you are new",
      "₹3,000",
      "US$150",
    ]);
    expect(html).toContain('href="/dashboard/submissions/new"');
    expect(html).toContain('href="/auth?redirectTo=%2Fdashboard%2Fsubmissions%2Fnew"');
    expect(html).toContain('href="/article-processing-charges"');
  });
});

describe("/reviewer-guidelines", () => {
  it("covers responsibilities, timelines, confidentiality and the four recommendations", () => {
    const { text } = render(reviewerGuidelines, "/reviewer-guidelines");
    expectAll(text, [
      "Responsibilities",
      "Confidentiality",
      "Respond to an invitation 3 days",
      "Complete the review 2-4 weeks",
      "Review a revised manuscript 1-2 weeks",
      "Accept",
      "Minor Revision",
      "Major Revision",
      "Reject",
    ]);
  });

  it("has an Apply to Become a Reviewer button that opens the contact form with its subject", () => {
    const { html } = render(reviewerGuidelines, "/reviewer-guidelines");
    expect(html).toMatch(
      /<a[^>]*href="\/contact\?subject=Reviewer%20application"[^>]*>[\s\S]*?Apply to Become a Reviewer<\/a>/,
    );
  });
});

describe("/publication-ethics and /editorial-policies", () => {
  it.each([
    ["/publication-ethics", publicationEthics],
    ["/editorial-policies", editorialPolicies],
  ] as const)(
    "%s covers COPE, ICMJE authorship, conflicts, plagiarism, fabrication, images, corrections, retractions and appeals",
    (path, mod) => {
      const { text } = render(mod, path);
      expectAll(text, [
        "COPE",
        "ICMJE",
        "Conflicts of interest",
        "Plagiarism",
        "fabrication",
        "Image manipulation",
        "Corrections",
        "Retraction",
        "Appeals and complaints",
        "30 days",
        "2 weeks",
      ]);
    },
  );
});

describe("/article-processing-charges", () => {
  it("lists the journals that charge amounts of their own, and no such table when none does", () => {
    expect(render(apc, "/article-processing-charges").text).not.toContain("Journals with charges of their own");
    const own = { shortName: "fjphs", title: "Future Journal", indian: "₹4,500", international: "US$275" };
    const { html, text } = render(apc, "/article-processing-charges", { noindex: false, journalCharges: [own] });
    expectAll(text, ["Journals with charges of their own", "Future Journal ₹4,500 US$275"]);
    expect(html).toContain('href="/journal/fjphs"');
  });

  it("states the fees and when they are due", () => {
    const { text } = render(apc, "/article-processing-charges");
    expectAll(text, [
      "Indian authors ₹3,000",
      "Per accepted article, including GST",
      "3,000 rupees",
      "International authors US$150",
      "150 US dollars",
      "No submission or review fees",
      "Payment is due only after acceptance",
      "Waivers may be available for authors from low-income countries",
    ]);
  });

  it("offers bank transfer and UPI with details sent with the invoice, and publishes no account number", () => {
    const { text } = render(apc, "/article-processing-charges");
    expectAll(text, [
      "Bank transfer",
      "bank details",
      "are sent with your invoice after acceptance",
      "UPI",
      "For Indian authors. The UPI ID is sent with your invoice",
    ]);
    expect(text).not.toMatch(/\b\d{9,18}\b/);
    expect(text).not.toMatch(/\b[A-Z]{4}0[A-Z0-9]{6}\b/);
    expect(text).not.toMatch(/@(ybl|okaxis|oksbi|okhdfcbank|paytm|upi)\b/i);
  });

  it("walks through a 4-step payment process and links inquiries, policies and refunds", () => {
    const { html } = render(apc, "/article-processing-charges");
    expect(stepsIn(html)).toBe(4);
    expect(html).toContain('href="/contact?subject=APC%20inquiry"');
    expect(html).toContain('href="/policies"');
    expect(html).toContain('href="/refund-policy"');
    expect(toText(html)).toContain("Important notes");
  });
});

describe("/refund-policy", () => {
  it("states every refund figure of the spec", () => {
    const { text } = render(refund, "/refund-policy");
    expectAll(text, [
      "within 30 days of payment",
      "typically within 7 days of payment",
      "before typesetting",
      "75% refund",
      "5-7 business days",
      "10-15 business days",
      "15-22 business days",
      "within 48 hours",
      "No refund is given after publication or once typesetting has begun",
    ]);
  });

  it("has eligible and non-refundable scenarios, a process, a contact and links to the APC page and policies", () => {
    const { html, text } = render(refund, "/refund-policy");
    expectAll(text, ["Eligible for a refund", "Not refundable", "Refund process", "Timeline", "Contact"]);
    expect(html).toContain('href="/article-processing-charges"');
    expect(html).toContain('href="/policies"');
    expect(html).toContain('href="/contact?subject=Refund%20request"');
  });
});

describe("/article-retraction-policy", () => {
  it("follows COPE with a six-step procedure and the spec's timings", () => {
    const { html, text } = render(retraction, "/article-retraction-policy");
    expect(stepsIn(html)).toBe(6);
    expectAll(text, ["COPE", "Typically 14 days", "4-8 weeks", "within 48 hours", "within 7 days"]);
  });

  it("has grounds, notice format, post-retraction actions, reporting and links to ethics and policies", () => {
    const { html, text } = render(retraction, "/article-retraction-policy");
    expectAll(text, [
      "Grounds for retraction",
      "Retraction notice",
      "“Retraction: [title of the article]”",
      "After retraction",
      "Reporting concerns",
    ]);
    expect(html).toContain('href="/publication-ethics"');
    expect(html).toContain('href="/policies"');
  });
});

describe("legal pages", () => {
  it.each([
    ["/privacy", privacy],
    ["/terms", terms],
    ["/cookies", cookies],
  ] as const)("%s says when it was last updated", (path, mod) => {
    expect(render(mod, path).text).toContain("Last updated: November 2026");
  });

  it("/privacy names the data collected, purposes, retention, rights and a contact", () => {
    const { html, text } = render(privacy, "/privacy");
    expectAll(text, [
      "Account",
      "Submissions and reviews",
      "Contact form messages",
      "Server logs",
      "How we use it",
      "How long we keep it",
      "Your rights",
      "India",
    ]);
    expect(html).toContain('href="/contact?subject=Privacy%20request"');
  });

  it("/cookies lists only essential cookies and rules out tracking and advertising", () => {
    const { text } = render(cookies, "/cookies");
    expectAll(text, [
      "Sign-in session",
      "Sidebar preference",
      "7 days",
      "No advertising or tracking cookies",
      "No analytics",
    ]);
  });

  it("/terms is governed by Indian law and warns that articles are not medical advice", () => {
    const { text } = render(terms, "/terms");
    expectAll(text, ["laws of India", "not medical advice", "CC BY 4.0", "CC BY-NC 4.0"]);
  });
});

describe("/about", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it("lists the four journals from the database with links, and is honest about indexing", async () => {
    const data = await about.loader(routeArgs(new Request("http://journals.test/about")));
    expect(data.journals.map((j) => j.shortName)).toEqual(["fjphs", "ijcpms", "ijebr", "bjps"]);
    const { html, text } = render(about as PageModule, "/about", data);
    for (const short of ["fjphs", "ijcpms", "ijebr", "bjps"]) expect(html).toContain(`href="/journal/${short}"`);
    expectAll(text, [
      "four open-access journals",
      "pharmaceutical and health sciences",
      "Mission",
      "Open access",
      "Peer review",
      "not yet indexed",
    ]);
    expect(text).not.toMatch(/indexed in (PubMed|Scopus)/);
  });
});
