// On PostgreSQL, fails the test during which a statement was sent to a connection that was still
// answering another: `Promise.all` over one transaction's statements. node-postgres queues the
// second one today (with a deprecation warning, once per process) and will refuse it from pg 9;
// PGlite, with its one session, never shows it. The test is failed with the statements, so that
// the code can send them one after the other.
import { createRequire } from "node:module";
import { afterEach } from "vitest";

type Query = (this: PgClient, config: unknown, ...rest: unknown[]) => unknown;
type PgClient = { _activeQuery?: unknown; _queryQueue?: unknown[] };

// Vitest runs several test files in one worker (isolate: false) and this file again before each:
// the prototype is wrapped once, and the list it fills is the one every later evaluation reads.
const QUEUED = Symbol.for("tests.one-statement-per-connection.queued");
const registry = globalThis as { [QUEUED]?: string[] };
const queuedOnBusyConnection = (registry[QUEUED] ??= []);
const WATCHED = Symbol.for("tests.one-statement-per-connection");

if (process.env.TEST_DATABASE_URL) {
  const require = createRequire(import.meta.url);
  const client = (require("pg") as { Client: { prototype: Record<PropertyKey, unknown> } }).Client.prototype;
  if (!client[WATCHED]) {
    client[WATCHED] = true;
    const query = client.query as Query;
    client.query = function (this: PgClient, config: unknown, ...rest: unknown[]) {
      if (this._activeQuery || this._queryQueue?.length) {
        const text = typeof config === "string" ? config : (config as { text?: string } | undefined)?.text;
        queuedOnBusyConnection.push(String(text).replace(/\s+/g, " ").slice(0, 300));
      }
      return query.call(this, config, ...rest);
    } satisfies Query;
  }
}

afterEach(() => {
  if (queuedOnBusyConnection.length === 0) return;
  const statements = queuedOnBusyConnection.splice(0);
  throw new Error(
    `${statements.length} statement(s) sent to a connection still answering another (Promise.all in a transaction?):\n` +
      statements.map((s) => `  ${s}`).join("\n"),
  );
});
