import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { articles } from "~/db/schema";
import { answerOaiRequest, oaiIdentifier, type OaiOptions } from "~/modules/oai/oai.service.server";
import { createHttpApp } from "../../server/http-app";
import { createOaiRoutes } from "../../server/oai-routes";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { validateXml } from "../helpers/xml-schema";

const PAGE = { recordsPageSize: 3, identifiersPageSize: 4 } satisfies OaiOptions;
const routes = createOaiRoutes(PAGE);

async function get(query: string): Promise<string> {
  const res = await routes.request(`/oai?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/xml; charset=utf-8");
  return res.text();
}

async function answer(query: string, options: OaiOptions = PAGE): Promise<string> {
  let xml = "";
  for await (const chunk of await answerOaiRequest(new URLSearchParams(query), options)) xml += chunk;
  return xml;
}

const errorCodes = (xml: string) => [...xml.matchAll(/<error code="([^"]+)"/g)].map((m) => m[1]);
const identifiers = (xml: string) => [...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((m) => m[1]!);
const tokenOf = (xml: string) => /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/.exec(xml)?.[1] ?? null;
const tokenAttrs = (xml: string) => /<resumptionToken([^>]*)>/.exec(xml)?.[1] ?? "";

describe("OAI-PMH 2.0 at /oai", () => {
  let platform: TestPlatform;
  let db: Db;
  const published: string[] = [];
  let withdrawnId: string;
  let editedId: string;
  let ijcpmsId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    const fjphs = await journalId(db, "fjphs");
    const ijcpms = await journalId(db, "ijcpms");
    const issue = await createIssue(db, { journalId: fjphs, volumeNumber: 2, issueNumber: 1 });
    const special = await createIssue(db, { journalId: ijcpms, volumeNumber: 1, issueNumber: 1, type: "special" });
    // Seven articles of fjphs published a day apart (their datestamps: those days, at midnight UTC).
    for (let day = 1; day <= 7; day++) {
      const a = await createArticle(db, issue, { articleNumber: day, publicationDate: `2025-01-0${day}` });
      published.push(a.id);
    }
    ijcpmsId = (await createArticle(db, special, { articleNumber: 1, publicationDate: "2025-02-01" })).id;
    published.push(ijcpmsId);
    // Edited after publication: its datestamp is the edit, to the second.
    editedId = published[0]!;
    await db.execute(
      sql`update articles set updated_at = '2025-03-05T10:20:30.654321Z', created_at = '2025-01-01T00:00:00Z' where id = ${editedId}::uuid`,
    );
    const withdrawn = await createArticle(db, issue, { articleNumber: 8, publicationDate: "2025-01-08" });
    withdrawnId = withdrawn.id;
    await db
      .update(articles)
      .set({ status: "withdrawn", withdrawnAt: new Date("2025-04-01T12:00:00Z") })
      .where(eq(articles.id, withdrawnId));
    await db.execute(
      sql`update articles set updated_at = '2025-04-01T12:00:00Z', created_at = '2025-01-08T00:00:00Z' where id = ${withdrawnId}::uuid`,
    );
    await createArticle(db, issue, { articleNumber: 9, status: "draft", publicationDate: "2025-01-09" });
  });
  afterAll(() => platform.stop());

  it("Identify names the repository, its earliest datestamp, persistent deletions, seconds granularity and its identifiers", async () => {
    const xml = await get("verb=Identify");
    validateXml([xml], "oai");
    // The validator refuses what the schema refuses: an Identify without its repository name.
    const nameless = xml.replace(/<repositoryName>[^<]*<\/repositoryName>/, "");
    expect(() => validateXml([nameless], "oai")).toThrow(
      /not valid against oai:\ndocument 1: line \d+: .*repositoryName/,
    );
    expect(xml).toContain('<request verb="Identify">http://journals.test/oai</request>');
    expect(xml).toContain("<baseURL>http://journals.test/oai</baseURL>");
    expect(xml).toContain("<protocolVersion>2.0</protocolVersion>");
    expect(xml).toContain("<earliestDatestamp>2025-01-02T00:00:00Z</earliestDatestamp>");
    expect(xml).toContain("<deletedRecord>persistent</deletedRecord>");
    expect(xml).toContain("<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>");
    expect(xml).toContain("<repositoryIdentifier>journals.test</repositoryIdentifier>");
  });

  it("ListMetadataFormats offers oai_dc and jats, for the repository and for any record, and refuses unknown identifiers", async () => {
    const all = await get("verb=ListMetadataFormats");
    const one = await get(`verb=ListMetadataFormats&identifier=${oaiIdentifier(published[1]!, "journals.test")}`);
    const unknown = await get(
      "verb=ListMetadataFormats&identifier=oai:journals.test:article/00000000-0000-4000-8000-000000000000",
    );
    const malformed = await get("verb=ListMetadataFormats&identifier=nonsense");
    validateXml([all, one, unknown, malformed], "oai");
    for (const xml of [all, one]) {
      expect(xml).toContain("<metadataPrefix>oai_dc</metadataPrefix>");
      expect(xml).toContain("<metadataPrefix>jats</metadataPrefix>");
    }
    expect(errorCodes(unknown)).toEqual(["idDoesNotExist"]);
    expect(errorCodes(malformed)).toEqual(["idDoesNotExist"]);
  });

  it("ListSets lists one set per journal by short name", async () => {
    const xml = await get("verb=ListSets");
    const bad = await get("verb=ListSets&resumptionToken=abc");
    validateXml([xml, bad], "oai");
    expect(xml).toMatch(/<set><setSpec>fjphs<\/setSpec><setName>[^<]+<\/setName><\/set>/);
    expect(xml).toContain("<setSpec>ijcpms</setSpec>");
    expect(errorCodes(bad)).toEqual(["badResumptionToken"]);
  });

  it("GetRecord gives Dublin Core and JATS metadata, and a withdrawn article as a deleted header", async () => {
    const id = oaiIdentifier(ijcpmsId, "journals.test");
    const dc = await get(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id}`);
    const jats = await get(`verb=GetRecord&metadataPrefix=jats&identifier=${id}`);
    const deleted = await get(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=${oaiIdentifier(withdrawnId, "journals.test")}`,
    );
    // The JATS answer is validated with the JATS pages below (one slow schema load for both).
    validateXml([dc, deleted], "oai");
    expect(dc).toContain(
      `<identifier>${id}</identifier><datestamp>2025-02-01T00:00:00Z</datestamp><setSpec>ijcpms</setSpec>`,
    );
    expect(dc).toContain("<dc:creator>Rao, Asha</dc:creator><dc:creator>Singh, Vikram</dc:creator>");
    expect(dc).toContain("<dc:identifier>http://journals.test/journal/ijcpms/article/1/1</dc:identifier>");
    expect(dc).toMatch(/<dc:source>[^<]+; Vol\. 1, No\. S1 \(2025\); 10-18<\/dc:source>/);
    expect(dc).toContain("<dc:rights>https://creativecommons.org/licenses/by/4.0/</dc:rights>");
    expect(jats).toContain('<article xmlns="https://jats.nlm.nih.gov/publishing/1.3/"');
    expect(jats).toContain("<issue>S1</issue>");
    expect(deleted).toContain('<header status="deleted">');
    expect(deleted).toContain("<datestamp>2025-04-01T12:00:00Z</datestamp>");
    expect(deleted).not.toContain("<metadata>");
  });

  it("answers every protocol error with its code, echoing the request only when its arguments were legal", async () => {
    const cases: [string, string][] = [
      ["", "badVerb"],
      ["verb=Explode", "badVerb"],
      ["verb=Identify&verb=Identify", "badVerb"],
      ["verb=Identify&extra=1", "badArgument"],
      ["verb=ListRecords", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2025-02-30", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2025-02-01T00:00:00Z", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2025-03-01&until=2025-01-01", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01T00:00:00.5Z", "badArgument"],
      ["verb=GetRecord&metadataPrefix=oai_dc", "badArgument"],
      ["verb=ListRecords&metadataPrefix=marc21", "cannotDisseminateFormat"],
      [
        `verb=GetRecord&metadataPrefix=mods&identifier=oai:journals.test:article/${published[0]}`,
        "cannotDisseminateFormat",
      ],
      ["verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:article/1", "idDoesNotExist"],
      ["verb=ListRecords&metadataPrefix=oai_dc&set=nojournal", "noRecordsMatch"],
      ["verb=ListIdentifiers&metadataPrefix=oai_dc&from=2030-01-01", "noRecordsMatch"],
      ["verb=ListRecords&resumptionToken=not-a-token", "badResumptionToken"],
      ["verb=ListIdentifiers&resumptionToken=eyJ2IjoxfQ", "badResumptionToken"],
    ];
    const answers = await Promise.all(cases.map(([query]) => get(query)));
    validateXml(answers, "oai");
    answers.forEach((xml, i) => {
      const [query, code] = cases[i]!;
      expect(errorCodes(xml), query).toEqual([code]);
      const echoes = !/<request>/.test(xml);
      expect(echoes, query).toBe(code !== "badVerb" && code !== "badArgument");
    });
  });

  it("a harvester walks a paged ListRecords to the end: every published and withdrawn article once, in datestamp order", async () => {
    const pages: string[] = [];
    let xml = await get("verb=ListRecords&metadataPrefix=oai_dc");
    pages.push(xml);
    while (tokenOf(xml)) {
      xml = await get(`verb=ListRecords&resumptionToken=${encodeURIComponent(tokenOf(xml)!)}`);
      pages.push(xml);
    }
    validateXml(pages, "oai");
    const harvested = pages.flatMap(identifiers);
    expect(harvested).toHaveLength(published.length + 1);
    expect(new Set(harvested).size).toBe(harvested.length);
    expect(harvested.map((i) => i.split("/").pop()).sort()).toEqual([...published, withdrawnId].sort());
    const datestamps = pages.flatMap((p) => [...p.matchAll(/<datestamp>([^<]+)</g)].map((m) => m[1]!));
    expect(datestamps).toEqual([...datestamps].sort());
    expect(datestamps.at(-1)).toBe("2025-04-01T12:00:00Z");
    expect(pages).toHaveLength(3);
    expect(tokenAttrs(pages[0]!)).toMatch(
      / expirationDate="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ" completeListSize="9" cursor="0"/,
    );
    expect(tokenAttrs(pages[1]!)).toContain('completeListSize="9" cursor="3"');
    // The page that completes the list carries an empty token.
    expect(pages[2]).toMatch(/<resumptionToken completeListSize="9" cursor="6"><\/resumptionToken>/);
    expect(pages[2]).toContain('<header status="deleted">');
  });

  it("selects by set and by from/until at day and second granularity, until inclusive", async () => {
    const ids = async (query: string) => identifiers(await get(`verb=ListIdentifiers&metadataPrefix=oai_dc&${query}`));
    expect(await ids("set=ijcpms")).toEqual([oaiIdentifier(ijcpmsId, "journals.test")]);
    // Days 2 to 4 at day granularity; the edited article (day 1) now dates from March.
    expect(await ids("from=2025-01-02&until=2025-01-04")).toHaveLength(3);
    expect(await ids("from=2025-03-05T10:20:30Z&until=2025-03-05T10:20:30Z")).toEqual([
      oaiIdentifier(editedId, "journals.test"),
    ]);
    expect(await ids("from=2025-03-05T10:20:31Z&until=2025-03-31T00:00:00Z")).toEqual([]);
    const fjphsPage = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&set=fjphs&until=2025-03-31");
    expect(identifiers(fjphsPage)).toHaveLength(4);
    expect(tokenAttrs(fjphsPage)).toContain('completeListSize="7"');
    const next = await get(`verb=ListIdentifiers&resumptionToken=${tokenOf(fjphsPage)}`);
    validateXml([fjphsPage, next], "oai");
    expect(identifiers(next)).toHaveLength(3);
    expect(next).toContain("<setSpec>fjphs</setSpec>");
    expect(next).not.toContain("<setSpec>ijcpms</setSpec>");
  });

  it("ListRecords in JATS validates against the OAI-PMH and JATS schemas", async () => {
    const first = await get("verb=ListRecords&metadataPrefix=jats");
    const second = await get(`verb=ListRecords&resumptionToken=${tokenOf(first)}`);
    const one = await get(`verb=GetRecord&metadataPrefix=jats&identifier=${oaiIdentifier(ijcpmsId, "journals.test")}`);
    validateXml([first, second, one], "oai-jats");
    expect(first.match(/<article /g)).toHaveLength(3);
  });

  it("refuses expired tokens and tokens of another list", async () => {
    const first = await answer("verb=ListIdentifiers&metadataPrefix=oai_dc");
    const token = tokenOf(first)!;
    const later = { ...PAGE, now: new Date(Date.now() + 25 * 60 * 60 * 1000) };
    expect(errorCodes(await answer(`verb=ListIdentifiers&resumptionToken=${token}`, later))).toEqual([
      "badResumptionToken",
    ]);
    expect(errorCodes(await answer(`verb=ListRecords&resumptionToken=${token}`))).toEqual(["badResumptionToken"]);
    expect(errorCodes(await answer(`verb=ListIdentifiers&resumptionToken=${token}`))).toEqual([]);
  });

  it("takes the same requests form-encoded by POST, and answers HEAD, other bodies and NUL bytes with 4xx", async () => {
    const res = await routes.request("/oai", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "verb=ListIdentifiers&metadataPrefix=oai_dc&set=ijcpms",
    });
    expect(res.status).toBe(200);
    expect(identifiers(await res.text())).toEqual([oaiIdentifier(ijcpmsId, "journals.test")]);
    const json = await routes.request("/oai", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const big = await routes.request("/oai", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `verb=Identify&x=${"a".repeat(10_000)}`,
    });
    expect(big.status).toBe(413);

    const app = createHttpApp(() => Promise.reject(new Error("the page renderer must not be reached")), "production");
    expect((await app.request("/oai?verb=Identify", { method: "HEAD" })).status).toBe(405);
    expect((await app.request("/oai?verb=Identify%00")).status).toBe(400);
    const viaApp = await app.request("/oai?verb=Identify", { headers: { "accept-encoding": "gzip" } });
    expect(viaApp.status).toBe(200);
    expect(viaApp.headers.get("content-encoding")).toBe("gzip");
  });
});
