// Several instances on one PostgreSQL database (ADR 029): a content change made on one empties the
// caches of all of them, and migrations run once when they start together. On PGlite (one process)
// the change stays in the process. The PostgreSQL half of the test run (TEST_DATABASE_URL) runs the
// first part; the PGlite half the second.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  CONTENT_CHANGE_CHANNEL,
  contentChanged,
  onContentChange,
  startContentChangeBroadcast,
  type ContentChangeBroadcast,
} from "~/lib/content-changes.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Resolves when `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("not within the time allowed");
    await new Promise((r) => setTimeout(r, 20));
  }
}

if (serverUrl) {
  describe("several instances on one PostgreSQL database", () => {
    let platform: TestPlatform;
    let other: ContentChangeBroadcast;
    let otherPool: pg.Pool;
    let heardHere = 0;
    let heardThere = 0;
    let unsubscribe = () => {};

    beforeAll(async () => {
      platform = await startTestPlatform();
      unsubscribe = onContentChange(() => (heardHere += 1));
      // A second instance on the same database, as its boot starts it (its own pool and listener).
      const databaseUrl = platform.services.env.DATABASE_URL!;
      otherPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      other = startContentChangeBroadcast({
        databaseUrl,
        notify: (channel, payload) => otherPool.query("select pg_notify($1, $2)", [channel, payload]),
        onRemoteChange: () => (heardThere += 1),
      });
      await other.ready;
    });
    afterAll(async () => {
      unsubscribe();
      await other.stop();
      await otherPool.end();
      await platform.stop();
    });

    it("a change on one instance empties the caches of the other, and its own at once", async () => {
      const [before, beforeThere] = [heardHere, heardThere];
      contentChanged();
      expect(heardHere).toBeGreaterThan(before); // in-process, synchronously
      await eventually(() => heardThere > beforeThere);
    });

    it("a change on the other instance reaches this one's caches", async () => {
      const before = heardHere;
      other.announce();
      await eventually(() => heardHere > before);
    });

    it("an instance ignores the echo of its own announcement", async () => {
      const before = heardThere;
      await otherPool.query("select pg_notify($1, $2)", [CONTENT_CHANGE_CHANNEL, other.instanceId]);
      // A marker sent after the echo: once it is heard, the echo (delivered first) was ignored.
      await otherPool.query("select pg_notify($1, $2)", [CONTENT_CHANGE_CHANNEL, "another-instance"]);
      await eventually(() => heardThere > before);
      expect(heardThere).toBe(before + 1);
    });

    it("listens again after losing its connection, emptying its caches once for what it may have missed", async () => {
      const before = heardThere;
      // The server drops every listening session of this database (a restart, a failover).
      await otherPool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query = 'listen ${CONTENT_CHANGE_CHANNEL}'`,
      );
      await eventually(() => heardThere === before + 1);
      const reconnected = heardThere;
      contentChanged();
      await eventually(() => heardThere > reconnected);
    });

    it("announces a change again until the announcement goes through", async () => {
      // A third instance whose pool fails its first two notifies (no connection free, a blip).
      let refused = 0;
      const flaky = startContentChangeBroadcast({
        databaseUrl: platform.services.env.DATABASE_URL!,
        notify: async (channel, payload) => {
          if (refused < 2) {
            refused += 1;
            throw new Error("timeout exceeded when trying to connect");
          }
          return otherPool.query("select pg_notify($1, $2)", [channel, payload]);
        },
        onRemoteChange: () => {},
      });
      try {
        await flaky.ready;
        const [before, beforeThere] = [heardHere, heardThere];
        flaky.announce();
        flaky.announce(); // a second change while the first waits to be sent again: one retry covers both
        await eventually(() => heardHere > before && heardThere > beforeThere, 10_000);
        expect(refused).toBe(2);
      } finally {
        await flaky.stop();
      }
    });

    it("applies migrations once when instances start together", async () => {
      const name = `sp_test_${crypto.randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const both = await Promise.all([
          openDatabase({ databaseUrl: url.toString(), dataDir: "unused" }),
          openDatabase({ databaseUrl: url.toString(), dataDir: "unused" }),
        ]);
        const count = async (query: ReturnType<typeof sql>) =>
          ((await both[0].db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
        const applied = await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(applied).toBeGreaterThan(0);
        expect(await count(sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`)).toBe(applied);
        await Promise.all(both.map((d) => d.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  });
} else {
  // PGlite: no platform is booted here (the PostgreSQL half boots one); boot starts a broadcast on
  // PostgreSQL only (app/lib/boot.server.ts), so a change runs this process's listeners alone.
  describe("one instance (PGlite)", () => {
    it("a content change empties this process's caches at once, with no database round trip", () => {
      let heard = 0;
      const unsubscribe = onContentChange(() => (heard += 1));
      contentChanged();
      unsubscribe();
      expect(heard).toBe(1);
    });
  });
}
