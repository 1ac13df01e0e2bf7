// Reliability check of the built server (not a test, not run in CI). Needs a build: run
// `npx react-router build` first. Usage:
//
//   npx tsx bench/reliability.ts                                  # PGlite, fresh data directory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reliability.ts
//                                                                 # PostgreSQL: a fresh database is
//                                                                 # created on that server, dropped after
//
// It talks only to 127.0.0.1: the server (`node server.mjs`) on a free port with a fresh DATA_DIR,
// and a local SMTP sink (`smtp-server`, tests/helpers/smtp-sink.ts) that SMTP_URL points at.
//
// Phase A, writes under kill -9: signed-in writers post contact-form messages (a page action:
// one transaction that stores the message and queues its e-mail) while anonymous readers load public
// pages; every write the server acknowledged (2xx or redirect) is recorded. The server is killed
// with SIGKILL mid-load and restarted on the same data; at the end the database is opened directly
// and every acknowledged write must be there.
// Phase B, mail while the SMTP peer is down: the sink is stopped, N contact messages (each mailed
// to EDITORIAL_EMAIL) are sent, the sink comes back after a few seconds, and the job worker's retry
// (30 s backoff) must deliver each message exactly once (deduplicated by Message-ID).
//
// Bounded: a few writers and readers, fixed durations, every wait with a deadline; about 90 s in
// all, never more than 3 minutes. Prints progress on stderr and a results table on stdout; leaves
// nothing behind (temporary directory and database removed). Exit code 1 when something was lost.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray, like } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { contactMessages, mailMessages } from "~/db/schema";
import { freePort, startSmtpSink, type ReceivedMail, type SmtpSink } from "../tests/helpers/smtp-sink";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../server-options.mjs";

const WRITERS = 6; // sign-up allows 5 per 10 s per client address: the sixth waits out a 429
const READERS = 3;
const LOAD_BEFORE_KILL_MS = 8_000;
const MAILS_WHILE_SMTP_DOWN = 10;
const SMTP_DOWN_MS = 8_000;
const MAIL_DEADLINE_MS = 75_000; // first attempt fails at once, the retry comes 30 s later
const HARD_LIMIT_MS = 175_000;
const READER_PAGES = ["/", "/journals", "/journal/fjphs", "/contact", "/about"];

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const progress = (msg: string) => process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No build found: run `npx react-router build` first.");
  process.exit(2);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sp-reliability-"));
const dataDir = path.join(work, "data");
const serverLog = path.join(work, "server.log");
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const admin = { email: "admin@reliability.test", password: crypto.randomBytes(12).toString("hex") };
const editorialEmail = "editorial@reliability.test";
const runId = crypto.randomBytes(3).toString("hex");

let server: ChildProcess | undefined;
let sink: SmtpSink | undefined;
const received: ReceivedMail[] = []; // across sink restarts
const cleanups: (() => Promise<void>)[] = [];

const hardLimit = setTimeout(() => {
  progress(`hard time limit (${HARD_LIMIT_MS / 1000} s) reached: stopping`);
  server?.kill("SIGKILL");
  process.exit(1);
}, HARD_LIMIT_MS);
hardLimit.unref();

// ---------------------------------------------------------------------------------------------
// The server and the SMTP sink

const serverDatabaseUrl = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;

async function createDatabase(serverUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  const name = `sp_reliability_${runId}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startServer(): Promise<ChildProcess> {
  const log = fs.openSync(serverLog, "a");
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "server.mjs"], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: serverDatabaseUrl ?? "",
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      EDITORIAL_EMAIL: editorialEmail,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DEMO_CONTENT: "false",
      LOG_LEVEL: "warn",
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited; see ${serverLog}`);
    const ok = await fetch(`${publicUrl}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`the server was not ready within 60 s; see ${serverLog}`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  child.kill("SIGTERM");
  await exited(child);
  clearTimeout(timer);
}

const smtpPort = await freePort();
async function startSink(): Promise<void> {
  sink = await startSmtpSink(smtpPort);
  const own = sink.received;
  // Keep what each incarnation of the sink received.
  const push = own.push.bind(own);
  own.push = (...mails: ReceivedMail[]) => {
    received.push(...mails);
    return push(...mails);
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP clients

async function signUp(i: number): Promise<string> {
  const email = `writer${i}-${runId}@reliability.test`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await fetch(`${publicUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ name: `Writer ${i}`, email, password: `reliability-${runId}-${i}` }),
    });
    if (res.status === 429) {
      const wait = Number(res.headers.get("x-retry-after") ?? res.headers.get("retry-after") ?? 2);
      progress(`sign-up of writer ${i} rate limited: waiting ${wait} s`);
      await res.arrayBuffer();
      await sleep(Math.max(1, wait) * 1000 + 200);
      continue;
    }
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (!cookie) throw new Error("sign-up set no session cookie");
    return cookie;
  }
  throw new Error(`sign-up of writer ${i} kept being rate limited`);
}

