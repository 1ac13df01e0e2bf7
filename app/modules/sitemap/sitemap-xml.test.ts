import { describe, expect, it } from "vitest";
import { articlePdfPath, articlePath } from "~/lib/paths";
import { escapeXml } from "~/lib/xml";
import { XML_SITEMAP_MAX_BYTES, XML_SITEMAP_PAGE_SIZE } from "./sitemap.constants";
import {
  absoluteUrl,
  formatPriority,
  sitemapIndexXml,
  urlElement,
  urlsetClose,
  urlsetOpen,
  w3cDateTime,
} from "./sitemap-xml";

describe("sitemap XML writer", () => {
  it("escapes the five XML special characters and drops characters XML cannot hold", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("ok\u0000\u0008bad")).toBe("okbad");
  });

  it("builds absolute, percent-encoded URLs on the public base URL", () => {
    expect(absoluteUrl("https://journals.example.org/", "/journal/fjphs")).toBe(
      "https://journals.example.org/journal/fjphs",
    );
    expect(absoluteUrl("https://example.org/press", "/sitemap.xml")).toBe("https://example.org/press/sitemap.xml");
    expect(absoluteUrl("https://example.org", "/journal/ü x")).toBe("https://example.org/journal/%C3%BC%20x");
  });

  it("writes W3C datetimes in UTC without milliseconds", () => {
    expect(w3cDateTime(new Date("2025-03-04T05:06:07.890Z"))).toBe("2025-03-04T05:06:07+00:00");
  });

  it("writes priorities as decimals between 0.0 and 1.0", () => {
    expect(formatPriority(1)).toBe("1.0");
    expect(formatPriority(0.7)).toBe("0.7");
    expect(formatPriority(0.85)).toBe("0.85");
    expect(formatPriority(3)).toBe("1.0");
    expect(formatPriority(-1)).toBe("0.0");
  });

  it("leaves out a change frequency the schema does not allow", () => {
    expect(urlElement({ loc: "https://x.org/a", changefreq: "sometimes" })).toBe(
      "<url><loc>https://x.org/a</loc></url>\n",
    );
    expect(urlElement({ loc: "https://x.org/a?b=1&c=2", changefreq: "Weekly", priority: 0.5 })).toBe(
      "<url><loc>https://x.org/a?b=1&amp;c=2</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n",
    );
  });

  it("writes a sitemap index", () => {
    const xml = sitemapIndexXml([
      { loc: "https://x.org/sitemaps/site.xml", lastmod: new Date("2025-01-01T00:00:00Z") },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<sitemap><loc>https://x.org/sitemaps/site.xml</loc><lastmod>2025-01-01T00:00:00+00:00</lastmod></sitemap>",
    );
  });

  it("keeps a full page of article entries (each with its PDF) under 5 MB and 50,000 URLs", () => {
    // Worst realistic case: a long host name and long volume and article numbers.
    const base = "https://journals.international-pharmaceutical-sciences-press.example.org";
    const lastmod = new Date("2025-12-31T23:59:59Z");
    let xml = urlsetOpen();
    let urls = 0;
    for (let i = 0; i < XML_SITEMAP_PAGE_SIZE; i++) {
      const entry = { lastmod, changefreq: "monthly", priority: 0.75 };
      xml += urlElement({ loc: absoluteUrl(base, articlePath("ijcpms", 1000 + (i % 50), 100_000 + i)), ...entry });
      xml += urlElement({ loc: absoluteUrl(base, articlePdfPath("ijcpms", 1000 + (i % 50), 100_000 + i)), ...entry });
      urls += 2;
    }
    xml += urlsetClose();
    expect(urls).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(xml, "utf8")).toBeLessThan(XML_SITEMAP_MAX_BYTES);
  });
});
