// @both-backends: the start-up sweep of orphaned files, which differs by engine (boot.server.ts).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { parseEnv } from "~/lib/env.server";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "~/modules/submission-files/storage-sweep.server";
import {
  newSubmissionFileKey,
  recordSubmissionFile,
  transactionAfterStoring,
} from "~/modules/submission-files/submission-files.service.server";
import type { TempFile } from "~/modules/submission-files/submission-files.types";
import { createTempUploadPath, sweepTempUploads, tempUploadDir } from "~/modules/submission-files/upload-temp.server";
import { createActors, type Actors } from "../helpers/actors";
import { waitFor } from "../helpers/smtp-sink";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { MANUSCRIPTS, pdfBytes } from "../factories/manuscript-files";
import { fileRows, insertSubmission, storedKeys, uploadFile } from "./submission-files-helpers";

const HOUR = 60 * 60_000;

/** Sets a file's modification time `ms` in the past. */
function age(file: string, ms: number) {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
}

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("the sweep of what crashed uploads leave behind", () => {
  let platform: TestPlatform;
  let actors: Actors;
  const db = () => platform.services.database.db;
  const filesRoot = () => path.join(platform.services.env.dataDir, "files");

  /** A new submission and a received PDF for it: its key, its temp file and the row's insert. */
  async function receivedManuscript(name: string) {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const tempPath = path.join(platform.services.env.dataDir, name);
    fs.writeFileSync(tempPath, pdfBytes());
    const file: TempFile = { tempPath, fileName: name, sizeBytes: 10, format: "pdf", mimeType: "application/pdf" };
    const key = newSubmissionFileKey(submissionId);
    const record = (tx: Db) =>
      recordSubmissionFile(tx, { ...key, submissionId, file, uploadedBy: actors.author.userId!, isInitial: true });
    return { submissionId, key, tempPath, record };
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
    actors = await createActors(platform, { seeded: true });
  });
  afterAll(() => platform.stop());

  it("removes old stored files no row refers to, and keeps referenced and recent ones", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const kept = await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf);
    const [row] = await fileRows(db(), submissionId);
    expect(kept.status).toBe(201);
    const orphanKey = `submissions/${submissionId}/${crypto.randomUUID()}`;
    const recentKey = `submissions/${submissionId}/${crypto.randomUUID()}`;
    // A crash in LocalDiskStorage.put leaves its own part file too.
    const partKey = `${orphanKey}.4242.${crypto.randomUUID()}.part`;
    for (const key of [orphanKey, recentKey, partKey]) await platform.services.storage.put(key, pdfBytes());
    age(path.join(filesRoot(), row!.storageKey), HOUR);
    age(path.join(filesRoot(), orphanKey), HOUR);
    age(path.join(filesRoot(), partKey), HOUR);

    const removed = await sweepOrphanFiles(db(), platform.services.storage, {
      modifiedBefore: new Date(Date.now() - ORPHAN_GRACE_MS),
    });

    expect(removed).toBe(2);
    const left = await storedKeys(platform.services);
    expect(left).toContain(row!.storageKey);
    expect(left).toContain(recentKey);
    expect(left).not.toContain(orphanKey);
    expect(left).not.toContain(partKey);
  });

  it("removes the temp uploads of dead processes and old ones, and keeps those still being written", async () => {
    const dataDir = platform.services.env.dataDir;
    const dir = tempUploadDir(dataDir);
    const live = await createTempUploadPath(dataDir);
    fs.writeFileSync(live, "being written");
    const otherLiveProcess = path.join(dir, `${process.ppid}-0123456789ab-${crypto.randomUUID()}.part`);
    fs.writeFileSync(otherLiveProcess, "another instance's upload");
    const deadProcess = path.join(dir, `${deadPid()}-0123456789ab-${crypto.randomUUID()}.part`);
    fs.writeFileSync(deadProcess, "cut off");
    const earlierSamePid = path.join(dir, `${process.pid}-ffffffffffff-${crypto.randomUUID()}.part`);
    fs.writeFileSync(earlierSamePid, "left by an earlier process with this pid");
    const abandoned = path.join(dir, `${process.ppid}-0123456789ab-${crypto.randomUUID()}.part`);
    fs.writeFileSync(abandoned, "a day old");
    age(abandoned, 25 * HOUR);
    const stray = path.join(dir, "stray.tmp");
    fs.writeFileSync(stray, "not ours");

    expect(await sweepTempUploads(dataDir)).toBe(4);
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(live), path.basename(otherLiveProcess)].sort());
    fs.rmSync(live);
    fs.rmSync(otherLiveProcess);
  });

  it("removes a stored file again when its transaction rolls back", async () => {
    const { submissionId, key, tempPath, record } = await receivedManuscript("rollback.pdf");
    await expect(
      transactionAfterStoring([{ storageKey: key.storageKey, tempPath }], async (tx) => {
        await record(tx);
        expect(await platform.services.storage.exists(key.storageKey)).toBe(true);
        throw new Error("a later write of the same use case failed");
      }),
    ).rejects.toThrow("a later write");
    expect(await platform.services.storage.exists(key.storageKey)).toBe(false);
    expect(await fileRows(db(), submissionId)).toEqual([]);
  });

  it("stores the file before the transaction opens: no lock is held and no connection taken while it is written", async () => {
    const { submissionId, key, tempPath, record } = await receivedManuscript("slow-store.pdf");
    const storage = platform.services.storage;
    const putFile = storage.putFile.bind(storage);
    // A store as slow as a large upload to S3: while it is writing, the database must answer other
    // work at once (PGlite has one connection; an open transaction would hold it) and the
    // submission's row must not be locked.
    let queriedWhileStoring: unknown = null;
    storage.putFile = async (storageKey, source) => {
      queriedWhileStoring = await Promise.race([
        db()
          .transaction(async (tx) => {
            await tx.execute(sql`set local lock_timeout = '2s'`);
            await tx.execute(sql`select id from submissions where id = ${submissionId} for update`);
            return "answered";
          })
          .catch((err: Error) => err.message),
        new Promise((resolve) => setTimeout(() => resolve("no answer within 5 s"), 5_000)),
      ]);
      return putFile(storageKey, source);
    };
    try {
      await transactionAfterStoring([{ storageKey: key.storageKey, tempPath }], async (tx) => {
        await tx.execute(sql`select id from submissions where id = ${submissionId} for update`);
        await record(tx);
      });
    } finally {
      storage.putFile = putFile;
    }
    expect(queriedWhileStoring).toBe("answered");
    expect(await platform.services.storage.exists(key.storageKey)).toBe(true);
    expect(await fileRows(db(), submissionId)).toHaveLength(1);
  });
});

