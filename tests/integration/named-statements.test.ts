// The queries every public page sends are built once and, on PostgreSQL, named: each connection
// plans them once (ADR 040). Off with DATABASE_NAMED_STATEMENTS=false, for a pooler that does not
// keep named statements; PGlite has no pooler and no use for them.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { builtOnce, builtPerLimit, literalLimit } from "~/db/prepared.server";
import { journals } from "~/db/schema";
import { listRecentPublishedArticles } from "~/modules/articles/articles.service.server";
import { getArticlePage } from "~/modules/articles/articles.public.service.server";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const probe = builtOnce("test_probe", (_db, statement) => statement);
const topJournals = builtPerLimit("test_top_journals", (db, statement, limit) =>
  db
    .select({ id: journals.id })
    .from(journals)
    .orderBy(journals.shortName)
    .limit(literalLimit(limit))
    .prepare(statement),
);

describe("statements built once", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it("are named on PostgreSQL unless configured otherwise, and on PGlite never", async () => {
    const { database } = platform.services;
    expect(probe(database.db)).toBe(database.kind === "postgres" ? "test_probe" : "");
    if (database.kind !== "postgres") return;
    const url = platform.services.env.DATABASE_URL!;
    const unnamed: Database = await openDatabase({ databaseUrl: url, dataDir: "unused", namedStatements: false });
    try {
      expect(probe(unnamed.db)).toBe("");
    } finally {
      await unnamed.close();
    }
  });

  it("refuses a name that another query has", () => {
    expect(() => builtOnce("test_probe", () => null)).toThrow('the statement name "test_probe" is taken');
  });

  it("write a top-n query's limit into the statement, one statement per limit", async () => {
    const { db } = platform.services.database;
    const two = topJournals(db, 2);
    expect(topJournals(db, 2)).toBe(two);
    expect(topJournals(db, 3)).not.toBe(two);
    const { sql, params } = two.getQuery();
    expect(sql).toMatch(/ limit 2$/);
    expect(params).toEqual([]);
    expect(await two.execute()).toHaveLength(2);
    expect(await topJournals(db, 3).execute()).toHaveLength(3);
    expect(() => topJournals(db, -1)).toThrow(RangeError);
    expect(() => topJournals(db, 1.5)).toThrow(RangeError);
  });

  it("answer again and again on the connection that prepared them", async () => {
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "ijcpms"), volumeNumber: 9, issueNumber: 1 });
    const article = await createArticle(db, issue, { articleNumber: 901 });
    for (let i = 0; i < 8; i++) expect((await getArticlePage("ijcpms", "9", "901")).article.id).toBe(article.id);
    for (let i = 0; i < 8; i++) expect((await listRecentPublishedArticles(3)).length).toBeLessThanOrEqual(3);
    if (platform.services.database.kind !== "postgres") return;
    // A session's prepared statements are its own, and background jobs share the pool: ask every
    // connection the pool holds, all checked out at once so that none is asked twice.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      const names = await Promise.all(
        clients.map((c) =>
          c.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements"),
        ),
      );
      const statements = new Map(names.flatMap((r) => r.rows.map((row) => [row.name, row.statement] as const)));
      expect(statements.has("article_page")).toBe(true);
      expect(statements.get("recent_published_articles_3")).toMatch(/ limit 3$/);
    } finally {
      for (const c of clients) c.release();
    }
  });
});
