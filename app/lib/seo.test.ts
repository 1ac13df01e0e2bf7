import { describe, expect, it } from "vitest";
import { jsonLd, META_DESCRIPTION_LIMIT, OG_DESCRIPTION_LIMIT, pageMeta, SITE_NAME, truncate } from "./seo";

const longText = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");

function metaArgs(pathname: string, publicUrl = "https://journals.example.org") {
  return { location: { pathname }, matches: [{ id: "root", loaderData: { publicUrl } }] };
}

function content(tags: ReturnType<typeof pageMeta>, key: "name" | "property", value: string): string | undefined {
  const tag = tags.find((t) => (t as Record<string, unknown>)[key] === value) as { content?: string } | undefined;
  return tag?.content;
}

describe("truncate", () => {
  it("leaves short text alone, with whitespace collapsed", () => {
    expect(truncate("  A short\n\n description  ", 160)).toBe("A short description");
  });

  it("cuts long text to the limit at a word boundary with an ellipsis", () => {
    const cut = truncate(longText, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(longText.startsWith(cut.slice(0, -1))).toBe(true);
    expect(longText.charAt(cut.length - 1)).toBe(" ");
  });

  it("cuts text exactly at the limit only when it is longer", () => {
    const exact = "x".repeat(160);
    expect(truncate(exact, 160)).toBe(exact);
    expect(truncate(`${exact}y`, 160)).toHaveLength(160);
  });

  it("cuts a single long word mid-word rather than leaving almost nothing", () => {
    const cut = truncate(`a ${"y".repeat(300)}`, 160);
    expect(cut).toHaveLength(160);
  });

  it("cuts a long text as if all of it were cleaned first, whatever its whitespace", () => {
    const cleanedFirst = (text: string, limit: number) => {
      const clean = text.replace(/\s+/g, " ").trim();
      if (clean.length <= limit) return clean;
      const cut = clean.slice(0, limit - 1);
      const atSpace = cut.lastIndexOf(" ");
      return `${(atSpace > limit * 0.6 ? cut.slice(0, atSpace) : cut).trimEnd()}…`;
    };
    const texts = [
      `${" ".repeat(400)}${longText}`,
      `${"word \n\t ".repeat(80)}end`,
      `${"x".repeat(159)}${" ".repeat(300)}y`,
      `${"ab ".repeat(106)}${"\n".repeat(500)}tail`,
      longText.replaceAll(" ", "   "),
    ];
    for (const text of texts) {
      for (const limit of [160, 200]) expect(truncate(text, limit)).toBe(cleanedFirst(text, limit));
    }
  });
});

describe("pageMeta", () => {
  const tags = pageMeta(metaArgs("/journal/fjphs"), { title: "Frontier Journal", description: longText });

  it("uses the spec's limits: description 160, Open Graph description 200", () => {
    expect(META_DESCRIPTION_LIMIT).toBe(160);
    expect(OG_DESCRIPTION_LIMIT).toBe(200);
    expect(content(tags, "name", "description")!.length).toBeLessThanOrEqual(160);
    expect(content(tags, "property", "og:description")!.length).toBeLessThanOrEqual(200);
    expect(content(tags, "property", "og:description")!.length).toBeGreaterThan(160);
  });

  it("adds the site name to the title once", () => {
    expect(tags).toContainEqual({ title: `Frontier Journal | ${SITE_NAME}` });
    const again = pageMeta(metaArgs("/"), { title: `${SITE_NAME} home`, description: "d" });
    expect(again).toContainEqual({ title: `${SITE_NAME} home` });
  });

  it("builds the canonical and og:url from the public URL and the path", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://journals.example.org/journal/fjphs",
    });
    expect(content(tags, "property", "og:url")).toBe("https://journals.example.org/journal/fjphs");
    const explicit = pageMeta(metaArgs("/journal/fjphs?tab=archives"), {
      title: "t",
      description: "d",
      path: "/journal/fjphs",
    });
    expect(explicit).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://journals.example.org/journal/fjphs",
    });
  });

  it("asks robots to index and follow", () => {
    expect(content(tags, "name", "robots")).toBe("index, follow");
  });

  it("says noindex when the page's loader answered noindex (unindexed in the SEO manager)", () => {
    const args = { ...metaArgs("/journal/fjphs"), loaderData: { noindex: true } };
    const unindexed = pageMeta(args, { title: "t", description: "d" });
    expect(content(unindexed, "name", "robots")).toBe("noindex");
    expect(unindexed.filter((t) => (t as { name?: string }).name === "robots")).toHaveLength(1);
    const indexed = pageMeta({ ...args, loaderData: { noindex: false } }, { title: "t", description: "d" });
    expect(content(indexed, "name", "robots")).toBe("index, follow");
  });

  it("makes a relative image absolute and switches to a large Twitter card", () => {
    const withImage = pageMeta(metaArgs("/"), { title: "t", description: "d", image: "/covers/a.jpg" });
    expect(content(withImage, "property", "og:image")).toBe("https://journals.example.org/covers/a.jpg");
    expect(content(withImage, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "name", "twitter:card")).toBe("summary");
  });

  it("appends extra tags and wraps JSON-LD", () => {
    const ld = jsonLd({ "@type": "Organization", name: SITE_NAME });
    const withExtra = pageMeta(metaArgs("/"), { title: "t", description: "d", extra: [ld] });
    expect(withExtra.at(-1)).toEqual({ "script:ld+json": { "@type": "Organization", name: SITE_NAME } });
  });
});
