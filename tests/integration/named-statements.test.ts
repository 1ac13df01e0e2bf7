// The queries every public page sends are built once and, on PostgreSQL, named: each connection
// plans them once (ADR 040). Off with DATABASE_NAMED_STATEMENTS=false, for a pooler that does not
// keep named statements; PGlite has no pooler and no use for them.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server";
import { builtOnce } from "../../app/db/prepared.server";
import { getArticlePage } from "../../app/modules/article-detail/article-detail.service.server";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const probe = builtOnce("test_probe", (_db, statement) => statement);

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

  it("answer again and again on the connection that prepared them", async () => {
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "ijcpms"), volumeNumber: 9, issueNumber: 1 });
    const article = await createArticle(db, issue, { articleNumber: 901 });
    for (let i = 0; i < 8; i++) expect((await getArticlePage("ijcpms", "9", "901")).article.id).toBe(article.id);
    if (platform.services.database.kind !== "postgres") return;
    // A session's prepared statements are its own, and background jobs share the pool: ask every
    // connection the pool holds, all checked out at once so that none is asked twice.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      const names = await Promise.all(
        clients.map((c) => c.query<{ name: string }>("select name from pg_prepared_statements")),
      );
      expect(names.flatMap((r) => r.rows.map((row) => row.name))).toContain("article_page");
    } finally {
      for (const c of clients) c.release();
    }
  });
});
