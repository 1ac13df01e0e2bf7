// The built-in cluster mode (ADR 073): `WEB_CONCURRENCY=2` on PostgreSQL starts two server
// processes on one port; a content change made through one empties the other's page cache (the
// several-instances machinery of ADR 029, inside one machine). Node APIs only, no browser: readers
// on kept-alive connections stay with one process each, and the page cache's X-Cache header tells
// which process has the page. On PGlite the setting falls back to one process (server/cluster.test.ts).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN, createTestDatabase, signIn, startPlatform, stopPlatform } from "../submissions/platform-process";

/** A reader on one kept-alive connection: every request goes to the process that accepted it. */
function reader(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, pathname: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; cache: string }>((resolve, reject) => {
      const req = http.request(`${baseUrl}${pathname}`, { method, agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, cache: String(res.headers["x-cache"] ?? "") }));
      });
      req.on("error", reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

test.describe("cluster mode on PostgreSQL", { tag: "@once-on-postgresql" }, () => {
  test("two processes serve, and a change through one empties the other's page cache", async () => {
    test.setTimeout(120_000);
    const database = await createTestDatabase();
    test.skip(!database, "needs PostgreSQL (TEST_DATABASE_URL); PGlite runs in one process");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-cluster-"));
    const logFile = path.join(dataDir, "server.log");
    const server = await startPlatform({
      dataDir,
      databaseUrl: database!.url,
      logFile,
      env: { WEB_CONCURRENCY: "2" },
    });
    // /readyz answers once the first process listens; the second starts after it (ADR 073). On a
    // new database the sitemap's catch-up then walks the catalogue in the background and announces
    // a change at its end, which empties both caches (a page rendered meanwhile is not kept).
    await expect
      .poll(
        () => {
          const log = fs.readFileSync(logFile, "utf8");
          return log.includes("2 server processes listening") && log.includes("sitemap entries regenerated");
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const readers: ReturnType<typeof reader>[] = [];
    try {
      const page = "/journal/fjphs";
      const first = reader(server.baseUrl);
      readers.push(first);
      // The catch-up's announcement reaches the other process over NOTIFY a moment after its log
      // line: a page rendered in that moment is not kept (no X-Cache). The first reader's process
      // has the page once one of its answers comes from the cache.
      await expect.poll(async () => (await first.request("GET", page)).cache, { timeout: 10_000 }).toBe("HIT");

      // The connections are dealt to the processes in turn: a reader whose first answer is a fresh
      // render (MISS) is served by the other process, which has not rendered the page yet.
      let other: ReturnType<typeof reader> | undefined;
      for (let i = 0; i < 4 && !other; i++) {
        const candidate = reader(server.baseUrl);
        readers.push(candidate);
        if ((await candidate.request("GET", page)).cache === "MISS") other = candidate;
      }
      expect(other, "a second process answered").toBeTruthy();
      expect((await other!.request("GET", page)).cache).toBe("HIT");
      expect((await first.request("GET", page)).cache).toBe("HIT");

      // A content change through the first reader's process (its connection): a journal's settings.
      const cookie = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
      const saved = await first.request(
        "POST",
        "/journal/fjphs/settings",
        { cookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        new URLSearchParams({ intent: "notifications", publicationReady: "on" }).toString(),
      );
      expect(saved.status).toBe(200);
      expect((await first.request("GET", page)).cache).toBe("MISS");
      // The other process hears of it over PostgreSQL's NOTIFY within milliseconds.
      await expect.poll(async () => (await other!.request("GET", page)).cache, { timeout: 5_000 }).toBe("MISS");
    } finally {
      for (const r of readers) r.close();
      await stopPlatform(server);
      await database!.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // SIGTERM stopped the workers, then the primary, which exits cleanly.
    expect(server.child.exitCode).toBe(0);
  });
});
