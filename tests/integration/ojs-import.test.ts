// @both-backends: one transaction per issue, the links matched on re-import and the old URLs' lookups run on either database
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articleAuthors,
  articleGalleyFiles,
  articleGalleys,
  articleVersions,
  articles,
  crossrefBatches,
  crossrefDeposits,
  crossrefSettings,
  issues,
  journals,
  mailMessages,
  ojsImportLinks,
  roleAssignments,
  users,
} from "~/db/schema";
import { getArticleGalley } from "~/modules/articles/articles.public.service.server";
import { sweepOrphanGalleys } from "~/modules/articles/galley-sweep.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { findDois } from "~/modules/crossref/crossref.service.server";
import { getArticleJats } from "~/modules/jats/jats.service.server";
import { readOjsExport } from "~/modules/ojs-import/ojs-native.reader.server";
import {
  addOldBaseUrl,
  getImportRun,
  importOjsFile,
  loadImportPage,
  ojsImportJobHandlers,
  OJS_IMPORT_JOB,
  redepositImportedDois,
  startImportRun,
} from "~/modules/ojs-import/ojs-import.service.server";
import type { OjsExport } from "~/modules/ojs-import/ojs-import.types";
import { cachedPagesFirst } from "../../server/cache-hits";
import { createHttpApp } from "../../server/http-app";
import { PageCache } from "../../server/page-cache";
import * as importPage from "~/routes/dashboard/journal-import";
import * as uploadRoute from "~/routes/resources/journal-ojs-import";
import { loader as issuePdfLoader } from "~/routes/resources/issue-pdf";
import { loader as versionFileLoader } from "~/routes/resources/article-version-file";
import { createActors, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { validateXml } from "../helpers/xml-schema";
import { pageRouteBuild } from "../helpers/page-route-build";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { load, post } from "./submissions-helpers";

const CORPUS = path.resolve(import.meta.dirname, "../../../shared/corpus/ojs-native");
const FILES = [
  "ojs3.1.2_pkp-testdata_issue-v1n1.xml",
  "ojs3.2_pkp-cypress_export-issues.xml",
  "ojs3.3_biblhertz-hsah_article.xml",
  "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml",
] as const;

let platform: TestPlatform;
let actors: Actors;
let app: ReturnType<typeof createHttpApp>;
const journalOf = new Map<string, { id: string; shortName: string }>();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "ojs-import-test-"));

const database = () => platform.services.database.db;

async function newJournal(shortName: string) {
  const [row] = await database()
    .insert(journals)
    // No ISSN: a journal moved in from OJS has none here until an admin enters it (its JATS must
    // validate all the same).
    .values({ shortName, title: `Imported ${shortName}` })
    .returning({ id: journals.id, shortName: journals.shortName });
  return row!;
}

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** The PDF the 3.4 sample embeds as its submission file 12. */
function pdfOfFile12(): Buffer {
  const xml = fs.readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8");
  return Buffer.from(
    /<submission_file [^>]*id="12"[\s\S]*?<embed encoding="base64">([^<]+)<\/embed>/.exec(xml)![1]!,
    "base64",
  );
}

/** What the export holds, read as the importer reads it. */
function exportOf(file: string): OjsExport {
  const result = readOjsExport(path.join(CORPUS, file), fs.mkdtempSync(path.join(work, "read-")), 1 << 30);
  if (!result.ok) throw new Error(result.message);
  return result.export;
}

