// The platform's own description of OJS's Native XML format (ojs-native.rules.ts) against OJS's
// official schemas (../shared/schemas/ojs-native, read here at test time only): every corpus file
// the official schema of a version accepts is accepted by ours, and broken variants the official
// schema refuses are refused by ours, with the line of the fault.
import fs from "node:fs";
import path from "node:path";
import { XmlDocument } from "libxml2-wasm";
import { describe, expect, it } from "vitest";
import { schemaProblems, SCHEMAS } from "~tests/helpers/xsd";
import { ojsFormatProblems } from "./ojs-native.check";
import { OJS_VERSIONS, type OjsVersion } from "./ojs-import.types";

const CORPUS = path.resolve(import.meta.dirname, "../../../../shared/corpus/ojs-native");
const FILES = [
  "ojs3.1.2_pkp-testdata_issue-v1n1.xml",
  "ojs3.2_pkp-cypress_export-issues.xml",
  "ojs3.3_biblhertz-hsah_article.xml",
  "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
  "users/ojs3.6dev_pkp-testdata_users.xml",
];
const corpus = (file: string) => fs.readFileSync(path.join(CORPUS, file), "utf8");

function officialSchema(version: OjsVersion, users: boolean): string {
  return path.join(
    SCHEMAS,
    "ojs-native",
    version,
    users ? "lib/pkp/plugins/importexport/users/pkp-users.xsd" : "plugins/importexport/native/native.xsd",
  );
}

/**
 * The official verdict: its problems, or null where libxml2 cannot compile the schema (OJS 3.1's
 * and 3.2's native.xsd break XML Schema's rule of unambiguous content models).
 */
function official(xml: string, version: OjsVersion, users: boolean): string[] | null {
  try {
    return schemaProblems(officialSchema(version, users), xml);
  } catch {
    return null;
  }
}

function ours(xml: string, version: OjsVersion): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    return ojsFormatProblems(doc, version, 10);
  } finally {
    doc.dispose();
  }
}

const lineOf = (problem: string | undefined) => Number(/^line (\d+):/.exec(problem ?? "")?.[1]);

