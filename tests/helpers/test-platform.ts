import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { parseEnv } from "~/lib/env.server";
import type { Services } from "~/lib/services.server";

export type TestPlatform = { services: Services; stop: () => Promise<void> };

/**
 * Boots the platform on a fresh database: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by stop()). Files go to a temp directory.
 */
export async function startTestPlatform(
  opts: { demoContent?: boolean; env?: Record<string, string>; backgroundTasks?: boolean } = {},
): Promise<TestPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `sp_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${await migratedTemplate(serverUrl)}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_CONTENT: opts.demoContent ? "true" : "false",
    ADMIN_EMAIL: "admin@example.org",
    ADMIN_PASSWORD: "admin-password",
    PUBLIC_URL: "http://journals.test",
    // CI's PostgreSQL half records every statement for PGlite to plan (ADR 055).
    SQL_STATEMENT_LOG: process.env.SQL_STATEMENT_LOG,
    ...opts.env,
  });
  const services = await bootPlatform(env, {
    dataDirForDb: databaseUrl ? undefined : "memory://",
    backgroundTasks: opts.backgroundTasks ?? false,
  });
  return {
    services,
    stop: async () => {
      await shutdownPlatform(services);
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Promise<string> | undefined;

/**
 * A migrated, empty database on the PostgreSQL server to copy test databases from: copying it
 * takes a fraction of applying the migrations to each (1.3 s). Named after the migrations, so a
 * new or changed migration makes a new one; made once, under a lock, by whichever test process
 * comes first, under a working name renamed at the end (a process that dies half-way leaves no
 * half-migrated template behind).
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const folder = path.resolve("app/db/migrations");
    const hash = crypto.createHash("sha256");
    for (const file of fs
      .readdirSync(folder)
      .filter((f) => f.endsWith(".sql"))
      .sort())
      hash.update(file).update(fs.readFileSync(path.join(folder, file)));
    const name = `sp_test_template_${hash.digest("hex").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(727276)");
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) {
        const working = `${name}_${process.pid}`;
        await admin.query(`drop database if exists ${working}`);
        await admin.query(`create database ${working}`);
        const url = new URL(serverUrl);
        url.pathname = `/${working}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
        await database.close();
        await admin.query(`alter database ${working} rename to ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return template;
}
