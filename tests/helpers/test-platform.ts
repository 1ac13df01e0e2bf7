import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
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
    await admin.query(`create database ${name}`);
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
