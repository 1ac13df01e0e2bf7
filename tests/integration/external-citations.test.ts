// External citations and metrics history (ADR 026), through the real clients against the local fake
// of the open citation APIs (tests/helpers/fake-citation-apis.ts) and the platform on PGlite.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleMetricsHistory, articles, externalCitationFetches, externalCitations, jobs } from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import type { JobContext } from "~/lib/jobs.server";
import { parseEnv } from "~/lib/env.server";
import {
  askSources,
  endpointsOf,
  userAgentOf,
  type SourceEndpoints,
} from "~/modules/external-citations/sources/citation-sources.server";
import { REFRESH_ANNOUNCE_INTERVAL_MS, REFRESH_BATCH } from "~/modules/external-citations/external-citations.constants";
import { RateLimiter } from "~/modules/external-citations/sources/rate-limiter.server";
import { getJson, retryAfterMs } from "~/modules/external-citations/sources/source-http.server";
import {
  announceRefreshedCounts,
  CITATION_REFRESH_JOB,
  externalCitationJobHandlers,
  refreshExternalCitations,
  scheduleExternalCitationRefresh,
} from "~/modules/external-citations/external-citations.service.server";
import type {
  ExternalCitationsView,
  FetchCitationsAnswer,
} from "~/modules/external-citations/external-citations.types";
import {
  METRICS_SNAPSHOT_JOB,
  metricsHistoryJobHandlers,
  scheduleMetricsSnapshots,
  snapshotChangedMetrics,
} from "~/modules/metrics-history/metrics-history.service.server";
import type { MetricsHistoryView } from "~/modules/metrics-history/metrics-history.types";
import * as externalRoute from "~/routes/resources/article-external-citations";
import * as historyRoute from "~/routes/resources/article-metrics-history";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { citingWorksOf, startFakeCitationApis, type FakeCitationApis } from "../helpers/fake-citation-apis";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const KNOWN = "10.5555/known.article-1";

let fake: FakeCitationApis;
let platform: TestPlatform;
let actors: Actors;
let issue: { id: string; journalId: string };
const db = () => platform.services.database.db;

/** Fast limiters, so the tests do not wait a second between Semantic Scholar's requests. */
function fastEndpoints(ms = 0): SourceEndpoints {
  const env = parseEnv({ NODE_ENV: "test", ...fake.env });
  const e = endpointsOf(env);
  return {
    opencitations: { ...e.opencitations, limiter: new RateLimiter(ms) },
    crossref: { ...e.crossref, limiter: new RateLimiter(ms) },
    semantic_scholar: { ...e.semantic_scholar, limiter: new RateLimiter(ms) },
    pubmed: { ...e.pubmed, limiter: new RateLimiter(ms) },
  };
}
/** The weekly refresh's job handler: a batch, and what it does once out of attempts. */
function refreshJob() {
  const handler = externalCitationJobHandlers({ endpoints: fastEndpoints() })[CITATION_REFRESH_JOB];
  if (typeof handler !== "object" || !handler.onFailed) throw new Error("the refresh handler has no onFailed");
  return handler as {
    run: (payload: object, ctx: JobContext) => Promise<void>;
    onFailed: (payload: object, ctx: JobContext & { error: string }) => Promise<void>;
  };
}
const ask = (doi: string, sources: ("crossref" | "pubmed" | "semantic_scholar")[]) =>
  askSources(doi, sources, {
    endpoints: fastEndpoints(),
    userAgent: "test (mailto:test@example.org)",
    email: "test@example.org",
  });

async function publishedArticle(doi: string | null) {
  const article = await createArticle(db(), issue, { doi, title: `Cited article ${doi ?? "without a DOI"}` });
  return {
    id: article.id,
    path: `/journal/fjphs/article/1/${article.articleNumber}`,
    number: String(article.articleNumber),
  };
}

