import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  articlePdf,
  destinationPage,
  encryptedPdf,
  imagesOnPage,
  linkedArticlePdf,
  numberBeside,
  openPdf,
  pageString,
  pageObjectCount,
  pageText,
} from "~tests/helpers/pdfs";
import {
  buildFullIssuePdf,
  type FullIssueArticle,
  type FullIssueInput,
  type FullIssueResult,
} from "./full-issue-pdf.server";

const journal: FullIssueInput["journal"] = {
  title: "Journal of Applied Studies",
  shortName: "JAS",
  issnPrint: "1234-5678",
  issnOnline: "8765-4321",
  primaryColor: "#7a1f3d",
};

function article(title: string, pdf: Uint8Array | null, authors: string[] = ["Ana Silva"]): FullIssueArticle {
  const slug = title.toLowerCase().replace(/\W+/g, "-");
  return {
    title,
    authors,
    articleType: "Research Article",
    pdf,
    doi: `10.1234/jas.${slug}`,
    url: `https://press.example/a/${slug}`,
  };
}

function input(articles: FullIssueArticle[], cover: Uint8Array | null = null): FullIssueInput {
  return {
    journal,
    issue: { label: "Volume 5, Issue 2", title: "Water and Cities", publicationDate: "2025-03-15" },
    cover,
    articles,
    publicUrl: "https://press.example/journal/jas",
  };
}

describe("buildFullIssuePdf", () => {
  let articles: FullIssueArticle[];
  let result: FullIssueResult;
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  // Cover 1, contents 2, then: Alpha 3-4, Beta (no PDF) 5, Gamma 6-8, Delta (corrupt) 9, Epsilon 10,
  // Zeta (encrypted) 11.
  const expectedStarts = [3, 5, 6, 9, 10, 11];

  beforeAll(async () => {
    articles = [
      article("Alpha rivers in spate", await articlePdf("Alpha", 2), ["Ana Silva", "Bo Chen"]),
      article("Beta without a galley", null),
      article("Gamma urban wetlands", await articlePdf("Gamma", 3), ["A One", "B Two", "C Three", "D Four", "E Five"]),
      article("Delta corrupt file", new TextEncoder().encode("%PDF-1.7\nthis is not a PDF at all")),
      article("Epsilon short note", await articlePdf("Epsilon", 1)),
      article("Zeta locked file", await encryptedPdf()),
    ];
    result = await buildFullIssuePdf(input(articles));
    pdf = await openPdf(result.bytes);
  });

  it("has a cover, one contents page and every article's pages, a placeholder for each unreadable one", () => {
    expect(result.pageCount).toBe(11);
    expect(pdf.numPages).toBe(11);
    expect(result.toc).toEqual([
      { title: "Alpha rivers in spate", startPage: 3, pageCount: 2 },
      { title: "Beta without a galley", startPage: 5, pageCount: 1 },
      { title: "Gamma urban wetlands", startPage: 6, pageCount: 3 },
      { title: "Delta corrupt file", startPage: 9, pageCount: 1 },
      { title: "Epsilon short note", startPage: 10, pageCount: 1 },
      { title: "Zeta locked file", startPage: 11, pageCount: 1 },
    ]);
  });

  it("puts the journal, the issue, its date and the ISSNs on the cover", async () => {
    const text = await pageString(pdf, 1);
    for (const part of [
      "Journal of Applied Studies",
      "Volume 5, Issue 2",
      "Water and Cities",
      "15 March 2025",
      "ISSN 1234-5678 (Print)",
      "ISSN 8765-4321 (Online)",
      "JAS",
    ]) {
      expect(text).toContain(part);
    }
    expect(await imagesOnPage(pdf, 1)).toBe(0);
  });

  it("lists every article on the contents page with its start page and authors", async () => {
    const items = await pageText(pdf, 2);
    const text = items.map((t) => t.str).join(" ");
    expect(text).toContain("Contents");
    articles.forEach((a, i) => expect(numberBeside(items, a.title), a.title).toBe(expectedStarts[i]));
    expect(text).toContain("Ana Silva, Bo Chen");
    expect(text).toContain("A One, B Two, C Three et al.");
    expect(text).not.toContain("D Four");
  });

  it("links each contents entry to its article's first page", async () => {
    const annotations = await (await pdf.getPage(2)).getAnnotations();
    const links = annotations.filter((a) => a.subtype === "Link");
    const targets = await Promise.all(links.map((l) => destinationPage(pdf, l.dest)));
    expect(targets).toEqual(expectedStarts.map((p) => p - 1));
  });

  it("keeps the articles' own pages, in order, at the pages the contents gives", async () => {
    expect(await pageString(pdf, 3)).toContain("Alpha page 1");
    expect(await pageString(pdf, 4)).toContain("Alpha page 2");
    expect(await pageString(pdf, 6)).toContain("Gamma page 1");
    expect(await pageString(pdf, 8)).toContain("Gamma page 3");
    expect(await pageString(pdf, 10)).toContain("Epsilon page 1");
  });

  it("gives an article without a readable PDF a page pointing to it online", async () => {
    for (const [page, a] of [
      [5, articles[1]],
      [9, articles[3]],
      [11, articles[5]],
    ] as const) {
      const text = await pageString(pdf, page);
      expect(text).toContain(a.title);
      expect(text).toContain(`Read this article online: ${a.url}`);
      const links = (await (await pdf.getPage(page)).getAnnotations()).filter((l) => l.subtype === "Link");
      expect(links.map((l) => l.url)).toEqual([a.url]);
    }
  });

  it("has bookmarks for the cover, the contents and each article", async () => {
    const outline = await pdf.getOutline();
    expect(outline.map((o) => o.title)).toEqual(["Cover", "Contents", ...articles.map((a) => a.title)]);
    const pages = await Promise.all(outline.map((o) => destinationPage(pdf, o.dest)));
    expect(pages).toEqual([0, 1, ...expectedStarts.map((p) => p - 1)]);
  });

  it("names the journal and the issue in the document information", async () => {
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    expect(info.Title).toBe("Journal of Applied Studies — Volume 5, Issue 2");
    expect(info.Producer).toBe("Scholarly Press");
    expect(info.Creator).toBe("Scholarly Press");
  });
});

