// Calling the submission file endpoints (resource routes) as React Router would, with real
// multipart bodies, and the state they leave: rows, History entries, stored and temp files.
import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { submissionEvents, submissionFiles, submissions } from "~/db/schema";
import type { Services } from "~/lib/services.server";
import { tempUploadDir } from "~/modules/submission-files/upload-temp.server";
import { action as filesAction, loader as filesLoader } from "~/routes/resources/submission-files";
import { action as fileAction, loader as fileLoader } from "~/routes/resources/submission-file";
import { loader as manuscriptLoader } from "~/routes/resources/submission-manuscript";
import type { Actor } from "../helpers/actors";
import { journalId } from "../factories/catalogue";
import type { Bytes } from "../factories/manuscript-files";
import { routeArgs } from "../helpers/route-args";

export type Answer = { status: number; json: unknown; location: string | null; headers: Headers };

type RouteFn = (args: never) => Promise<Response>;

async function answerOf(run: () => Promise<Response>): Promise<Answer> {
  let response: Response;
  try {
    response = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text; // a plain-text answer
  }
  return { status: response.status, json, location: response.headers.get("location"), headers: response.headers };
}

function call(fn: RouteFn, request: Request, params: Record<string, string>): Promise<Answer> {
  return answerOf(() => (fn as (a: unknown) => Promise<Response>)(routeArgs(request, params)));
}

export type UploadFile = { name: string; bytes: Bytes; mimeType?: string };

/** POST /submission/:id/files with a real multipart body. */
export function uploadFile(
  actor: Actor,
  submissionId: string,
  file: UploadFile | null,
  fields: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new File([file.bytes], file.name, { type: file.mimeType ?? "application/octet-stream" }));
  const request = actor.request(`/submission/${submissionId}/files`, { method: "POST", body: form });
  return call(filesAction, request, { id: submissionId });
}

/** POST /submission/:id/files with any request (a broken body, another content type). */
export function postFiles(submissionId: string, request: Request): Promise<Answer> {
  return call(filesAction, request, { id: submissionId });
}

export function listFiles(actor: Actor, submissionId: string): Promise<Answer> {
  return call(filesLoader, actor.request(`/submission/${submissionId}/files`), { id: submissionId });
}

export function downloadFile(actor: Actor, submissionId: string, fileId: string, json = false): Promise<Answer> {
  const request = actor.request(`/submission/${submissionId}/files/${fileId}${json ? "?format=json" : ""}`);
  return call(fileLoader, request, { id: submissionId, fileId });
}

export function deleteFile(actor: Actor, submissionId: string, fileId: string, intent = "delete"): Promise<Answer> {
  const request = actor.request(`/submission/${submissionId}/files/${fileId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent }),
  });
  return call(fileAction, request, { id: submissionId, fileId });
}

export function downloadManuscript(actor: Actor, submissionId: string, json = false): Promise<Answer> {
  const request = actor.request(`/submission/${submissionId}/manuscript${json ? "?format=json" : ""}`);
  return call(manuscriptLoader, request, { id: submissionId });
}

let submissionNumber = 900;

/** A submission of `ownerId` in the FJPHS journal, written directly (no file, no event). */
export async function insertSubmission(
  db: Db,
  ownerId: string,
  status: (typeof submissions.status.enumValues)[number] = "submitted",
): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({
      journalId: await journalId(db, "fjphs"),
      submissionNumber: submissionNumber++,
      title: "Stability of amoxicillin suspensions after reconstitution",
      abstract: "Background: reconstituted suspensions degrade. Methods: HPLC over 14 days. ".repeat(3),
      conflictOfInterest: { hasConflict: false },
      ethicsDeclaration: { involveHumanSubjects: false, involveAnimalSubjects: false },
      authorshipDeclaration: { allAuthorsConsent: true },
      dataAvailability: {},
      createdBy: ownerId,
      status,
    })
    .returning({ id: submissions.id });
  return row!.id;
}

export function fileRows(db: Db, submissionId: string) {
  return db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.createdAt));
}

export function eventRows(db: Db, submissionId: string) {
  return db
    .select()
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, submissionId))
    .orderBy(asc(submissionEvents.createdAt));
}

/** Keys of every stored file under submissions/. */
export async function storedKeys(services: Services): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of services.storage.list("submissions")) keys.push(item.key);
  return keys.sort();
}

export async function storedBytes(services: Services, key: string): Promise<Uint8Array | null> {
  const got = await services.storage.get(key);
  return got ? new Uint8Array(await new Response(got.stream).arrayBuffer()) : null;
}

/** The temp uploads left in DATA_DIR/tmp/uploads. */
export function tempUploads(services: Services): string[] {
  const dir = tempUploadDir(services.env.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
}