/** Posts the contact form as a browser without JavaScript would. True when acknowledged. */
async function postContact(subject: string, cookie?: string): Promise<boolean> {
  const res = await fetch(`${publicUrl}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: publicUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({
      name: "Reliability Writer",
      email: "writer@reliability.test",
      subject,
      message: `Message ${subject}: is it still there after a crash?`,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status >= 200 && res.status < 400;
}

// ---------------------------------------------------------------------------------------------
// Phase A: acknowledged writes under kill -9

type PhaseA = {
  attempted: number;
  acknowledged: Set<string>;
  refused: number;
  cutOff: number;
  reads: number;
  readErrors: number;
};

async function phaseA(): Promise<PhaseA> {
  const cookies: string[] = [];
  for (let i = 0; i < WRITERS; i++) cookies.push(await signUp(i));
  progress(`${WRITERS} writers signed up; load for ${LOAD_BEFORE_KILL_MS / 1000} s, then kill -9`);

  const result: PhaseA = { attempted: 0, acknowledged: new Set(), refused: 0, cutOff: 0, reads: 0, readErrors: 0 };
  let killed = false;
  const writer = async (w: number) => {
    for (let n = 0; !killed; n++) {
      const subject = `rel-A-${runId}-w${w}-${n}`;
      result.attempted++;
      try {
        if (await postContact(subject, cookies[w])) result.acknowledged.add(subject);
        else result.refused++;
      } catch {
        result.cutOff++; // no answer: the server died with the request in flight
      }
    }
  };
  const reader = async (r: number) => {
    for (let n = r; !killed; n++) {
      try {
        const res = await fetch(`${publicUrl}${READER_PAGES[n % READER_PAGES.length]}`, {
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (!killed) {
          result.reads++;
          if (!res.ok) result.readErrors++;
        }
      } catch {
        if (!killed) result.readErrors++;
      }
    }
  };
  const load = [...cookies.map((_, w) => writer(w)), ...Array.from({ length: READERS }, (_, r) => reader(r))];
  await sleep(LOAD_BEFORE_KILL_MS);
  // Writers stop starting new requests; those in flight meet the kill.
  killed = true;
  server!.kill("SIGKILL");
  await exited(server!);
  await Promise.all(load);
  progress(
    `killed the server: ${result.acknowledged.size} writes acknowledged, ${result.cutOff} cut off; restarting on the same data`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// Phase B: mail while the SMTP peer is down

type PhaseB = { acknowledged: Set<string>; deliveries: ReceivedMail[]; waitedMs: number };

const phaseBMails = (prefix: string) => received.filter((m) => m.subject?.includes(prefix));

async function phaseB(): Promise<PhaseB> {
  await sink!.close();
  progress(`SMTP sink stopped; sending ${MAILS_WHILE_SMTP_DOWN} contact messages`);
  const prefix = `rel-B-${runId}-`;
  const acknowledged = new Set<string>();
  for (let i = 0; i < MAILS_WHILE_SMTP_DOWN; i++) {
    const subject = `${prefix}${i}`;
    if (await postContact(subject)) acknowledged.add(subject);
  }
  const sentAt = Date.now();
  await sleep(SMTP_DOWN_MS);
  await startSink();
  progress(`SMTP sink back after ${SMTP_DOWN_MS / 1000} s; waiting for the job worker's retries`);
  const deadline = sentAt + MAIL_DEADLINE_MS;
  const delivered = () => new Set(phaseBMails(prefix).map((m) => m.subject)).size;
  while (Date.now() < deadline && delivered() < acknowledged.size) await sleep(250);
  const waitedMs = Date.now() - sentAt;
  await sleep(3_000); // room for a duplicate to arrive
  return { acknowledged, deliveries: phaseBMails(prefix), waitedMs };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  await startSink();
  progress(`starting the built server on ${publicUrl} (${serverDatabaseUrl ? "PostgreSQL" : "PGlite"})`);
  server = await startServer();

  const a = await phaseA();
  const restartStarted = Date.now();
  server = await startServer();
  const restartMs = Date.now() - restartStarted;
  progress(`restarted in ${(restartMs / 1000).toFixed(1)} s`);

  const b = await phaseB();
  await stopServer(server);
  server = undefined;
  await sink!.close();

  // The data, read straight from the database the servers used (PGlite: this takes the data
  // directory's lock, so it also shows the last server released it).
  const database = await openDatabase({ databaseUrl: serverDatabaseUrl, dataDir });
  const stored = new Set(
    (
      await database.db
        .select({ subject: contactMessages.subject })
        .from(contactMessages)
        .where(like(contactMessages.subject, `rel-A-${runId}-%`))
    ).map((r) => r.subject),
  );
  const mailRows = await database.db
    .select({ subject: mailMessages.subject, status: mailMessages.status })
    .from(mailMessages)
    .where(inArray(mailMessages.recipient, [editorialEmail]));
  await database.close();

  const lostA = [...a.acknowledged].filter((s) => !stored.has(s));
  const unacknowledgedButStored = [...stored].filter((s) => !a.acknowledged.has(s)).length;
  const deliveredB = new Set(b.deliveries.map((m) => m.subject?.replace(/^Contact form: /, "")));
  const lostB = [...b.acknowledged].filter((s) => !deliveredB.has(s));
  const idsB = new Set(b.deliveries.map((m) => m.messageId));
  const duplicatedB = b.deliveries.length - idsB.size;
  const missingIdB = b.deliveries.filter((m) => !m.messageId).length;
  const mailA = mailRows.filter((m) => m.subject.includes(`rel-A-${runId}-`));
  const mailAIds = received.filter((m) => m.subject?.includes(`rel-A-${runId}-`)).map((m) => m.messageId);
  const statusCount = (s: string) => mailA.filter((m) => m.status === s).length;

  const rows: [string, string | number][] = [
    ["database", serverDatabaseUrl ? "PostgreSQL" : "PGlite"],
    ["A: writers / readers", `${WRITERS} / ${READERS}`],
    ["A: load before kill -9", `${LOAD_BEFORE_KILL_MS / 1000} s`],
    ["A: reads (errors)", `${a.reads} (${a.readErrors})`],
    ["A: writes attempted", a.attempted],
    ["A: writes acknowledged", a.acknowledged.size],
    ["A: writes refused (non-2xx)", a.refused],
    ["A: writes cut off by the kill", a.cutOff],
    ["A: restart after kill -9", `${(restartMs / 1000).toFixed(1)} s`],
    ["A: acknowledged writes missing", lostA.length],
    ["A: unacknowledged writes stored", unacknowledgedButStored],
    [
      "A: their e-mails sent / queued / failed",
      `${statusCount("sent")} / ${statusCount("queued")} / ${statusCount("failed") + statusCount("held")}`,
    ],
    ["A: e-mails re-sent with same Message-ID", mailAIds.length - new Set(mailAIds).size],
    ["B: e-mails queued while SMTP down", b.acknowledged.size],
    ["B: SMTP down for", `${SMTP_DOWN_MS / 1000} s`],
    ["B: all delivered after", `${(b.waitedMs / 1000).toFixed(1)} s`],
    ["B: e-mails lost", lostB.length],
    ["B: e-mails duplicated (Message-ID)", duplicatedB + missingIdB],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`| ${"measure".padEnd(width)} | result |`);
  console.log(`| ${"-".repeat(width)} | ------ |`);
  for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);
  if (lostA.length) progress(`missing acknowledged writes: ${lostA.slice(0, 10).join(", ")}`);
  if (lostB.length) progress(`e-mails not delivered: ${lostB.join(", ")}`);
  return lostA.length === 0 && lostB.length === 0 && duplicatedB + missingIdB === 0 && a.acknowledged.size > 0;
}

let ok = false;
try {
  ok = await main();
} catch (e) {
  progress(`failed: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  if (server) {
    server.kill("SIGKILL");
    await exited(server);
  }
  await sink?.close().catch(() => {});
  for (const cleanup of cleanups) await cleanup().catch((e) => progress(`cleanup: ${e}`));
  if (ok) fs.rmSync(work, { recursive: true, force: true });
  else progress(`kept ${work} (server log: ${serverLog})`);
}
process.exit(ok ? 0 : 1);