function fetchAs(actor: Actor, a: { path: string; number: string }, sources: string[]) {
  const body = new URLSearchParams([["intent", "fetch"], ...sources.map((s) => ["sources", s] as [string, string])]);
  const request = actor.request(`${a.path}/external-citations`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return externalRoute.action(
    routeArgs(request, { shortName: "fjphs", volume: "1", articleNumber: a.number }) as never,
  ) as Promise<Response>;
}

async function viewAs(actor: Actor, a: { path: string; number: string }): Promise<ExternalCitationsView> {
  const request = actor.request(`${a.path}/external-citations`);
  const response = (await externalRoute.loader(
    routeArgs(request, { shortName: "fjphs", volume: "1", articleNumber: a.number }) as never,
  )) as Response;
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  fake = await startFakeCitationApis();
  platform = await startTestPlatform({ env: fake.env });
  const fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "extcit" });
  issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 1, issueNumber: 7 });
});
afterAll(async () => {
  await platform?.stop();
  await fake?.close();
});

describe("the clients of the open citation APIs", () => {
  it("read citing works from OpenCitations with Crossref's metadata, Semantic Scholar and PubMed", async () => {
    const [crossref, pubmed, s2] = await ask(KNOWN, ["crossref", "pubmed", "semantic_scholar"]);
    const expected = citingWorksOf(KNOWN);
    expect(crossref).toMatchObject({ source: "crossref", ok: true });
    if (!crossref!.ok || !pubmed!.ok || !s2!.ok) throw new Error("a source failed");
    expect(crossref.result.reportedTotal).toBe(3);
    expect(crossref.result.works.map((w) => w.externalId)).toEqual(expected.crossref.map((w) => w.doi));
    expect(crossref.result.works[0]).toMatchObject({
      title: "Open access and the reach of regional journals",
      authors: ["Asha Verma", "Tomás Ruiz"],
      journalName: "Journal of Open Scholarship",
      publicationDate: "2023-04-01",
      url: `https://doi.org/${expected.crossref[0]!.doi}`,
    });
    expect(s2.result.works.map((w) => w.externalId)).toEqual([
      expected.crossref[0]!.doi,
      expected.crossref[1]!.doi,
      `s2:${expected.s2Only.paperId}`,
    ]);
    expect(s2.result.works[2]).toMatchObject({ publicationDate: "2025-01-01", journalName: "arXiv.org" });
    expect(pubmed.result.works.map((w) => w.externalId)).toEqual([
      expected.crossref[0]!.doi,
      `pmid:${expected.pubmed[1]!.pmid}`,
    ]);
    expect(pubmed.result.works[1]).toMatchObject({
      authors: ["Verma A", "Okafor N"],
      journalName: "Pharmacy practice",
      publicationDate: "2024-01-01",
      url: `https://pubmed.ncbi.nlm.nih.gov/${expected.pubmed[1]!.pmid}/`,
    });
  });

  it("find nothing, and no failure, for a DOI the sources do not know", async () => {
    const outcomes = await ask("10.9999/unknown.1", ["crossref", "pubmed", "semantic_scholar"]);
    for (const o of outcomes) expect(o).toMatchObject({ ok: true, result: { works: [] } });
  });

  it("send the platform's User-Agent with a mailto, and NCBI's tool and email", async () => {
    const env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL: "https://journals.example",
      EDITORIAL_EMAIL: "desk@example.org",
    });
    const userAgent = userAgentOf(env);
    expect(userAgent).toBe("ScholarlyPlatform/1.0 (+https://journals.example; mailto:desk@example.org)");
    const from = fake.requests.length;
    await askSources(KNOWN, ["pubmed", "crossref"], {
      endpoints: fastEndpoints(),
      userAgent,
      email: "desk@example.org",
    });
    const sent = fake.requests.slice(from);
    expect(sent.length).toBeGreaterThan(3);
    for (const r of sent) expect(r.userAgent).toBe(userAgent);
    expect(sent.find((r) => r.api === "eutils")!.path).toContain("email=desk%40example.org");
    expect(sent.find((r) => r.path.startsWith("/crossref/works?"))!.path).toContain("mailto=desk%40example.org");
  });

  it("send NCBI's api_key when the installation has one, and space PubMed's requests within NCBI's limits", async () => {
    const keyed = endpointsOf(parseEnv({ NODE_ENV: "test", ...fake.env, NCBI_API_KEY: "abcdef0123456789" }));
    const plain = endpointsOf(parseEnv({ NODE_ENV: "test", ...fake.env }));
    // 3 a second without a key, 10 with one (NCBI), each with a margin for requests arriving closer.
    expect(1000 / plain.pubmed.limiter.minIntervalMs).toBeLessThan(3);
    expect(1000 / keyed.pubmed.limiter.minIntervalMs).toBeLessThan(10);
    expect(1000 / keyed.pubmed.limiter.minIntervalMs).toBeGreaterThan(3);
    const from = fake.requests.length;
    await askSources(KNOWN, ["pubmed"], {
      endpoints: { ...fastEndpoints(), pubmed: { ...keyed.pubmed, limiter: new RateLimiter(0) } },
      userAgent: "t",
      email: "desk@example.org",
    });
    const sent = fake.requests.slice(from).filter((r) => r.api === "eutils");
    expect(sent.length).toBeGreaterThan(0);
    for (const r of sent) expect(r.path).toContain("api_key=abcdef0123456789");
    expect(() => parseEnv({ NODE_ENV: "test", NCBI_API_KEY: "not a key!" })).toThrow();
  });

  it("space a source's requests by its limiter", async () => {
    const limiter = new RateLimiter(250);
    const client = { baseUrl: fake.env.SEMANTIC_SCHOLAR_URL, userAgent: "t", email: "t@example.org", limiter };
    const from = fake.requests.length;
    await Promise.all([1, 2, 3].map(() => getJson(client, "Semantic Scholar", `/paper/DOI:${KNOWN}/citations`)));
    const times = fake.requests.slice(from).map((r) => r.at);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(200);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(200);
  });

  it("wait out a 429's Retry-After and then read the answer", async () => {
    const started = Date.now();
    const [s2] = await ask("10.5555/known/s2-429-once", ["semantic_scholar"]);
    expect(s2).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(retryAfterMs("120")).toBe(120_000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
  });

  it("give up on a source that keeps answering 429 or answers 500, and keep the others", async () => {
    const [crossref, s2] = await ask("10.5555/known/s2-429-always", ["crossref", "semantic_scholar"]);
    expect(crossref).toMatchObject({ ok: true });
    expect(s2).toEqual({
      source: "semantic_scholar",
      ok: false,
      error: "Semantic Scholar is limiting requests (HTTP 429); try again later.",
    });
    const [, failing] = await ask("10.5555/known/s2-fails-500", ["crossref", "semantic_scholar"]);
    expect(failing).toEqual({ source: "semantic_scholar", ok: false, error: "Semantic Scholar answered HTTP 500." });
  });

  it("report an unreachable source as failed", async () => {
    const endpoints = fastEndpoints();
    endpoints.pubmed = { baseUrl: "http://127.0.0.1:9", limiter: new RateLimiter(0) };
    const [pubmed] = await askSources(KNOWN, ["pubmed"], { endpoints, userAgent: "t", email: "t@example.org" });
    expect(pubmed).toMatchObject({ ok: false, error: expect.stringMatching(/^PubMed could not be reached/) });
  });
});