describe("starting the platform after a crash", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-upload-boot-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dbName = `sp_test_${crypto.randomBytes(6).toString("hex")}`;

  afterAll(async () => {
    if (serverUrl) {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("clears cut-off temp uploads before serving and then removes orphan stored files", async () => {
    const tempDir = tempUploadDir(dataDir);
    fs.mkdirSync(tempDir, { recursive: true });
    const cutOff = path.join(tempDir, `${deadPid()}-0123456789ab-${crypto.randomUUID()}.part`);
    fs.writeFileSync(cutOff, "%PDF-1.7 half a manuscript");
    const orphan = path.join(dataDir, "files", "submissions", crypto.randomUUID(), crypto.randomUUID());
    fs.mkdirSync(path.dirname(orphan), { recursive: true });
    fs.writeFileSync(orphan, "%PDF-1.7 stored, but the row never committed");
    age(orphan, HOUR);

    let databaseUrl: string | undefined;
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_CONTENT: "false",
      PUBLIC_URL: "http://journals.test",
    });
    const services = await bootPlatform(env, { dataDirForDb: databaseUrl ? undefined : "memory://" });
    try {
      expect(fs.existsSync(cutOff)).toBe(false);
      await waitFor(() => !fs.existsSync(orphan), 10_000, "the orphan sweep");
    } finally {
      await shutdownPlatform(services);
    }
  });
});
