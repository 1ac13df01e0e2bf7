import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkEnvelope, readOjsExport } from "./ojs-native.reader.server";
import type { OjsExport } from "./ojs-import.types";

const CORPUS = path.resolve(import.meta.dirname, "../../../../shared/corpus/ojs-native");
const MAX = 256 * 1024 * 1024;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "ojs-reader-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function read(file: string, max = MAX) {
  const dir = fs.mkdtempSync(path.join(work, "run-"));
  return readOjsExport(file, dir, max);
}

function written(name: string, xml: string): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, xml);
  return file;
}

function articlesOf(e: OjsExport) {
  return [...e.issues.flatMap((i) => i.articles), ...e.articles];
}

describe("reading OJS Native XML exports", () => {
  it.each([
    ["ojs3.1.2_pkp-testdata_issue-v1n1.xml", "3.1", 1, 6, 6, 6],
    ["ojs3.2_pkp-cypress_export-issues.xml", "3.2", 2, 1, 1, 1],
    ["ojs3.3_biblhertz-hsah_article.xml", "3.3", 0, 1, 2, 1],
    ["ojs3.4.0-4_pkp-datasets_issue-v1n2.xml", "3.4", 1, 2, 4, 2],
  ])(
    "%s is read as OJS %s with its issues, articles, authors and galleys",
    (file, version, issues, articles, authors, galleys) => {
      const result = read(path.join(CORPUS, file));
      if (!result.ok) throw new Error(`${result.message} ${result.errors.join("; ")}`);
      const e = result.export;
      expect(e.version).toBe(version);
      expect(e.issues).toHaveLength(issues);
      const all = articlesOf(e);
      expect(all).toHaveLength(articles);
      expect(all.reduce((n, a) => n + a.current.authors.length, 0)).toBe(authors);
      expect(all.reduce((n, a) => n + a.current.galleys.length, 0)).toBe(galleys);
    },
  );

  it("keeps the DOI, ORCID, authors' order, subjects and the issue of a single-article 3.3 export", () => {
    const result = read(path.join(CORPUS, "ojs3.3_biblhertz-hsah_article.xml"));
    if (!result.ok) throw new Error(result.message);
    const pub = result.export.articles[0]!.current;
    expect(pub.doi).toBe("10.48431/hsah.0101");
    expect(pub.title).toBe(
      "Walking through history. An Interdisciplinary Approach to Flavio Biondo\u2019s Spaces in the \u201cItalia Illustrata\u201d",
    );
    expect(pub.authors.map((a) => a.familyName)).toEqual(["Michalsky", "Thiering"]);
    expect(pub.authors[1]!.orcid).toBe("https://orcid.org/0000-0003-3995-578X");
    expect(pub.authors[1]!.primaryContact).toBe(true);
    // The export's double-escaped "&amp;amp;" is one ampersand once read.
    expect(pub.authors[1]!.biography).toBe("Departement of Art & Design, Professor");
    expect(pub.subjects).toContain("text annotation");
    expect(pub.issueIdentification).toMatchObject({ volume: null, number: "1", year: 2022 });
    expect(pub.urlPath).toBe("01_intro");
  });

  it("decodes a galley's embedded file byte for byte", () => {
    const xml = fs.readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8");
    const embed = /<submission_file [^>]*id="12"[\s\S]*?<embed encoding="base64">([^<]+)<\/embed>/.exec(xml)![1]!;
    const expected = crypto.createHash("sha256").update(Buffer.from(embed, "base64")).digest("hex");
    const result = read(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"));
    if (!result.ok) throw new Error(result.message);
    const article = result.export.issues[0]!.articles.find((a) => a.ojsId === "1")!;
    const file = article.current.galleys[0]!.file!;
    expect(file.sha256).toBe(expected);
    expect(file.sizeBytes).toBe(14572);
    expect(crypto.createHash("sha256").update(fs.readFileSync(file.path)).digest("hex")).toBe(expected);
    // The other version is kept apart, with its own url_path.
    expect(article.current.urlPath).toBe("mwandenga-signalling-theory");
    expect(article.others.map((p) => p.urlPath)).toEqual(["mwandenga"]);
  });

  /** The 3.4 sample as OJS 3.5 writes it: structured affiliations, keywords as vocabulary entries. */
  function as35(xml: string): string {
    return xml
      .replace(
        /<affiliation locale="(\w+)">([^<]*)<\/affiliation>/g,
        '<affiliation><name locale="$1">$2</name></affiliation>',
      )
      .replace(/<keyword>([^<]*)<\/keyword>/g, "<keyword><name>$1</name></keyword>");
  }

  it("reads an OJS 3.5 export: structured affiliations and keywords", () => {
    const xml = as35(fs.readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8"));
    const result = read(written("ojs35.xml", xml));
    if (!result.ok) throw new Error(`${result.message} ${result.errors.join("; ")}`);
    expect(result.export.version).toBe("3.5");
    const pub = result.export.issues[0]!.articles.find((a) => a.ojsId === "1")!.current;
    expect(pub.authors[0]!.affiliation).toBe("University of Cape Town");
    expect(pub.keywords).toEqual(["Professional Development", "Social Transformation"]);
  });

  it("reads an OJS 3.6 export: publications with an id attribute and major versions, contributor types", () => {
    let xml = as35(fs.readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8"));
    xml = xml
      .replace(
        /(<publication [^>]*?)version="(\d+)"([^>]*?)>\s*<id type="internal" advice="ignore">(\d+)<\/id>/g,
        '$1version_major="$2" version_minor="0" id="$4"$3><id type="internal" advice="ignore">$4</id>',
      )
      .replace(/user_group_ref="Author"/g, 'contributor_type="PERSON"')
      .replace(
        /<\/author>/g,
        "<contributor_roles><contributor_role_id>1</contributor_role_id></contributor_roles></author>",
      );
    const result = read(written("ojs36.xml", xml));
    if (!result.ok) throw new Error(`${result.message} ${result.errors.join("; ")}`);
    expect(result.export.version).toBe("3.6-dev");
    const article = result.export.issues[0]!.articles.find((a) => a.ojsId === "1")!;
    expect(article.current).toMatchObject({ ojsId: "1", version: 1, urlPath: "mwandenga-signalling-theory" });
    expect(article.others.map((p) => p.version)).toEqual([2]);
    expect(article.current.authors.map((a) => a.familyName)).toEqual(["Mwandenga", "Mansour", "Riouf"]);
  });

  it("refuses a file that does not fit its version's format with the first problems and their lines", () => {
    const xml = fs
      .readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8")
      .replace("<number>2</number>", "<number>2</number><colour>red</colour>");
    const result = read(written("invalid.xml", xml));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe("invalid");
    expect(result.message).toMatch(/closest is OJS 3\.4/);
    expect(result.errors[0]).toMatch(/^line 6: Element '\{http:\/\/pkp\.sfu\.ca\}colour'/);
  });

  it("refuses external entities (XXE) without reading the file they name", () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE issue [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<issue xmlns="http://pkp.sfu.ca">&x;</issue>`;
    const result = read(written("xxe.xml", xml));
    expect(result).toMatchObject({ ok: false, code: "doctype" });
  });

  it("refuses an entity bomb before parsing it", () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join("");
    const xml = `<?xml version="1.0"?><!-- a bomb --><!DOCTYPE lolz [<!ENTITY l0 "lol">${lol}]><issue xmlns="http://pkp.sfu.ca">&l9;</issue>`;
    expect(read(written("bomb.xml", xml))).toMatchObject({ ok: false, code: "doctype" });
  });

  it("refuses a file over the size limit without reading it", () => {
    const file = written("big.xml", "<issue/>");
    fs.truncateSync(file, 2048);
    expect(read(file, 1024)).toMatchObject({ ok: false, code: "too_large" });
  });

  it("reads a Users XML file's users with their groups' roles, never their passwords", () => {
    const result = read(path.join(CORPUS, "users/ojs3.6dev_pkp-testdata_users.xml"));
    if (!result.ok) throw new Error(`${result.message} ${result.errors.join("; ")}`);
    expect(result.export).toMatchObject({ root: "PKPUsers", version: "3.6-dev" });
    const users = result.export.users!;
    expect(users).toHaveLength(25);
    expect(users[0]).toEqual({
      givenName: "Daniel",
      familyName: "Barnes",
      email: "dbarnes@mailinator.com",
      affiliation: "University of Melbourne",
      country: "AU",
      roleIds: [16],
    });
    expect(JSON.stringify(users)).not.toContain("$2y$");
  });

  it("tells a foreign XML file and a text file apart", () => {
    expect(read(written("rss.xml", `<?xml version="1.0"?><rss version="2.0"/>`))).toMatchObject({ code: "not_native" });
    expect(read(written("text.xml", "hello"))).toMatchObject({ code: "not_xml" });
    expect(read(written("broken.xml", `<issue xmlns="http://pkp.sfu.ca"><id>`))).toMatchObject({ code: "not_xml" });
  });

  it("finds the root element after the XML declaration and comments", () => {
    expect(checkEnvelope(Buffer.from(`\ufeff<?xml version="1.0"?>\n<!-- x -->\n<pkp:issues xmlns:pkp="x">`))).toEqual({
      root: "issues",
    });
    expect(checkEnvelope(Buffer.from(`<!DOCTYPE issue SYSTEM "native.dtd"><issue/>`))).toMatchObject({
      code: "doctype",
    });
  });
});
