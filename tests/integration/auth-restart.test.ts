// @both-backends: sessions kept across a restart, on PGlite's files or a PostgreSQL database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { parseEnv } from "~/lib/env.server";
import type { Services } from "~/lib/services.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { createApiApp, sessionCookieOf } from "../helpers/actors";

// PGlite on disk (not in memory) or a database of its own on TEST_DATABASE_URL: the platform is
// stopped and started again on the same data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-auth-restart-"));
const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `sp_test_${crypto.randomBytes(6).toString("hex")}`;
let running: Services | undefined;

afterAll(async () => {
  if (running) await shutdownPlatform(running);
  if (serverUrl) {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function databaseUrl(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

it("keeps a session valid after the platform restarts on the same database", async () => {
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: await databaseUrl(),
    DEMO_CONTENT: "false",
    ADMIN_EMAIL: "admin@example.org",
    ADMIN_PASSWORD: "admin-password",
    PUBLIC_URL: "http://journals.test",
  });
  running = await bootPlatform(env, { backgroundTasks: false });
  const response = await createApiApp().request(
    "http://journals.test/api/auth/sign-up/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://journals.test" },
      body: JSON.stringify({ name: "Rhea Restart", email: "rhea@example.org", password: "restart-secret" }),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.77" } } },
  );
  expect(response.status).toBe(200);
  const cookie = sessionCookieOf(response);
  const request = () => new Request("http://journals.test/", { headers: { cookie } });
  expect((await getCurrentUser(request()))?.email).toBe("rhea@example.org");

  await shutdownPlatform(running);
  running = undefined;
  running = await bootPlatform(env, { backgroundTasks: false });

  expect((await getCurrentUser(request()))?.email).toBe("rhea@example.org");
  const session = await createApiApp().request("http://journals.test/api/auth/get-session", { headers: { cookie } });
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe("rhea@example.org");
  // Two starts of a database on disk (initdb, then recovery): slow on a busy machine.
}, 120_000);