async function countsOf(journalId: string) {
  const db = database();
  const [i] = await db.select({ n: count() }).from(issues).where(eq(issues.journalId, journalId));
  const ids = (await db.select({ id: articles.id }).from(articles).where(eq(articles.journalId, journalId))).map(
    (r) => r.id,
  );
  const none = ["00000000-0000-0000-0000-000000000000"];
  const [au] = await db
    .select({ n: count() })
    .from(articleAuthors)
    .where(inArray(articleAuthors.articleId, ids.length ? ids : none));
  const [g] = await db
    .select({ n: count() })
    .from(articleGalleys)
    .where(inArray(articleGalleys.articleId, ids.length ? ids : none));
  const [changed] = await db
    .select({ at: max(articles.updatedAt) })
    .from(articles)
    .where(eq(articles.journalId, journalId));
  const [links] = await db.select({ at: max(ojsImportLinks.updatedAt) }).from(ojsImportLinks);
  return {
    issues: i!.n,
    articles: ids.length,
    authors: au!.n,
    galleys: g!.n,
    lastChange: `${changed?.at?.toISOString()}|${links?.at?.toISOString()}`,
  };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  app = createHttpApp(async () => pageRouteBuild(), "production");
  for (const [n, file] of FILES.entries()) journalOf.set(file, await newJournal(`ojs${n}`));
});
afterAll(async () => {
  await platform?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("importing an OJS Native XML export", () => {
  it.each(FILES)("%s: counts equal the export's, and a second import changes nothing", async (file) => {
    const journal = journalOf.get(file)!;
    const exp = exportOf(file);
    const all = [...exp.issues.flatMap((i) => i.articles), ...exp.articles];
    const steps: number[] = [];
    const first = await importOjsFile({ journalId: journal.id, actorId: null }, path.join(CORPUS, file), {
      onProgress: (done) => void steps.push(done),
    });
    if (!first.ok) throw new Error(`${first.message} ${first.errors.join("; ")}`);
    expect(steps.at(-1)).toBe(exp.issues.length + all.length);
    const after = await countsOf(journal.id);
    // An article export names its issue inside the publication: one issue here.
    const expectedIssues =
      exp.issues.length || new Set(all.map((a) => JSON.stringify(a.current.issueIdentification))).size;
    expect(after).toMatchObject({
      issues: expectedIssues,
      articles: all.length,
      authors: all.reduce((n, a) => n + a.current.authors.length, 0),
      galleys: all.reduce((n, a) => n + a.current.galleys.length, 0),
    });

    const second = await importOjsFile({ journalId: journal.id, actorId: null }, path.join(CORPUS, file));
    if (!second.ok) throw new Error(second.message);
    expect(second.report.articles).toMatchObject({ created: 0, updated: 0, unchanged: all.length });
    expect(await countsOf(journal.id)).toEqual(after);
  });

  it("shows the article's title, authors in order with ORCID, abstract, DOI, pages and dates on its page", async () => {
    const journal = journalOf.get("ojs3.3_biblhertz-hsah_article.xml")!;
    const [row] = await database()
      .select({ volume: issues.volumeNumber, number: articles.articleNumber, status: articles.status })
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .where(eq(articles.journalId, journal.id));
    expect(row).toMatchObject({ volume: 2022, number: 1, status: "published" });
    const response = await app.request(`http://journals.test/journal/${journal.shortName}/article/2022/1`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Walking through history. An Interdisciplinary Approach to Flavio Biondo\u2019s Spaces");
    const authors = [...html.matchAll(/<meta name="citation_author" content="([^"]+)"/g)].map((m) => m[1]);
    expect(authors).toEqual(["Tanja Michalsky", "Martin Thiering"]);
    expect(html).toContain("0000-0003-3995-578X");
    expect(html).toContain('<meta name="citation_doi" content="10.48431/hsah.0101"');
    expect(html).toContain('<meta name="citation_publication_date" content="2023/05/16"');
    expect(html).toContain("This volume presents the results on an ongoing research");
  });

  it("gives imported articles JATS and OAI-PMH records that validate, and Highwire tags for their PDF", async () => {
    const hsah = journalOf.get("ojs3.3_biblhertz-hsah_article.xml")!;
    const pkp = journalOf.get("ojs3.4.0-4_pkp-datasets_issue-v1n2.xml")!;
    const imported = await database()
      .select({
        id: articles.id,
        shortName: journals.shortName,
        volume: issues.volumeNumber,
        number: articles.articleNumber,
      })
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(and(inArray(articles.journalId, [hsah.id, pkp.id]), eq(articles.status, "published")));
    expect(imported).toHaveLength(3);
    const jats = await Promise.all(
      imported.map((a) => getArticleJats(a.shortName, String(a.volume), String(a.number))),
    );
    validateXml(jats, "jats");
    expect(jats.join("")).toContain('<article-id pub-id-type="doi">10.48431/hsah.0101</article-id>');
    const records = await Promise.all(
      imported.flatMap((a) =>
        ["oai_dc", "jats"].map(async (prefix) => {
          const answer = await app.request(
            `http://journals.test/oai?verb=GetRecord&metadataPrefix=${prefix}&identifier=oai:journals.test:article/${a.id}`,
          );
          return { prefix, xml: await answer.text() };
        }),
      ),
    );
    validateXml(
      records.filter((r) => r.prefix === "oai_dc").map((r) => r.xml),
      "oai",
    );
    validateXml(
      records.filter((r) => r.prefix === "jats").map((r) => r.xml),
      "oai-jats",
    );
    const withPdf = imported.find((a) => a.shortName === pkp.shortName)!;
    const html = await (
      await app.request(`http://journals.test/journal/${withPdf.shortName}/article/${withPdf.volume}/${withPdf.number}`)
    ).text();
    for (const tag of [
      "citation_title",
      "citation_author",
      "citation_publication_date",
      "citation_journal_title",
      "citation_pdf_url",
    ])
      expect(html, tag).toContain(`<meta name="${tag}"`);
  });

  it("brings each issue's cover image, in the sizes an uploaded cover gets", async () => {
    const journal = journalOf.get("ojs3.2_pkp-cypress_export-issues.xml")!;
    const rows = await database()
      .select({ number: issues.issueNumber, cover: issues.coverImageKey })
      .from(issues)
      .where(eq(issues.journalId, journal.id))
      .orderBy(issues.issueNumber);
    expect(rows.map((r) => [r.number, r.cover !== null])).toEqual([
      [1, true],
      [2, true],
    ]);
    let stored = 0;
    for await (const _ of platform.services.storage.list(rows[0]!.cover!)) stored++;
    expect(stored).toBeGreaterThan(0);
  });

  it("numbers an issue's articles in its table of contents' order: sections, then their place", async () => {
    const journal = journalOf.get("ojs3.1.2_pkp-testdata_issue-v1n1.xml")!;
    const rows = await database()
      .select({ type: articles.articleType, title: articles.title })
      .from(articles)
      .where(eq(articles.journalId, journal.id))
      .orderBy(articles.articleNumber);
    // Section ART (seq 1) and its articles first, then REV (seq 2), each in its own seq.
    expect(rows[0]!.title).toBe("Cyclomatic Complexity: theme and variations");
    const types = rows.map((r) => r.type);
    expect(types).toEqual([...types].sort((a, b) => (a === b ? 0 : a === "research_article" ? -1 : 1)));
    expect(new Set(types)).toEqual(new Set(["research_article", "review_article"]));
  });

  it("shows the pages of an article that has them", async () => {
    const journal = journalOf.get("ojs3.4.0-4_pkp-datasets_issue-v1n2.xml")!;
    const [row] = await database()
      .select({ number: articles.articleNumber, start: articles.pageStart, end: articles.pageEnd })
      .from(articles)
      .where(and(eq(articles.journalId, journal.id), eq(articles.pageStart, 71)));
    expect(row).toMatchObject({ start: 71, end: 98 });
    const html = await (
      await app.request(`http://journals.test/journal/${journal.shortName}/article/1/${row!.number}`)
    ).text();
    expect(html).toContain('<meta name="citation_firstpage" content="71"');
    expect(html).toContain('<meta name="citation_lastpage" content="98"');
  });

  it("serves each galley byte for byte as the export embedded it", async () => {
    const file = "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml";
    const journal = journalOf.get(file)!;
    const xml = fs.readFileSync(path.join(CORPUS, file), "utf8");
    const embed = /<submission_file [^>]*id="12"[\s\S]*?<embed encoding="base64">([^<]+)<\/embed>/.exec(xml)![1]!;
    const expected = Buffer.from(embed, "base64");
    const [row] = await database()
      .select({ number: articles.articleNumber, galleyId: articleGalleys.id })
      .from(articles)
      .innerJoin(articleGalleys, eq(articleGalleys.articleId, articles.id))
      .where(and(eq(articles.journalId, journal.id), eq(articles.pageStart, 71)));
    const { galley } = await getArticleGalley(journal.shortName, "1", String(row!.number), row!.galleyId);
    const stored = await platform.services.storage.get(galley.storageKey);
    const bytes = Buffer.from(await new Response(stored!.stream).arrayBuffer());
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(
      crypto.createHash("sha256").update(expected).digest("hex"),
    );
    expect(galley.mimeType).toBe("application/pdf");
  });

  it("keeps DOIs exactly and records them registered, never giving new ones", async () => {
    const journal = journalOf.get("ojs3.3_biblhertz-hsah_article.xml")!;
    const rows = await database()
      .select({ doi: articles.doi, status: crossrefDeposits.status })
      .from(articles)
      .innerJoin(crossrefDeposits, eq(crossrefDeposits.articleId, articles.id))
      .where(eq(articles.journalId, journal.id));
    expect(rows).toEqual([{ doi: "10.48431/hsah.0101", status: "registered" }]);
    // The DOIs screen lists it registered, with its new page.
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    const screen = await findDois(admin, { journalId: journal.id, status: "registered", page: 1 });
    expect(screen.rows).toMatchObject([
      {
        doi: "10.48431/hsah.0101",
        registered: true,
        depositStatus: "registered",
        path: `/journal/${journal.shortName}/article/2022/1`,
      },
    ]);
    const others = await database()
      .select({ n: count() })
      .from(articles)
      .where(
        and(eq(articles.journalId, journalOf.get("ojs3.4.0-4_pkp-datasets_issue-v1n2.xml")!.id), sql`doi is not null`),
      );
    expect(others[0]!.n).toBe(0);
  });
});

describe("importing an OJS Users XML file", () => {
  it("invites each user to set a password, with their roles for the journal, and leaves existing accounts alone", async () => {
    const journal = await newJournal("people");
    const file = path.join(CORPUS, "users/ojs3.6dev_pkp-testdata_users.xml");
    const first = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    if (!first.ok) throw new Error(first.message);
    expect(first.report.users).toEqual({ invited: 25, existing: 0, skipped: 0 });
    const [barnes] = await database()
      .select({ id: users.id, name: users.name, affiliation: users.affiliation })
      .from(users)
      .where(eq(users.email, "dbarnes@mailinator.com"));
    expect(barnes).toMatchObject({ name: "Daniel Barnes", affiliation: "University of Melbourne" });
    const roles = await database()
      .select({ role: roleAssignments.role, journalId: roleAssignments.journalId })
      .from(roleAssignments)
      .where(eq(roleAssignments.userId, barnes!.id));
    expect(roles).toEqual([{ role: "editor", journalId: journal.id }]);
    const mails = await database()
      .select({ template: mailMessages.template })
      .from(mailMessages)
      .where(eq(mailMessages.recipient, "dbarnes@mailinator.com"));
    expect(mails).toEqual([{ template: "account-created" }]);
    const second = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    expect(second.ok && second.report.users).toEqual({ invited: 0, existing: 25, skipped: 0 });
  });
});

describe("re-depositing imported DOIs", () => {
  it("deposits every imported DOI again in one action once the journal's Crossref account is set", async () => {
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    const journal = journalOf.get("ojs3.3_biblhertz-hsah_article.xml")!;
    await expect(redepositImportedDois(admin, journal.shortName)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/Crossref account/),
    });
    await database()
      .insert(crossrefSettings)
      .values({ journalId: journal.id, username: "hsah", passwordCipher: "v1.stored", depositorName: "Hertziana" });
    expect(await redepositImportedDois(admin, journal.shortName)).toEqual({ queued: 1 });
    const queued = await database()
      .select({ doi: crossrefDeposits.doi, status: crossrefDeposits.status, xml: crossrefBatches.xml })
      .from(crossrefDeposits)
      .innerJoin(crossrefBatches, eq(crossrefBatches.id, crossrefDeposits.batchRef))
      .where(and(eq(crossrefBatches.journalId, journal.id), eq(crossrefDeposits.status, "queued")));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.doi).toBe("10.48431/hsah.0101");
    // The resource URL is the article's new page.
    expect(queued[0]!.xml).toContain(`/journal/${journal.shortName}/article/2022/1</resource>`);
  });
});

