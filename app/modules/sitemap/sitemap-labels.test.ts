import { describe, expect, it } from "vitest";
import { parseSitemapFileName, parseSitemapPageQuery } from "./sitemap.schemas";
import { comparePageTypes, entryTitle, isExternalUrl, pageTypeHeading, priorityTone } from "./sitemap-labels";

describe("sitemap labels", () => {
  it("uses the spec's group headings and title-cases other types", () => {
    expect(pageTypeHeading("static")).toBe("Main Pages");
    expect(pageTypeHeading("journal")).toBe("Journals");
    expect(pageTypeHeading("article")).toBe("Articles");
    expect(pageTypeHeading("issue")).toBe("Journal Issues");
    expect(pageTypeHeading("conference")).toBe("Conferences");
    expect(pageTypeHeading("call_for_papers")).toBe("Call For Papers");
  });

  it("orders groups: main pages, journals, issues, articles, conferences, then others alphabetically", () => {
    expect(["zeta", "article", "alpha", "conference", "static", "issue", "journal"].sort(comparePageTypes)).toEqual([
      "static",
      "journal",
      "issue",
      "article",
      "conference",
      "alpha",
      "zeta",
    ]);
  });

  it("prefers the meta title and otherwise derives a title from the last URL segment", () => {
    expect(entryTitle("/about", "About Us")).toBe("About Us");
    expect(entryTitle("/peer-review-policy", null)).toBe("Peer Review Policy");
    expect(entryTitle("/article_processing_charges/", "  ")).toBe("Article Processing Charges");
    expect(entryTitle("/", null)).toBe("Home");
    expect(entryTitle("https://example.org/events/annual%20meeting?x=1", null)).toBe("Annual Meeting");
  });

  it("tells external links and priority tones apart", () => {
    expect(isExternalUrl("https://example.org")).toBe(true);
    expect(isExternalUrl("/journal/fjphs")).toBe(false);
    expect([priorityTone(0.8), priorityTone(0.5), priorityTone(0.49)]).toEqual(["success", "warning", "danger"]);
  });

  it("reads ?type and ?page leniently", () => {
    expect(parseSitemapPageQuery(new URLSearchParams("type=article&page=2"))).toEqual({ type: "article", page: 2 });
    expect(parseSitemapPageQuery(new URLSearchParams("type=<x>&page=abc"))).toEqual({ type: undefined, page: 1 });
  });

  it("parses sitemap file names", () => {
    expect(parseSitemapFileName("site.xml")).toEqual({ kind: "site" });
    expect(parseSitemapFileName("fjphs-2.xml")).toEqual({ kind: "journal", shortName: "fjphs", page: 2 });
    expect(parseSitemapFileName("fjphs-0.xml")).toBeNull();
    expect(parseSitemapFileName("fjphs.xml")).toBeNull();
    expect(parseSitemapFileName("fjphs-1.txt")).toBeNull();
  });
});
