// 'New article from PDF' and 'Fill from Crossref' on the articles desk (issue 39, ADR 063): the
// final PDF is read before the article exists (nothing is stored), and a DOI's registered metadata
// comes from Crossref's REST API, here a local fake answering /works/{doi}.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_FROM_PDF_MESSAGES as M } from "~/modules/articles/article-from-pdf.constants";
import { ARTICLE_MESSAGES } from "~/modules/articles/articles.desk.constants";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { action as crossrefAction } from "~/routes/resources/article-desk-crossref";
import { action as pdfAction } from "~/routes/resources/article-desk-pdf-metadata";
import { journalId } from "../factories/catalogue";
import { generatePapers, type GeneratedPaper } from "../fixtures/pdf-layouts/generate";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startFakeCrossrefWorks, type FakeCrossrefWorks } from "../helpers/fake-crossref-works";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

let platform: TestPlatform;
let crossref: FakeCrossrefWorks;
let actors: Actors;
let paper: GeneratedPaper;

type Answer = { status: number; json: { message?: string; metadata?: ExtractedPdfMetadata } };

async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (!(value instanceof Response)) throw value;
  return { status: value.status, json: (await value.json().catch(() => ({}))) as Answer["json"] };
}

function sendPdf(actor: Actor, file: { name: string; bytes: Uint8Array; type?: string }) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? "" }));
  const request = actor.request("/dashboard/articles/metadata-from-pdf", { method: "POST", body: form });
  return answerOf(() => pdfAction(routeArgs(request, {}) as never));
}

function askCrossref(actor: Actor, doi: string) {
  const request = actor.request("/dashboard/articles/crossref-metadata", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ doi }),
  });
  return answerOf(() => crossrefAction(routeArgs(request, {}) as never));
}

const uploadsLeft = () => {
  const dir = path.join(platform.services.env.dataDir, "tmp", "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

beforeAll(async () => {
  crossref = await startFakeCrossrefWorks();
  platform = await startTestPlatform({ env: { CROSSREF_API_URL: crossref.url } });
  const fjphs = await journalId(platform.services.database.db, "fjphs");
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "from-pdf" });
  [paper] = await generatePapers("held-out", 1);
});
afterAll(async () => {
  await platform?.stop();
  await crossref?.close();
});

describe("a new article from its final PDF", () => {
  it("reads the PDF's metadata, with a confidence per field, and keeps nothing", async () => {
    const before = uploadsLeft();
    const answer = await sendPdf(actors.editor, { name: "final.pdf", bytes: paper.bytes, type: "application/pdf" });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe(M.read);
    const metadata = answer.json.metadata!;
    expect(metadata.title?.toLowerCase()).toBe(paper.truth.title.toLowerCase());
    expect(metadata.authors[0]?.name).toBe(paper.truth.authors[0]!.name);
    expect(metadata.doi).toBe(paper.truth.doi);
    expect(metadata.confidence?.title).toBeGreaterThan(0);
    expect(uploadsLeft()).toBe(before);
  });

  it("refuses a file that is not a PDF, by name or by content", async () => {
    const text = new TextEncoder().encode("Not a PDF at all\n");
    expect(await sendPdf(actors.editor, { name: "notes.txt", bytes: text })).toMatchObject({
      status: 400,
      json: { message: M.notPdf("notes.txt") },
    });
    const renamed = await sendPdf(actors.editor, { name: "renamed.pdf", bytes: text });
    expect(renamed).toMatchObject({ status: 400, json: { message: M.notPdf("renamed.pdf") } });
  });

  it("answers an unreadable PDF with the desk's message", async () => {
    const broken = new TextEncoder().encode("%PDF-1.7\n% nothing else of a PDF here\n%%EOF\n");
    expect(await sendPdf(actors.editor, { name: "broken.pdf", bytes: broken })).toMatchObject({
      status: 422,
      json: { message: ARTICLE_MESSAGES.extractFailed },
    });
  });

  it("is refused to whoever may not add articles", async () => {
    expect((await sendPdf(actors.author, { name: "final.pdf", bytes: paper.bytes })).status).toBe(403);
    expect((await sendPdf(actors.visitor, { name: "final.pdf", bytes: paper.bytes })).status).toBe(401);
  });
});

describe("'Fill from Crossref'", () => {
  it("reads the DOI's registered title, authors with ORCID iDs and affiliations, abstract and date", async () => {
    crossref.register({
      DOI: "10.5555/Fill.2024.001",
      title: ["Ion-activated gels of natamycin <i>in situ</i>"],
      author: [
        {
          given: "Asha",
          family: "Rao",
          ORCID: "https://orcid.org/0000-0002-1825-0097",
          affiliation: [{ name: "Manipal College of Pharmaceutical Sciences" }],
        },
        { given: "Ravi", family: "Iyer", affiliation: [] },
      ],
      abstract: "<jats:title>Abstract</jats:title><jats:p>Gels that turn viscous on the eye &amp; stay.</jats:p>",
      "published-online": { "date-parts": [[2024, 3, 9]] },
    });
    const answer = await askCrossref(actors.editor, "https://doi.org/10.5555/fill.2024.001");
    expect(answer.status).toBe(200);
    expect(answer.json.metadata).toMatchObject({
      title: "Ion-activated gels of natamycin in situ",
      authors: [
        { name: "Asha Rao", orcid: "0000-0002-1825-0097", affiliation: "Manipal College of Pharmaceutical Sciences" },
        { name: "Ravi Iyer", orcid: null, affiliation: null },
      ],
      abstract: "Gels that turn viscous on the eye & stay.",
      doi: "10.5555/Fill.2024.001",
      publishedDate: "2024-03-09",
      confidence: { title: 1, authors: 1, abstract: 1, doi: 1 },
    });
    expect(crossref.requests.at(-1)?.path).toMatch(/^\/works\/10\.5555\/fill\.2024\.001\?mailto=/);
    expect(crossref.requests.at(-1)?.userAgent).toMatch(/mailto:/);
  });

  it("says so when Crossref has no record of the DOI, the DOI is malformed or Crossref is down", async () => {
    expect(await askCrossref(actors.editor, "10.5555/never-registered")).toMatchObject({
      status: 404,
      json: { message: M.crossrefUnknown },
    });
    expect(await askCrossref(actors.editor, "not a doi")).toMatchObject({
      status: 400,
      json: { message: M.doiInvalid },
    });
    crossref.failNext(1);
    expect(await askCrossref(actors.editor, "10.5555/fill.2024.001")).toMatchObject({
      status: 502,
      json: { message: M.crossrefUnreachable },
    });
  });

  it("is refused to whoever may not add articles", async () => {
    expect((await askCrossref(actors.author, "10.5555/fill.2024.001")).status).toBe(403);
  });
});