describe("versions", () => {
  it("keeps an earlier published publication as the article's earlier version", async () => {
    const journal = await newJournal("versions");
    // The 3.4 export with its second version published and current.
    const xml = fs
      .readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8")
      .replace('current_publication_id="1" stage="production"', 'current_publication_id="2" stage="production"')
      .replace('version="2" status="1"', 'version="2" status="3"');
    const file = path.join(work, "two-versions.xml");
    fs.writeFileSync(file, xml);
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    if (!outcome.ok) throw new Error(outcome.message);
    const [article] = await database()
      .select({ id: articles.id, title: articles.title, version: articles.version, number: articles.articleNumber })
      .from(articles)
      .where(and(eq(articles.journalId, journal.id), eq(articles.pageStart, 71)));
    expect(article).toMatchObject({ version: 2, title: expect.stringContaining("Version 2") });
    const versions = await database()
      .select({
        version: articleVersions.version,
        title: articleVersions.title,
        authors: articleVersions.authors,
        galleys: articleVersions.galleys,
      })
      .from(articleVersions)
      .where(eq(articleVersions.articleId, article!.id));
    expect(versions).toEqual([
      {
        version: 1,
        title: "The Signalling Theory Dividends: A Review Of The Literature And Empirical Evidence",
        authors: [
          { name: "Alan Mwandenga", affiliation: "University of Cape Town", orcid: null },
          { name: "Amina Mansour", affiliation: null, orcid: null },
          { name: "Nicolas Riouf", affiliation: null, orcid: null },
        ],
        galleys: [expect.objectContaining({ kind: "pdf", fileName: "article.pdf", sizeBytes: 14572 })],
      },
    ]);
    // The earlier version's file downloads byte for byte from its page's link, apart from the
    // current version's copy of the same OJS file.
    const expected = pdfOfFile12();
    const answer = await versionFileLoader(
      routeArgs(new Request("http://journals.test/x"), {
        shortName: journal.shortName,
        volume: "1",
        articleNumber: String(article!.number),
        version: "1",
        file: "0",
      }) as never,
    );
    expect(answer.status).toBe(200);
    expect(sha256(Buffer.from(await answer.arrayBuffer()))).toBe(sha256(expected));
    const [current] = await database()
      .select({ key: articleGalleys.storageKey })
      .from(articleGalleys)
      .where(eq(articleGalleys.articleId, article!.id));
    expect(current!.key).not.toBe(versions[0]!.galleys[0]!.storageKey);
    expect((await platform.services.storage.get(current!.key))?.sizeBytes).toBe(14572);
    const again = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    expect(again.ok && again.report.articles.unchanged).toBe(2);
  });
});