describe("a long contents", () => {
  it("runs over two pages and still gives each article's right start page", async () => {
    const pdfs = [await articlePdf("One", 1), await articlePdf("Two", 2)];
    const articles = Array.from({ length: 40 }, (_, i) =>
      article(
        `Article ${i + 1}: a title long enough to wrap onto a second line of the contents page, as real ones do`,
        pdfs[i % 2],
        ["First Author", "Second Author", "Third Author", "Fourth Author"],
      ),
    );
    const result = await buildFullIssuePdf(input(articles));
    const pdf = await openPdf(result.bytes);

    const contents: number[] = [];
    for (let p = 2; (await pageString(pdf, p)).includes("Contents"); p++) contents.push(p);
    expect(contents.length).toBeGreaterThanOrEqual(2);
    expect(await pageString(pdf, 3)).toContain("Contents (continued)");

    // 40 articles of 1 and 2 pages in turn, after the cover and the contents.
    let next = 2 + contents.length;
    const starts = articles.map((_, i) => {
      const start = next;
      next += (i % 2) + 1;
      return start;
    });
    expect(result.pageCount).toBe(next - 1);
    expect(pdf.numPages).toBe(next - 1);
    expect(result.toc.map((t) => t.startPage)).toEqual(starts);

    const pagesText = await Promise.all(contents.map((p) => pageText(pdf, p)));
    // Each entry's first line is "Article N: ...", so the prefix finds it on its contents page.
    articles.forEach((_, i) => {
      const numbers = pagesText.map((items) => numberBeside(items, `Article ${i + 1}:`)).filter((n) => n !== null);
      expect(numbers, `article ${i + 1}`).toEqual([starts[i]]);
    });
    expect(await pageString(pdf, starts[39])).toContain("Two page 1");
    expect(await pageString(pdf, starts[38])).toContain("One page 1");

    const outline = await pdf.getOutline();
    const pages = await Promise.all(outline.slice(2).map((o) => destinationPage(pdf, o.dest)));
    expect(pages).toEqual(starts.map((s) => s - 1));
  });
});

describe("the cover image", () => {
  const picture = () =>
    sharp({ create: { width: 300, height: 420, channels: 3, background: { r: 30, g: 90, b: 160 } } });

  it("is drawn from a PNG", async () => {
    const png = await picture().png().toBuffer();
    const pdf = await openPdf((await buildFullIssuePdf(input([], new Uint8Array(png)))).bytes);
    expect(await imagesOnPage(pdf, 1)).toBe(1);
  });

  it("is drawn from a WebP with transparency", async () => {
    const webp = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const pdf = await openPdf((await buildFullIssuePdf(input([], new Uint8Array(webp)))).bytes);
    expect(await imagesOnPage(pdf, 1)).toBe(1);
  });

  it("falls back to the drawn cover when the image cannot be read", async () => {
    const result = await buildFullIssuePdf(input([], new TextEncoder().encode("not an image")));
    const pdf = await openPdf(result.bytes);
    expect(await imagesOnPage(pdf, 1)).toBe(0);
    expect(await pageString(pdf, 1)).toContain("JAS");
    // No articles: the cover and one contents page.
    expect(pdf.numPages).toBe(2);
  });
});

describe("text beyond WinAnsi", () => {
  it("is drawn with replacements and kept whole in the bookmarks and the title", async () => {
    const title = "Łódź: ćwiczenia – α-helix ≥ 2 in 水";
    const result = await buildFullIssuePdf({
      ...input([article(title, null, ["Zoë Ćosić"])]),
      journal: { ...journal, title: "Revista Ñandú" },
    });
    const pdf = await openPdf(result.bytes);
    expect(await pageString(pdf, 2)).toContain("Lódz: cwiczenia – alpha-helix >= 2 in ?");
    expect((await pdf.getOutline())[2].title).toBe(title);
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    expect(info.Title).toBe("Revista Ñandú — Volume 5, Issue 2");
  });
});

describe("links inside an article", () => {
  it("still lead to the article's own pages in the issue, and no page is copied twice", async () => {
    const articles = [
      article("First", await articlePdf("First", 2)),
      article("Linked", await linkedArticlePdf("Linked")),
    ];
    const result = await buildFullIssuePdf(input(articles));
    const pdf = await openPdf(result.bytes);
    // Cover, contents, First 3-4, Linked 5-7.
    expect(result.toc[1].startPage).toBe(5);
    const links = (await (await pdf.getPage(5)).getAnnotations()).filter((a) => a.subtype === "Link");
    const internal = await Promise.all(links.filter((l) => l.dest).map((l) => destinationPage(pdf, l.dest)));
    expect(internal).toEqual([6, 5, 6]);
    expect(links.map((l) => l.url).filter(Boolean)).toEqual(["https://example.org/data"]);
    expect(await pageObjectCount(result.bytes)).toBe(result.pageCount);
  });
});