describe("Fetch citations", () => {
  it("stores the citing works, counts each work once across sources and says how many it found", async () => {
    const a = await publishedArticle("10.5555/known.fetch-1");
    const response = await fetchAs(actors.editor, a, ["crossref", "semantic_scholar"]);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as FetchCitationsAnswer;
    // Crossref's three works, Semantic Scholar's two of those plus one of its own.
    expect(answer).toMatchObject({ ok: true, message: "Found 4 citations from 2 sources", found: 4, failed: [] });
    const [row] = await db().select({ n: articles.mentionCount }).from(articles).where(eq(articles.id, a.id));
    expect(row!.n).toBe(4);
    const stored = await db().select().from(externalCitations).where(eq(externalCitations.articleId, a.id));
    expect(stored).toHaveLength(6);

    // Again, with PubMed too: nothing doubled, PubMed's work without a DOI added.
    const again = (await (
      await fetchAs(actors.admin, a, ["crossref", "pubmed", "semantic_scholar"])
    ).json()) as FetchCitationsAnswer;
    expect(again.message).toBe("Found 5 citations from 3 sources");
    expect(await db().select().from(externalCitations).where(eq(externalCitations.articleId, a.id))).toHaveLength(8);
    const [after] = await db().select({ n: articles.mentionCount }).from(articles).where(eq(articles.id, a.id));
    expect(after!.n).toBe(5);

    const view = await viewAs(actors.visitor, a);
    expect(view.canFetch).toBe(false);
    expect(view.total).toBe(5);
    expect(view.bySource).toEqual([
      { source: "crossref", label: "Crossref", count: 3 },
      { source: "pubmed", label: "PubMed", count: 2 },
      { source: "semantic_scholar", label: "Semantic Scholar", count: 3 },
    ]);
    expect(view.byYear).toEqual([
      { year: 2023, count: 1 },
      { year: 2024, count: 3 },
      { year: 2025, count: 1 },
    ]);
    expect(view.undated).toBe(0);
    expect(view.citations.map((c) => [c.year, c.sources])).toEqual([
      [2025, ["Semantic Scholar"]],
      [2024, ["Crossref"]],
      [2024, ["Crossref", "Semantic Scholar"]],
      [2024, ["PubMed"]],
      [2023, ["Crossref", "PubMed", "Semantic Scholar"]],
    ]);
    expect(view.citations[4]).toMatchObject({
      title: "Open access and the reach of regional journals",
      authors: ["Asha Verma", "Tomás Ruiz"],
      journalName: "Journal of Open Scholarship",
    });
    const sources = Object.fromEntries(view.sources.map((s) => [s.source, s]));
    expect(sources.crossref).toMatchObject({ queryable: true, status: "ok", count: 3, reportedTotal: 3 });
    expect(sources.crossref!.lastFetched).not.toBeNull();
    expect(sources.google_scholar).toMatchObject({ queryable: false, lastFetched: null, count: 0 });
    expect((await viewAs(actors.editor, a)).canFetch).toBe(true);
  });

  it("keeps what the other sources returned when one fails, and names it", async () => {
    const a = await publishedArticle("10.5555/known/s2-fails-500");
    const response = await fetchAs(actors.editor, a, ["crossref", "semantic_scholar"]);
    const answer = (await response.json()) as FetchCitationsAnswer;
    expect(response.status).toBe(200);
    expect(answer).toMatchObject({
      ok: true,
      message: "Found 3 citations from 1 source",
      failed: [{ source: "semantic_scholar", label: "Semantic Scholar", error: "Semantic Scholar answered HTTP 500." }],
    });
    const [record] = await db()
      .select()
      .from(externalCitationFetches)
      .where(and(eq(externalCitationFetches.articleId, a.id), eq(externalCitationFetches.source, "semantic_scholar")));
    expect(record).toMatchObject({ status: "failed", error: "Semantic Scholar answered HTTP 500." });
  });

  it("answers 502 with the spec's message when every source failed", async () => {
    const a = await publishedArticle("10.5555/known.all/s2-fails-500");
    const response = await fetchAs(actors.editor, a, ["semantic_scholar"]);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      ok: false,
      message: "Failed to fetch citations from external sources",
    });
  });

  it("refuses Google Scholar, no source, an unknown source and an article without a DOI, with the reason", async () => {
    const a = await publishedArticle("10.5555/known.refusals");
    const cases: [string[], number, string][] = [
      [
        ["google_scholar"],
        400,
        "Google Scholar has no public API and cannot be queried. Choose Crossref, PubMed or Semantic Scholar.",
      ],
      [[], 400, "Choose at least one source."],
      [["scopus"], 400, "Unknown source. Choose Crossref, PubMed or Semantic Scholar."],
    ];
    for (const [sources, status, message] of cases) {
      const response = await fetchAs(actors.editor, a, sources);
      expect(response.status, sources.join()).toBe(status);
      expect(await response.json()).toEqual({ message });
    }
    const noDoi = await publishedArticle(null);
    const response = await fetchAs(actors.editor, noDoi, ["crossref"]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This article has no DOI, so external sources cannot be asked about it.",
    });
    expect(await db().select().from(externalCitations).where(eq(externalCitations.articleId, a.id))).toHaveLength(0);
  });

  it("shows an article without external citations as empty, not as zeros made up", async () => {
    const a = await publishedArticle("10.9999/nobody-cites-this");
    const view = await viewAs(actors.visitor, a);
    expect(view).toMatchObject({ total: 0, latestUpdate: null, bySource: [], citations: [], byYear: [] });
  });
});