describe("what an article or issue carries besides its galleys", () => {
  it("brings the issue galley as the issue's whole-issue PDF and names what it leaves out: another issue galley, an article's cover, an HTML galley's images", async () => {
    const journal = await newJournal("issuegalley");
    const pdf = pdfOfFile12();
    const issueFile = (name: string, type: string, bytes: Buffer) =>
      `<issue_file><file_name>${name}</file_name><file_type>${type}</file_type><file_size>${bytes.length}</file_size><content_type>1</content_type><original_file_name>${name}</original_file_name><date_uploaded>2023-11-18</date_uploaded><date_modified>2023-11-18</date_modified><embed encoding="base64">${bytes.toString("base64")}</embed></issue_file>`;
    const xml = fs
      .readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8")
      .replace(
        /<issue_galleys [^>]*\/>/,
        `<issue_galleys><issue_galley locale="en"><label>Full issue</label><id type="internal" advice="ignore">7</id>${issueFile("issue.pdf", "application/pdf", pdf)}</issue_galley>` +
          `<issue_galley locale="en"><label>Full issue (text)</label><id type="internal" advice="ignore">8</id>${issueFile("issue.txt", "text/plain", Buffer.from("The whole issue as text."))}</issue_galley></issue_galleys>`,
      )
      .replace(
        "</publication>",
        `<covers><cover locale="en"><cover_image>article-cover.png</cover_image><cover_image_alt_text></cover_image_alt_text><embed encoding="base64">${Buffer.from("not read").toString("base64")}</embed></cover></covers></publication>`,
      )
      .replace(
        /(<id type="internal" advice="ignore">17<\/id>)/,
        `$1<submission_file id="41" file_id="25" stage="dependent" genre="Image" viewable="false"><name locale="en">figure-1.png</name><file id="25" filesize="3" extension="png"><embed encoding="base64">AAAA</embed></file></submission_file>`,
      );
    const file = path.join(work, "issue-galley.xml");
    fs.writeFileSync(file, xml);
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    if (!outcome.ok) throw new Error(`${outcome.message} ${outcome.errors.join("; ")}`);
    const notes = outcome.report.notes.map((n) => n.message).join("\n");
    expect(notes).toContain(
      'Issue galley "Full issue (text)" was not imported: an issue here has one whole-issue PDF ("Full issue").',
    );
    expect(notes).toMatch(/cover image was not imported: articles here have no cover image/);
    expect(notes).toContain(
      "Dependent files that no HTML galley of its current version shows (figure-1.png) were not imported.",
    );

    // The issue page offers it, and it downloads byte for byte.
    const [issue] = await database()
      .select({ bytes: issues.fullPdfBytes, key: issues.fullPdfKey })
      .from(issues)
      .where(eq(issues.journalId, journal.id));
    expect(issue!.bytes).toBe(pdf.length);
    const issueUrl = `http://journals.test/journal/${journal.shortName}/issue/v1-i2`;
    expect(await (await app.request(issueUrl)).text()).toContain(
      `href="/journal/${journal.shortName}/issue/v1-i2/pdf"`,
    );
    const download = await issuePdfLoader(
      routeArgs(new Request(`${issueUrl}/pdf`), { shortName: journal.shortName, issueId: "v1-i2" }) as never,
    );
    expect([download.status, download.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(pdf));

    // A second import keeps it as it is.
    const again = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    expect(again.ok && again.report.issues.unchanged).toBe(1);
    const [after] = await database()
      .select({ key: issues.fullPdfKey })
      .from(issues)
      .where(eq(issues.journalId, journal.id));
    expect(after!.key).toBe(issue!.key);
  });
});

describe("old OJS addresses", () => {
  const old = (p: string) => app.request(`http://old.example.org${p}`, { redirect: "manual" });

  beforeAll(async () => {
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    await addOldBaseUrl(admin, "ojs3", "https://old.example.org/index.php/jpk");
    await addOldBaseUrl(admin, "ojs2", "https://hsah.example.org");
  });

  it("refuses this site's own address without a journal path, and an address kept twice", async () => {
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    await expect(addOldBaseUrl(admin, "ojs1", "http://journals.test/")).rejects.toMatchObject({ status: 400 });
    await expect(addOldBaseUrl(admin, "ojs1", "https://old.example.org/jpk")).rejects.toMatchObject({ status: 409 });
    await expect(addOldBaseUrl(admin, "ojs1", "ftp://old.example.org/jpk")).rejects.toMatchObject({ status: 400 });
  });

  it("answers each kind of old URL with a 301 to the new page or file", async () => {
    const journal = journalOf.get("ojs3.4.0-4_pkp-datasets_issue-v1n2.xml")!;
    const [a] = await database()
      .select({ number: articles.articleNumber, galleyId: articleGalleys.id })
      .from(articles)
      .innerJoin(articleGalleys, eq(articleGalleys.articleId, articles.id))
      .where(and(eq(articles.journalId, journal.id), eq(articles.pageStart, 71)));
    const page = `/journal/${journal.shortName}/article/1/${a!.number}`;
    const galley = `${page}/galley/${a!.galleyId}`;
    const cases: [string, string][] = [
      ["/index.php/jpk/article/view/1", page],
      ["/index.php/jpk/article/view/mwandenga-signalling-theory", page],
      ["/jpk/article/view/1", page],
      ["/index.php/jpk/en/article/view/1", page],
      ["/index.php/jpk/article/view/1/1", galley],
      ["/index.php/jpk/article/download/1/1", galley],
      ["/index.php/jpk/article/download/1/1/12", galley],
      ["/index.php/jpk/article/viewFile/1/1", galley],
      ["/index.php/jpk/article/view/1/version/2", page],
      ["/index.php?journal=jpk&page=article&op=view&path[]=1", page],
      ["/index.php/jpk/issue/view/1", `/journal/${journal.shortName}/issue/v1-i2`],
      ["/index.php/jpk/issue/view/1/showToc", `/journal/${journal.shortName}/issue/v1-i2`],
      ["/index.php/jpk/issue/view/1/7", `/journal/${journal.shortName}/issue/v1-i2/pdf`],
      ["/index.php/jpk/article/viewArticle/1", page],
      ["/index.php/jpk/article/viewDownloadInterstitial/1/1", galley],
      ["/index.php/jpk/issue/current", `/journal/${journal.shortName}/issue/v1-i2`],
      ["/index.php/jpk/issue/archive", `/journal/${journal.shortName}`],
      ["/index.php/jpk", `/journal/${journal.shortName}`],
    ];
    for (const [from, to] of cases) {
      const response = await old(from);
      expect([from, response.status, response.headers.get("location")]).toEqual([from, 301, to]);
    }
  });

  it("answers a journal host of its own, and leaves unknown paths and other hosts alone", async () => {
    const journal = journalOf.get("ojs3.3_biblhertz-hsah_article.xml")!;
    const own = await app.request("http://hsah.example.org/article/view/01_intro", { redirect: "manual" });
    expect(own.status).toBe(301);
    expect(own.headers.get("location")).toBe(`/journal/${journal.shortName}/article/2022/1`);
    expect((await old("/index.php/jpk/article/view/99999")).status).not.toBe(301);
    const elsewhere = await app.request("http://journals.test/index.php/jpk/article/view/1", { redirect: "manual" });
    expect(elsewhere.status).not.toBe(301);
  });
  it("answers an old host's root with the 301 even when the platform's home was kept in the page cache for that host", async () => {
    // A real server as production runs it: the request listener answers kept pages first.
    const pageCache = new PageCache();
    const cached = createHttpApp(async () => pageRouteBuild(), "production", { pageCache });
    const server = http.createServer(cachedPagesFirst(pageCache, getRequestListener(cached.fetch)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const root = (host: string) =>
      new Promise<{ status: number; location: string | undefined; cache: string | undefined }>((resolve, reject) => {
        const port = (server.address() as AddressInfo).port;
        http
          .get({ host: "127.0.0.1", port, path: "/", headers: { host } }, (res) => {
            res.resume();
            resolve({
              status: res.statusCode!,
              location: res.headers.location,
              cache: res.headers["x-cache"] as string | undefined,
            });
          })
          .on("error", reject);
      });
    try {
      // The journal's own old host points here before the admin keeps it: the platform's home,
      // kept for that host.
      expect(await root("jpk-own.example.org")).toMatchObject({ status: 200 });
      expect(await root("jpk-own.example.org")).toMatchObject({ status: 200, cache: "HIT" });
      const admin = (await getCurrentUser(actors.admin.request("/x")))!;
      await addOldBaseUrl(admin, "ojs1", "https://jpk-own.example.org");
      const journal = journalOf.get("ojs3.2_pkp-cypress_export-issues.xml")!;
      expect(await root("jpk-own.example.org")).toMatchObject({
        status: 301,
        location: `/journal/${journal.shortName}`,
      });
      // The platform's own host still gets its home.
      expect(await root("journals.test")).toMatchObject({ status: 200 });
    } finally {
      server.close();
    }
  });
});

describe("referenced files", () => {
  it("never reads a file the export names by path or address; the article comes without that galley, and the report says why", async () => {
    const journal = await newJournal("hrefs");
    const xml = fs
      .readFileSync(path.join(CORPUS, "ojs3.3_biblhertz-hsah_article.xml"), "utf8")
      .replace(/<embed encoding="base64">[^<]*<\/embed>/g, '<href src="file:///etc/passwd" mime_type="text/xml"/>');
    const file = path.join(work, "hrefs.xml");
    fs.writeFileSync(file, xml);
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    if (!outcome.ok) throw new Error(`${outcome.message} ${outcome.errors.join("; ")}`);
    expect(await countsOf(journal.id)).toMatchObject({ articles: 1, galleys: 0 });
    const notes = outcome.report.notes.map((n) => n.message).join("\n");
    expect(notes).toMatch(
      /its file at file:\/\/\/etc\/passwd could not be fetched: only http:\/\/ and https:\/\/ addresses can be fetched\. The galley was skipped\./,
    );
    // The other file (a proof, no galley's) is named too.
    expect(notes).toContain(
      "Files referenced by address or path that no galley shows were not fetched or read: file:///etc/passwd.",
    );
  });
});

describe("files referenced by address and an HTML galley's images (ADR 072)", () => {
  // A fake OJS file server on 127.0.0.1: the import refuses private addresses unless the test
  // passes `allowPrivateHostsForTestsOnly` (the job and the command line never do).
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  const CSS = Buffer.from("body { font-family: serif; }\nimg { max-width: 100%; }\n");
  const HTML = Buffer.from(
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Antimicrobial</h1><img src="figure-1.png" alt="Figure 1"><script>document.title = "ran"</script></body></html>',
  );
  let fileServer: http.Server;
  let origin = "";
  const allowed = { fetch: { allowPrivateHostsForTestsOnly: true } };

  beforeAll(async () => {
    fileServer = http.createServer((req, res) => {
      if (req.url === "/files/article.pdf")
        res.writeHead(200, { "content-type": "application/pdf" }).end(pdfOfFile12());
      else if (req.url === "/files/style.css") res.writeHead(200, { "content-type": "text/css" }).end(CSS);
      else res.writeHead(404).end("not here");
    });
    await new Promise<void>((resolve) => fileServer.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`;
  });
  afterAll(() => fileServer?.close());

  /** The 3.4 sample whose first article refers to its PDF by address and has an HTML galley with an image and a stylesheet. */
  function exportWithReferences(pdfPath = "/files/article.pdf"): string {
    const embedded = (id: number, name: string, extension: string, stage: string, bytes: Buffer) =>
      `<submission_file id="${id}" file_id="${id}" stage="${stage}" genre="Article Text" viewable="false"><name locale="en">${name}</name><file id="${id}" filesize="${bytes.length}" extension="${extension}"><embed encoding="base64">${bytes.toString("base64")}</embed></file></submission_file>`;
    const xml = fs
      .readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8")
      .replace(
        /(<file id="24" filesize="14572" extension="pdf">\s*)<embed encoding="base64">[^<]*<\/embed>/,
        `$1<href src="${origin}${pdfPath}" mime_type="application/pdf"/>`,
      )
      .replace(
        /(<id type="internal" advice="ignore">17<\/id>)/,
        `$1${embedded(50, "article.html", "html", "proof", HTML)}${embedded(51, "figure-1.png", "png", "dependent", PNG)}` +
          `<submission_file id="52" file_id="52" stage="dependent" genre="Style" viewable="false"><name locale="en">style.css</name><file id="52" filesize="${CSS.length}" extension="css"><href src="${origin}/files/style.css" mime_type="text/css"/></file></submission_file>`,
      )
      .replace(
        /(<submission_file_ref id="40"\/>\s*<\/article_galley>)/,
        '$1<article_galley locale="en" url_path="" approved="false"><id type="internal" advice="ignore">98</id><name locale="en">HTML</name><seq>1</seq><submission_file_ref id="50"/></article_galley>',
      );
    const file = path.join(work, `references-${crypto.randomUUID()}.xml`);
    fs.writeFileSync(file, xml);
    return file;
  }

  async function galleysOfFirst(journalId: string) {
    return database()
      .select({
        number: articles.articleNumber,
        id: articleGalleys.id,
        kind: articleGalleys.kind,
        key: articleGalleys.storageKey,
        fileName: articleGalleys.fileName,
      })
      .from(articles)
      .innerJoin(articleGalleys, eq(articleGalleys.articleId, articles.id))
      .where(and(eq(articles.journalId, journalId), sql`${articles.title} like 'Antimicrobial%'`))
      .orderBy(articleGalleys.position);
  }

  it("fetches a galley's file by address in the import, and shows an HTML galley as a sandboxed page whose images and stylesheet load beside it", async () => {
    const journal = await newJournal("refs");
    const file = exportWithReferences();
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file, allowed);
    if (!outcome.ok) throw new Error(`${outcome.message} ${outcome.errors.join("; ")}`);
    expect(outcome.report.notes.filter((n) => /fetch|HTML galley/.test(n.message))).toEqual([]);
    const [pdf, html] = await galleysOfFirst(journal.id);
    expect([pdf!.kind, html!.kind, html!.fileName]).toEqual(["pdf", "html", "article.html"]);
    // The fetched PDF is stored byte for byte.
    const stored = await platform.services.storage.get(pdf!.key);
    expect(sha256(Buffer.from(await new Response(stored!.stream).arrayBuffer()))).toBe(sha256(pdfOfFile12()));

    // The galley's stable address leads to its page in its own folder.
    const folder = `/journal/${journal.shortName}/article/1/${pdf!.number}/galley/${html!.id}`;
    const get = (p: string) => app.request(`http://journals.test${p}`, { redirect: "manual" });
    const moved = await get(folder);
    expect([moved.status, moved.headers.get("location")]).toEqual([302, `${folder}/article.html`]);
    const page = await get(`${folder}/article.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = page.headers.get("content-security-policy")!;
    expect(policy.split("; ")).toEqual([
      "sandbox",
      "default-src 'none'",
      `img-src http://journals.test${folder}/`,
      `style-src http://journals.test${folder}/ 'unsafe-inline'`,
      `font-src http://journals.test${folder}/`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
    // No script source of the platform's pages reaches it (its own script cannot run).
    expect(policy).not.toMatch(/script-src|nonce-|sha256-|allow-scripts/);
    expect(Buffer.from(await page.arrayBuffer())).toEqual(HTML);
    // Kept by the page cache as it is: the next reader gets the same policy.
    const again = await get(`${folder}/article.html`);
    expect(again.headers.get("content-security-policy")).toBe(policy);

    // The files it refers to by name are there, under the same policy.
    const image = await get(`${folder}/figure-1.png`);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect(image.headers.get("content-security-policy")).toBe(policy);
    const style = await get(`${folder}/style.css`);
    expect([style.status, style.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);
    expect(Buffer.from(await style.arrayBuffer())).toEqual(CSS);
    expect((await get(`${folder}/missing.png`)).status).toBe(404);
    // A PDF galley has no folder of files.
    expect(
      (await get(`/journal/${journal.shortName}/article/1/${pdf!.number}/galley/${pdf!.id}/figure-1.png`)).status,
    ).toBe(404);

    // Old OJS addresses of the HTML galley and of its image answer 301.
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    await addOldBaseUrl(admin, journal.shortName, "https://refs.example.org/index.php/refs");
    const old = (p: string) => app.request(`http://refs.example.org/index.php/refs${p}`, { redirect: "manual" });
    for (const [from, to] of [
      ["/article/view/17/98", folder],
      ["/article/download/17/98/51", `${folder}/figure-1.png`],
      ["/article/download/17/98/52", `${folder}/style.css`],
      ["/article/download/17/98/50", folder],
      ["/article/view/17/3", `/journal/${journal.shortName}/article/1/${pdf!.number}/galley/${pdf!.id}`],
    ] as const) {
      const response = await old(from);
      expect([from, response.status, response.headers.get("location")]).toEqual([from, 301, to]);
    }

    // A second import fetches nothing new and changes nothing.
    const second = await importOjsFile({ journalId: journal.id, actorId: null }, file, allowed);
    expect(second.ok && second.report.articles).toMatchObject({ unchanged: 2, updated: 0 });
    expect((await galleysOfFirst(journal.id)).map((g) => g.id)).toEqual([pdf!.id, html!.id]);

    // The sweep of orphan galley files knows the galley's own files.
    await sweepOrphanGalleys(database(), platform.services.storage, { modifiedBefore: new Date(Date.now() + 60_000) });
    const kept = await database()
      .select({ key: articleGalleyFiles.storageKey })
      .from(articleGalleyFiles)
      .where(eq(articleGalleyFiles.galleyId, html!.id));
    expect(kept).toHaveLength(2);
    for (const { key } of kept) expect(await platform.services.storage.get(key)).toBeTruthy();
  });

  it("refuses private addresses by default and reports each failed fetch with its reason; the galley is skipped whole and fetched by a later run", async () => {
    const journal = await newJournal("refsdenied");
    const file = exportWithReferences();
    const first = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    if (!first.ok) throw new Error(first.message);
    const notes = first.report.notes.map((n) => n.message);
    expect(notes).toContain(
      `Galley "PDF": its file at ${origin}/files/article.pdf could not be fetched: its host 127.0.0.1 is a private, local or reserved network address, which is not fetched. The galley was skipped.`,
    );
    expect(notes).toContain(
      `The file "style.css" of HTML galley "HTML" at ${origin}/files/style.css could not be fetched: its host 127.0.0.1 is a private, local or reserved network address, which is not fetched. The galley is shown without it.`,
    );
    expect((await galleysOfFirst(journal.id)).map((g) => g.kind)).toEqual(["html"]);

    // The same file again, once the address can be reached: what failed is fetched now.
    const second = await importOjsFile({ journalId: journal.id, actorId: null }, file, allowed);
    expect(second.ok && second.report.articles.updated).toBe(1);
    expect((await galleysOfFirst(journal.id)).map((g) => g.kind)).toEqual(["pdf", "html"]);

    // An HTTP error is reported with its status; nothing of that galley is written.
    const missing = await importOjsFile(
      { journalId: journal.id, actorId: null },
      exportWithReferences("/files/gone.pdf"),
      allowed,
    );
    expect(missing.ok && missing.report.notes.map((n) => n.message)).toContain(
      `Galley "PDF": its file at ${origin}/files/gone.pdf could not be fetched: the server answered 404 Not Found. The galley was skipped.`,
    );
    expect((await galleysOfFirst(journal.id)).map((g) => g.kind)).toEqual(["html"]);
  });
});

describe("two galleys of one file", () => {
  it("stores the file once for each galley", async () => {
    const journal = await newJournal("twogalleys");
    // The 3.4 sample's first article with a second galley showing the same submission file.
    const xml = fs
      .readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8")
      .replace(
        /(<submission_file_ref id="40"\/>\s*<\/article_galley>)/,
        '$1<article_galley locale="en" url_path="" approved="false"><id type="internal" advice="ignore">99</id><name locale="en">PDF (print)</name><seq>1</seq><submission_file_ref id="40"/></article_galley>',
      );
    const file = path.join(work, "two-galleys.xml");
    fs.writeFileSync(file, xml);
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    if (!outcome.ok) throw new Error(`${outcome.message} ${outcome.errors.join("; ")}`);
    const rows = await database()
      .select({ key: articleGalleys.storageKey, size: articleGalleys.sizeBytes })
      .from(articleGalleys)
      .innerJoin(articles, eq(articles.id, articleGalleys.articleId))
      .where(and(eq(articles.journalId, journal.id), sql`${articles.title} like 'Antimicrobial%'`));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect((await platform.services.storage.get(row.key))?.sizeBytes).toBe(14572);
  });
});

describe("one issue per transaction", () => {
  it("a failure in an article leaves nothing of its issue, its stored files removed, and the report says why", async () => {
    const journal = await newJournal("halfway");
    const db = database();
    // The second article of the issue fails as it is written (a stand-in for any database error).
    await db.execute(sql`create function ojs_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.title like '%Signalling%' and new.journal_id = '${sql.raw(journal.id)}'::uuid then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger ojs_test_refuse before insert on articles for each row execute function ojs_test_refuse()`,
    );
    const galleyFiles = async () => {
      let n = 0;
      for await (const _ of platform.services.storage.list("galleys")) n++;
      return n;
    };
    const filesBefore = await galleyFiles();
    try {
      const outcome = await importOjsFile(
        { journalId: journal.id, actorId: null },
        path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"),
      );
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.report.issues.skipped).toBe(1);
      expect(outcome.report.articles.skipped).toBe(2);
      expect(outcome.report.notes.at(-1)!.message).toMatch(/^Not imported, with its 2 article\(s\): /);
    } finally {
      await db.execute(sql`drop trigger ojs_test_refuse on articles`);
      await db.execute(sql`drop function ojs_test_refuse()`);
    }
    expect(await countsOf(journal.id)).toMatchObject({ issues: 0, articles: 0, authors: 0, galleys: 0 });
    expect(await galleyFiles()).toBe(filesBefore);
  });
});

describe("an export that meets the journal's own issues", () => {
  const V1N1 = "ojs3.1.2_pkp-testdata_issue-v1n1.xml";
  async function ownIssue(journalId: string, volumeNumber: number, issueNumber: number, status: "published" | "draft") {
    const [row] = await database()
      .insert(issues)
      .values({
        journalId,
        volumeNumber,
        issueNumber,
        status,
        title: `Our own ${volumeNumber}.${issueNumber}`,
        publicationDate: status === "published" ? "2022-03-01" : null,
        isCurrent: status === "published",
      })
      .returning();
    return row!;
  }
  const issueRow = async (id: string) => (await database().select().from(issues).where(eq(issues.id, id)))[0]!;

  it("leaves the journal's own published issue of the same numbers as it is, and skips the export's with a reason", async () => {
    const journal = await newJournal("ownnumbers");
    const own = await ownIssue(journal.id, 1, 1, "published");
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, path.join(CORPUS, V1N1));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.issues).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(outcome.report.notes.at(-1)!.message).toMatch(
      /^Not imported, with its \d+ article\(s\): the journal already has Vol\. 1, No\. 1, published or with articles, and no import made it/,
    );
    const after = await issueRow(own.id);
    expect(after).toMatchObject({
      title: "Our own 1.1",
      publicationDate: "2022-03-01",
      isCurrent: true,
      status: "published",
    });
    expect(await countsOf(journal.id)).toMatchObject({ issues: 1, articles: 0 });
  });

  it("fills an empty draft of the same numbers, and keeps the journal's own current issue current", async () => {
    const journal = await newJournal("ownshell");
    const shell = await ownIssue(journal.id, 1, 1, "draft");
    const current = await ownIssue(journal.id, 5, 4, "published");
    const exp = exportOf(V1N1);
    expect(exp.issues[0]!.current).toBe(true);
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, path.join(CORPUS, V1N1));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.issues).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(await countsOf(journal.id)).toMatchObject({ issues: 2, articles: exp.issues[0]!.articles.length });
    expect((await issueRow(shell.id)).status).toBe("published");
    expect(await issueRow(current.id)).toMatchObject({ isCurrent: true });
    expect(await issueRow(shell.id)).toMatchObject({ isCurrent: false });
    expect(outcome.report.notes.map((n) => n.message)).toContain(
      "The export marks it as its journal's current issue; this journal's current issue (Vol. 5, No. 4) was kept.",
    );
  });
});

describe("refused files", () => {
  const refusals: [string, string, RegExp][] = [
    [
      "invalid.xml",
      fs
        .readFileSync(path.join(CORPUS, "ojs3.4.0-4_pkp-datasets_issue-v1n2.xml"), "utf8")
        .replace("<number>2</number>", "<number>2</number><colour>red</colour>")
        .replace("<volume>1</volume>", "<volume>7</volume>"),
      /does not match the Native XML format/,
    ],
    [
      "xxe.xml",
      `<?xml version="1.0"?>\n<!DOCTYPE issue [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<issue xmlns="http://pkp.sfu.ca">&x;</issue>`,
      /DOCTYPE/,
    ],
    [
      "bomb.xml",
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><issue xmlns="http://pkp.sfu.ca">&b;</issue>`,
      /DOCTYPE/,
    ],
  ];

  it.each(refusals)("%s is refused with a clear message and nothing written", async (name, xml, message) => {
    const journal = await newJournal(`refused-${name.replace(".xml", "")}`);
    const file = path.join(work, name);
    fs.writeFileSync(file, xml);
    const outcome = await importOjsFile({ journalId: journal.id, actorId: null }, file);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toMatch(message);
    if (name === "invalid.xml") expect(outcome.errors[0]).toMatch(/^line \d+: /);
    expect(await countsOf(journal.id)).toMatchObject({ issues: 0, articles: 0 });
  });
});

describe("the journal's Import screen", () => {
  it("queues an uploaded export as a background run that reports its progress and result", async () => {
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    const journal = await newJournal("screen");
    const temp = path.join(work, "upload.xml");
    fs.copyFileSync(path.join(CORPUS, "ojs3.2_pkp-cypress_export-issues.xml"), temp);
    const run = await startImportRun(admin, journal.shortName, {
      tempPath: temp,
      fileName: "export-issues.xml",
      sizeBytes: fs.statSync(temp).size,
    });
    expect(run.status).toBe("queued");
    const handler = ojsImportJobHandlers()[OJS_IMPORT_JOB]!;
    const runJob = typeof handler === "function" ? handler : handler.run;
    await runJob(
      { runId: run.id },
      {
        jobId: crypto.randomUUID(),
        kind: OJS_IMPORT_JOB,
        attempt: 1,
        maxAttempts: 3,
        db: database(),
        signal: new AbortController().signal,
      },
    );
    const done = await getImportRun(admin, journal.shortName, run.id);
    // Two issues and one article.
    expect(done).toMatchObject({ status: "done", itemsDone: 3, itemsTotal: 3 });
    expect(done.report?.issues.created).toBe(2);
    expect((await loadImportPage(admin, journal.shortName)).runs[0]!.id).toBe(run.id);
  });

  it("takes an upload from the screen's form and queues its run; a file that is not XML is refused at once", async () => {
    const journal = await newJournal("upload");
    const post = (file: File, accept = "application/json") => {
      const form = new FormData();
      form.set("file", file);
      const request = actors.admin.request(`/journal/${journal.shortName}/import/upload`, {
        method: "POST",
        body: form,
        headers: { ...actors.admin.headers, accept },
      });
      return uploadRoute.action(routeArgs(request, { shortName: journal.shortName }) as never);
    };
    const xml = fs.readFileSync(path.join(CORPUS, "ojs3.3_biblhertz-hsah_article.xml"));
    const queued = await post(new File([xml], "article.xml", { type: "text/xml" }));
    expect(queued.status).toBe(202);
    const browser = await post(new File([xml], "article.xml", { type: "text/xml" }), "text/html,*/*");
    expect([browser.status, browser.headers.get("location")]).toEqual([303, `/journal/${journal.shortName}/import`]);
    const refused = await post(new File(["%PDF-1.4 not xml"], "article.xml", { type: "text/xml" }));
    expect(refused.status).toBe(400);
    const admin = (await getCurrentUser(actors.admin.request("/x")))!;
    expect((await loadImportPage(admin, journal.shortName)).runs.map((r) => r.status)).toEqual(["queued", "queued"]);
  });

  it("is for admins only", async () => {
    const editor = (await getCurrentUser(actors.editor.request("/x")))!;
    await expect(loadImportPage(editor, "ojs0")).rejects.toMatchObject({ status: 403 });
  });

  it("opens for the journal's short name typed in any case, as Journal Settings does", async () => {
    const journal = await newJournal("anycase");
    const params = { shortName: "AnyCase" };
    const page = await load<{ journal: { id: string } }>(
      importPage.loader,
      actors.admin,
      "/journal/AnyCase/import",
      params,
    );
    expect(page.status).toBe(200);
    expect(page.data!.journal.id).toBe(journal.id);
    const added = await post<{ ok: boolean }>(
      importPage.action,
      actors.admin,
      "/journal/AnyCase/import",
      { intent: "add-base", url: "https://anycase.example.net/index.php/ac" },
      params,
    );
    expect(added).toMatchObject({ status: 200, data: { ok: true } });
    // The upload finds it too: past the journal, a form without a file is what it refuses.
    const request = actors.admin.request("/journal/AnyCase/import/upload", { method: "POST", body: new FormData() });
    const upload = await uploadRoute.action(routeArgs(request, params) as never);
    expect(upload.status).toBe(400);
  });
});