describe("our description of the Native XML format", () => {
  it.each(FILES)("accepts %s wherever OJS's own schema does", (file) => {
    const xml = corpus(file);
    const users = file.startsWith("users/");
    const accepted: OjsVersion[] = [];
    for (const version of OJS_VERSIONS) {
      const verdict = official(xml, version, users);
      if (verdict === null) continue;
      if (verdict.length === 0) {
        expect(ours(xml, version), `${file} as ${version}`).toEqual([]);
        accepted.push(version);
      }
    }
    // Where the official schema cannot run here (3.1, 3.2: the corpus's README records xmllint's
    // verdict), ours accepts the file as the version it was exported from.
    if (accepted.length === 0) {
      const version = file.startsWith("ojs3.1") ? "3.1" : "3.2";
      expect(official(xml, version, users)).toBeNull();
      expect(ours(xml, version)).toEqual([]);
    }
  });

  /** The 3.4 sample as OJS 3.5 and 3.6 write it (the reader's tests make the same files). */
  function as35(xml: string): string {
    return xml
      .replace(
        /<affiliation locale="(\w+)">([^<]*)<\/affiliation>/g,
        '<affiliation><name locale="$1">$2</name></affiliation>',
      )
      .replace(/<keyword>([^<]*)<\/keyword>/g, "<keyword><name>$1</name></keyword>");
  }
  function as36(xml: string): string {
    return as35(xml)
      .replace(
        /(<publication [^>]*?)version="(\d+)"([^>]*?)>\s*<id type="internal" advice="ignore">(\d+)<\/id>/g,
        '$1version_major="$2" version_minor="0" id="$4"$3><id type="internal" advice="ignore">$4</id>',
      )
      .replace(/user_group_ref="Author"/g, 'contributor_type="PERSON"')
      .replace(
        /<\/author>/g,
        "<contributor_roles><contributor_role_id>1</contributor_role_id></contributor_roles></author>",
      );
  }

  it.each([
    ["3.5", as35],
    ["3.6-dev", as36],
  ] as const)(
    "accepts the 3.4 sample rewritten as OJS %s writes it, as OJS's schema of that version does",
    (version, rewrite) => {
      const xml = rewrite(corpus("ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"));
      expect(official(xml, version, false)).toEqual([]);
      expect(ours(xml, version)).toEqual([]);
      // And, like OJS's, refuses it as the version before.
      const before = version === "3.5" ? "3.4" : "3.5";
      expect(official(xml, before, false)!.length).toBeGreaterThan(0);
      expect(ours(xml, before).length).toBeGreaterThan(0);
    },
  );

  // [what is broken, corpus file, its version, change, the line of the fault]
  const broken: [string, string, OjsVersion, (xml: string) => string, number][] = [
    [
      "missing issue_identification",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace(/<issue_identification>[\s\S]*?<\/issue_identification>/, ""),
      2,
    ],
    [
      "a galley without its name",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace('<name locale="en">PDF</name>', ""),
      51,
    ],
    [
      "an author without a given name",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace('<givenname locale="en">Vajiheh</givenname>', ""),
      43,
    ],
    [
      "a publication without its title",
      "ojs3.3_biblhertz-hsah_article.xml",
      "3.3",
      (x) => x.replace(/<title locale="en_US">Walking[^<]*<\/title>/, ""),
      16,
    ],
    [
      "pages inside an author",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace("<country>IR</country>", "<country>IR</country><pages>1-2</pages>"),
      47,
    ],
    [
      "a volume directly in the issue",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace("<date_published>2023-11-18</date_published>", "<volume>1</volume>"),
      9,
    ],
    [
      "a galley inside the authors",
      "ojs3.3_biblhertz-hsah_article.xml",
      "3.3",
      (x) =>
        x.replace(/(<authors[^>]*>)/, '$1<article_galley locale="en_US"><name>PDF</name><seq>0</seq></article_galley>'),
      -1,
    ],
    [
      "an unknown element",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace("<number>2</number>", "<number>2</number><colour>red</colour>"),
      6,
    ],
    [
      "a publication without its section",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace(/(<publication [^>]*?)section_ref="ART"/, "$1"),
      35,
    ],
    [
      "an author's order that is not a number",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace('user_group_ref="Author" seq="0" id="26"', 'user_group_ref="Author" seq="first" id="26"'),
      43,
    ],
    [
      "an issue's published flag that is not a number",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace('published="1"', 'published="yes"'),
      2,
    ],
    [
      "a file encoded in hex",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace('<embed encoding="base64">', '<embed encoding="hex">'),
      26,
    ],
    [
      "an attribute OJS never writes",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace("<article_galley xmlns:xsi", '<article_galley colour="red" xmlns:xsi'),
      51,
    ],
    [
      "an article at an unknown stage",
      "ojs3.3_biblhertz-hsah_article.xml",
      "3.3",
      (x) => x.replace(/(<article [^>]*?)stage="production"/, '$1stage="done"'),
      2,
    ],
    [
      "a year that is not a number",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace("<year>2014</year>", "<year>20x4</year>"),
      7,
    ],
    [
      "a date that does not exist",
      "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
      "3.4",
      (x) => x.replace("<date_published>2023-11-18</date_published>", "<date_published>2023-02-30</date_published>"),
      9,
    ],
    [
      "a title's locale that is not a locale",
      "ojs3.3_biblhertz-hsah_article.xml",
      "3.3",
      (x) => x.replace(/<title locale="en_US">Walking/, '<title locale="English">Walking'),
      -1,
    ],
    [
      "a user without a username",
      "users/ojs3.6dev_pkp-testdata_users.xml",
      "3.6-dev",
      // Ours names the user (line 240); OJS's schema the element found where the username belongs.
      (x) => x.replace(/<username>[^<]*<\/username>/, ""),
      240,
    ],
    [
      "a user group whose role is not a number",
      "users/ojs3.6dev_pkp-testdata_users.xml",
      "3.6-dev",
      (x) => x.replace(/<role_id>16<\/role_id>/, "<role_id>editor</role_id>"),
      5,
    ],
  ];

  it.each(broken)("refuses %s, as OJS's schema does, with the line", (_what, file, version, change, line) => {
    const xml = change(corpus(file));
    expect(xml).not.toBe(corpus(file));
    const theirs = official(xml, version, file.startsWith("users/"))!;
    expect(theirs.length).toBeGreaterThan(0);
    const problems = ours(xml, version);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^line \d+: Element '\{http:\/\/pkp\.sfu\.ca\}\w+': /);
    // The line of the fault; where it is not fixed in advance, the official schema's own line.
    expect(lineOf(problems[0])).toBe(line > 0 ? line : lineOf(theirs[0]));
  });

  it.each([
    [
      "3.1: a revision without its file name",
      "ojs3.1.2_pkp-testdata_issue-v1n1.xml",
      "3.1",
      (x: string) => x.replace(/(<revision [^>]*?)filename="[^"]*"/, "$1"),
    ],
    [
      "3.2: a publication without its section",
      "ojs3.2_pkp-cypress_export-issues.xml",
      "3.2",
      (x: string) => x.replace(/(<publication [^>]*?)section_ref="[^"]*"/, "$1"),
    ],
  ] as const)("refuses %s (OJS's schema of that version cannot be compiled here)", (_what, file, version, change) => {
    const xml = change(corpus(file));
    expect(xml).not.toBe(corpus(file));
    expect(ours(xml, version)[0]).toMatch(
      /^line \d+: Element '\{http:\/\/pkp\.sfu\.ca\}(revision|publication)': The attribute '\w+' is required but missing\.$/,
    );
  });
});