describe("the weekly refresh", () => {
  it("walks published articles with a DOI in batches, resumes from where it stopped and skips fresh ones", async () => {
    const fresh = await Promise.all([1, 2, 3].map((n) => publishedArticle(`10.5555/known.refresh-${n}`)));
    // What each article's OAI datestamp and sitemap lastmod are computed from (content-date.server.ts).
    const writtenAt = async (id: string) =>
      (await db().select({ at: articles.updatedAt }).from(articles).where(eq(articles.id, id)))[0]!.at.getTime();
    const before = await Promise.all(fresh.map((a) => writtenAt(a.id)));
    // A run stopped before its first article (its time was up) asks nothing and goes on from the start.
    expect(await refreshExternalCitations(null, { timeBudgetMs: -1 })).toEqual({
      done: false,
      next: null,
      asked: 0,
      skipped: 0,
      changed: 0,
    });
    // Batches of two: each run goes on after the last article of the one before.
    let cursor: string | null = null;
    let asked = 0;
    let changed = 0;
    for (let i = 0; i < 200; i++) {
      const r = await refreshExternalCitations(cursor, { batchSize: 2, endpoints: fastEndpoints() });
      asked += r.asked;
      changed += r.changed;
      cursor = r.next;
      if (r.done) break;
    }
    expect(asked).toBeGreaterThan(0);
    // Each of the three went from no citations to five: their counts changed.
    expect(changed).toBeGreaterThanOrEqual(fresh.length);
    for (const a of fresh) {
      const records = await db()
        .select()
        .from(externalCitationFetches)
        .where(eq(externalCitationFetches.articleId, a.id));
      expect(records.map((r) => r.source).sort()).toEqual(["crossref", "pubmed", "semantic_scholar"]);
      const [row] = await db().select({ n: articles.mentionCount }).from(articles).where(eq(articles.id, a.id));
      expect(row!.n).toBe(5);
    }
    // The counts changed, the articles' content did not: their datestamps stay (issue 38).
    expect(await Promise.all(fresh.map((a) => writtenAt(a.id)))).toEqual(before);
    // Everything was asked just now: a second run asks nothing.
    const again = await refreshExternalCitations(null, { batchSize: 1000 });
    expect(again).toMatchObject({ done: true, asked: 0, next: null, changed: 0 });
    expect(again.skipped).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

describe("the weekly refresh's announcements", () => {
  // Each announcement empties every public cache (the page cache, the kept parts of reader pages);
  // the refresh walks the catalogue for a day or more, a batch every 20-odd seconds.
  let announced = 0;
  let unsubscribe: () => void;
  beforeAll(() => {
    unsubscribe = onContentChange(() => announced++);
  });
  afterAll(() => unsubscribe());

  it("announce changed counts at most once per interval, and what is pending when the refresh ends", () => {
    const now = 1_800_000_000_000;
    const recently = { after: null, pending: false, announcedAt: now - 1_000 };
    announced = 0;
    // Counts changed a second after the last announcement: kept pending, nothing emptied.
    const first = announceRefreshedCounts(recently, { changed: 2, done: false }, now);
    expect(first).toEqual({ pending: true, announcedAt: now - 1_000 });
    expect(announced).toBe(0);
    // A batch that changed nothing, still within the interval: still pending.
    const second = announceRefreshedCounts({ after: null, ...first }, { changed: 0, done: false }, now + 60_000);
    expect(second).toEqual({ pending: true, announcedAt: now - 1_000 });
    expect(announced).toBe(0);
    // The interval has passed: announced once.
    const later = now - 1_000 + REFRESH_ANNOUNCE_INTERVAL_MS;
    const third = announceRefreshedCounts({ after: null, ...second }, { changed: 0, done: false }, later);
    expect(third).toEqual({ pending: false, announcedAt: later });
    expect(announced).toBe(1);
    // Nothing changed since: nothing to announce, however long ago the last announcement was.
    expect(announceRefreshedCounts({ after: null, ...third }, { changed: 0, done: false }, later + 3_600_000)).toEqual({
      pending: false,
      announcedAt: later,
    });
    expect(announced).toBe(1);
    // The last batch announces what is pending at once.
    expect(announceRefreshedCounts({ after: null, ...third }, { changed: 1, done: true }, later + 1_000)).toEqual({
      pending: false,
      announcedAt: later + 1_000,
    });
    expect(announced).toBe(2);
  });

  it("the job carries what is pending from batch to batch, and a run that changed no count empties no cache", async () => {
    await db().delete(jobs);
    const ctx: JobContext = {
      jobId: "00000000-0000-4000-8000-000000000000",
      kind: CITATION_REFRESH_JOB,
      attempt: 1,
      maxAttempts: 8,
      db: db(),
      signal: new AbortController().signal,
    };
    const refresh = refreshJob().run;
    const nextJob = async () => {
      const [job] = await db().select().from(jobs).where(eq(jobs.kind, CITATION_REFRESH_JOB));
      await db().delete(jobs);
      return job!;
    };
    // More articles than a batch: the first batch is not the last.
    for (let i = 0; i < REFRESH_BATCH + 1; i++) await publishedArticle(`10.5555/known.announce-${i}`);
    announced = 0;
    const announcedAt = Date.now();
    await refresh({ after: null, pending: true, announcedAt }, ctx);
    const second = await nextJob();
    // Counts are pending a moment after the last announcement: nothing emptied, the next job knows.
    expect(announced).toBe(0);
    expect(second.payload).toEqual({ after: expect.any(String), pending: true, announcedAt });
    // The job chain runs to the end of the catalogue, which announces what is pending, once.
    let payload = second.payload as object;
    for (let i = 0; i < 50; i++) {
      await refresh(payload, ctx);
      const job = await nextJob();
      payload = job.payload as object;
      if ((job.payload as { after: unknown }).after === null) break;
    }
    expect(announced).toBe(1);
    expect(payload).toEqual({ after: null });

    // Run again at once: every article is fresh, no count changes, nothing is emptied.
    announced = 0;
    await refresh({ after: null }, ctx);
    await nextJob();
    expect(announced).toBe(0);

    // The same run whose first batch is a retry: the failed attempt before it may have stored counts
    // that this one skips as fresh, so they are announced (once) all the same.
    announced = 0;
    payload = { after: null };
    for (let i = 0; i < 50; i++) {
      await refresh(payload, { ...ctx, attempt: i === 0 ? 2 : 1 });
      const job = await nextJob();
      payload = job.payload as object;
      if ((job.payload as { after: unknown }).after === null) break;
    }
    expect(announced).toBe(1);
  }, 120_000);

  it("once out of attempts, announces what the attempts may have stored and keeps the weekly refresh", async () => {
    await db().delete(jobs);
    announced = 0;
    const job = refreshJob();
    const ctx: JobContext = {
      jobId: "00000000-0000-4000-8000-000000000000",
      kind: CITATION_REFRESH_JOB,
      attempt: 8,
      maxAttempts: 8,
      db: db(),
      signal: new AbortController().signal,
    };
    await job.onFailed({ after: null, pending: false, announcedAt: 0 }, { ...ctx, error: "connection reset" });
    expect(announced).toBe(1);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, CITATION_REFRESH_JOB));
    expect(queued.map((j) => j.payload)).toEqual([{ after: null }]);
    expect(queued[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60_000);
    // A weekly run queued already is not doubled.
    await job.onFailed({ after: null }, { ...ctx, error: "connection reset" });
    expect(await db().select().from(jobs).where(eq(jobs.kind, CITATION_REFRESH_JOB))).toHaveLength(1);
    await db().delete(jobs);
  });
});

describe("metrics history", () => {
  function historyAs(actor: Actor, a: { path: string; number: string }, method: "GET" | "POST" = "GET") {
    const request = actor.request(`${a.path}/metrics-history`, {
      method,
      ...(method === "POST"
        ? {
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "snapshot" }),
          }
        : {}),
    });
    const args = routeArgs(request, { shortName: "fjphs", volume: "1", articleNumber: a.number }) as never;
    return (method === "GET" ? historyRoute.loader(args) : historyRoute.action(args)) as Promise<Response>;
  }

  it("records a snapshot for an editor and charts it; shows none yet before", async () => {
    const a = await publishedArticle("10.5555/known.history");
    const before = (await (await historyAs(actors.visitor, a)).json()) as MetricsHistoryView;
    expect(before).toEqual({ canRecord: false, points: [] });
    await db().update(articles).set({ viewCount: 12, downloadCount: 3 }).where(eq(articles.id, a.id));
    const recorded = await historyAs(actors.editor, a, "POST");
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ message: "Metrics snapshot recorded", point: { viewCount: 12 } });
    const after = (await (await historyAs(actors.editor, a)).json()) as MetricsHistoryView;
    expect(after.canRecord).toBe(true);
    expect(after.points).toHaveLength(1);
    expect(after.points[0]).toMatchObject({ viewCount: 12, downloadCount: 3, citationCount: 0, mentionCount: 0 });
    const refused = await historyAs(actors.author, a, "POST");
    expect(refused.status).toBe(403);
  });

  it("the daily snapshot writes a row only for articles whose counters changed", async () => {
    const a = await publishedArticle("10.5555/known.daily-1");
    const b = await publishedArticle("10.5555/known.daily-2");
    const rowsOf = async (id: string) =>
      (await db().select().from(articleMetricsHistory).where(eq(articleMetricsHistory.articleId, id))).length;
    const first = await snapshotChangedMetrics(null, { batchSize: 2 });
    expect(first.next).toBeNull();
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect([await rowsOf(a.id), await rowsOf(b.id)]).toEqual([1, 1]);
    await db().update(articles).set({ viewCount: 1 }).where(eq(articles.id, a.id));
    const second = await snapshotChangedMetrics(null, { batchSize: 2 });
    expect(second.written).toBe(1);
    expect([await rowsOf(a.id), await rowsOf(b.id)]).toEqual([2, 1]);
    expect((await snapshotChangedMetrics(null)).written).toBe(0);
  });
});

