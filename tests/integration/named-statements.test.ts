// The queries every public page sends are built once and named: each connection (PGlite's one
// session too) plans them once (ADR 040). Off with DATABASE_NAMED_STATEMENTS=false, for a pooler
// that does not keep named statements.
import type pg from "pg";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { builtOnce, builtPerLimit, literalLimit } from "~/db/prepared.server";
import { journals } from "~/db/schema";
import { listRecentPublishedArticles } from "~/modules/articles/articles.service.server";
import { getArticlePage } from "~/modules/articles/articles.public.service.server";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const probe = builtOnce("test_probe", (_db, statement) => statement);
const lookup = builtOnce("test_lookup", (db, statement) =>
  db
    .select({ id: journals.id, title: journals.title })
    .from(journals)
    .where(eq(journals.shortName, sql.placeholder("shortName")))
    .prepare(statement),
);
const castNumber = builtOnce("test_cast_number", (db, statement) =>
  db
    .select({ n: sql<number>`${sql.placeholder("value")}::int`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(statement),
);
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

  it("are named unless configured otherwise", async () => {
    const { database } = platform.services;
    expect(probe(database.db)).toBe("test_probe");
    const unnamed: Database =
      database.kind === "postgres"
        ? await openDatabase({
            databaseUrl: platform.services.env.DATABASE_URL!,
            dataDir: "unused",
            namedStatements: false,
          })
        : await openDatabase({ dataDir: "memory://", namedStatements: false });
    try {
      expect(probe(unnamed.db)).toBe("");
      // On PGlite too the statement then stays unnamed: nothing is prepared in its session.
      await lookup(unnamed.db).execute({ shortName: "fjphs" });
      const kept = await unnamed.db.execute(sql`select name from pg_prepared_statements`);
      expect((kept as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).not.toContain("test_lookup");
    } finally {
      await unnamed.close();
    }
  });

  it("answer as unnamed ones do, and a failed one leaves the session usable", async () => {
    const { db } = platform.services.database;
    const [named] = await lookup(db).execute({ shortName: "fjphs" });
    const [plain] = await db
      .select({ id: journals.id, title: journals.title })
      .from(journals)
      .where(eq(journals.shortName, "fjphs"));
    expect(named).toEqual(plain);
    for (let i = 0; i < 6; i++) expect(await lookup(db).execute({ shortName: "nothing" })).toEqual([]);
    await expect(castNumber(db).execute({ value: "not a number" })).rejects.toThrow();
    expect(await castNumber(db).execute({ value: "42" })).toEqual([{ n: 42 }]);
    expect(await lookup(db).execute({ shortName: "fjphs" })).toEqual([named]);
    // A transaction's queries are unnamed and wait for it; outside it, the named ones see its commit.
    await db.transaction(async (tx) => {
      await tx.update(journals).set({ title: "Renamed in a transaction" }).where(eq(journals.shortName, "fjphs"));
    });
    expect((await lookup(db).execute({ shortName: "fjphs" }))[0]!.title).toBe("Renamed in a transaction");
    await db.update(journals).set({ title: named!.title }).where(eq(journals.shortName, "fjphs"));
    if (platform.services.database.kind !== "pglite") return;
    // PGlite has one session: a named statement waits for an open transaction to end, as any query does.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.update(journals).set({ title: "Not yet committed" }).where(eq(journals.shortName, "fjphs"));
      await held;
    });
    let answered = false;
    const outside = lookup(db)
      .execute({ shortName: "fjphs" })
      .finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await open;
    expect((await outside)[0]!.title).toBe("Not yet committed");
    await db.update(journals).set({ title: named!.title }).where(eq(journals.shortName, "fjphs"));
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
    if (platform.services.database.kind !== "postgres") {
      const kept = await db.execute(sql`select name, statement from pg_prepared_statements`);
      const statements = new Map(
        (kept as unknown as { rows: { name: string; statement: string }[] }).rows.map((r) => [r.name, r.statement]),
      );
      expect(statements.has("article_page")).toBe(true);
      expect(statements.get("recent_published_articles_3")).toMatch(/ limit 3$/);
      return;
    }
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