describe("the recurring jobs", () => {
  const ctx = (kind: string): JobContext => ({
    jobId: "00000000-0000-4000-8000-000000000000",
    kind,
    attempt: 1,
    maxAttempts: 8,
    db: db(),
    signal: new AbortController().signal,
  });
  const queued = async (kind: string) =>
    (await db().select().from(jobs).where(eq(jobs.kind, kind))).filter((j) => j.status === "queued");

  it("are scheduled once at start, at the next 03:00 and 02:00 UTC", async () => {
    await db().delete(jobs);
    const now = new Date("2026-11-26T08:00:00Z");
    await scheduleExternalCitationRefresh(now);
    await scheduleExternalCitationRefresh(now);
    await scheduleMetricsSnapshots(now);
    await scheduleMetricsSnapshots(now);
    const refresh = await queued(CITATION_REFRESH_JOB);
    const snapshot = await queued(METRICS_SNAPSHOT_JOB);
    expect(refresh.map((j) => j.runAt.toISOString())).toEqual(["2026-11-27T03:00:00.000Z"]);
    expect(snapshot.map((j) => j.runAt.toISOString())).toEqual(["2026-11-27T02:00:00.000Z"]);
  });

  it("run to the end of the catalogue, then schedule their next run", async () => {
    await db().delete(jobs);
    const refresh = refreshJob().run;
    // Each job takes a batch and queues the next; the last one schedules next week's run.
    let next: Awaited<ReturnType<typeof queued>>[number] | undefined;
    let payload: object = { after: null };
    for (let i = 0; i < 50; i++) {
      await refresh(payload, ctx(CITATION_REFRESH_JOB));
      [next] = await queued(CITATION_REFRESH_JOB);
      await db().delete(jobs);
      payload = next!.payload as object;
      if ((payload as { after: unknown }).after === null) break;
    }
    expect(next!.payload).toEqual({ after: null });
    expect(next!.runAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60_000);

    const snapshot = metricsHistoryJobHandlers()[METRICS_SNAPSHOT_JOB] as {
      run: (p: object, c: JobContext) => Promise<void>;
      onFailed: (p: object, c: JobContext & { error: string }) => Promise<void>;
    };
    await snapshot.run({ after: null }, ctx(METRICS_SNAPSHOT_JOB));
    const [daily] = await queued(METRICS_SNAPSHOT_JOB);
    expect(daily!.payload).toEqual({ after: null });
    expect(daily!.runAt.getUTCHours()).toBe(2);
    // Out of attempts, the snapshot still queues tomorrow's.
    await db().delete(jobs);
    await snapshot.onFailed({ after: "x" }, { ...ctx(METRICS_SNAPSHOT_JOB), error: "database away" });
    const [tomorrow] = await queued(METRICS_SNAPSHOT_JOB);
    expect(tomorrow!.payload).toEqual({ after: null });
    expect(tomorrow!.runAt.getUTCHours()).toBe(2);
  }, 120_000);
});
