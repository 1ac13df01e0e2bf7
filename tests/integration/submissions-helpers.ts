// Calling the submission screens and POST /api/submissions as React Router would, with real
// multipart bodies and real PDFs, and the state they leave behind.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "~/db/client.server";
import type { Services } from "~/lib/services.server";
import type { TempFile } from "~/modules/submission-files/submission-files.types";
import { createTempUploadPath } from "~/modules/submission-files/upload-temp.server";
import { action as createAction } from "~/routes/resources/submission-create";
import { journalId } from "../factories/catalogue";
export { LONG_ABSTRACT, wizardData } from "../factories/submission-form";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import type { RouteAnswer } from "./users-helpers";
import { routeArgs } from "../helpers/route-args";

/** What a submissions test file works with: its own platform, the standard actors, and FJPHS to submit to. */
export type SubmissionsWorld = { platform: TestPlatform; actors: Actors; fjphs: string; db: () => Db };

/**
 * Starts a platform with the standard actors before the file's tests and stops it after them.
 * The fields are set once the platform is up, so read them inside tests and hooks only; hooks the
 * file registers afterwards run after this one.
 */
export function submissionsWorld(): SubmissionsWorld {
  const world = { db: () => world.platform.services.database.db } as SubmissionsWorld;
  beforeAll(async () => {
    world.platform = await startTestPlatform();
    world.actors = await createActors(world.platform);
    world.fjphs = await journalId(world.db(), "fjphs");
  });
  afterAll(() => world.platform.stop());
  return world;
}

/** A small, real PDF with `title` on its one page. */
export async function pdfBytes(title = "Manuscript"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 72, y: 760, size: 14, font });
  doc.setTitle(title);
  return doc.save();
}

export type ApiAnswer = { status: number; json: Record<string, unknown>; headers: Headers };

/**
 * POST /api/submissions as `actor` with a real multipart body: "data" (JSON, or a raw string) and
 * "file" (omitted when null). `search` is appended to the URL (e.g. "?journalId=...").
 */
export async function postSubmission(
  actor: Actor,
  data: unknown,
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  search = "",
): Promise<ApiAnswer> {
  const form = new FormData();
  form.set("data", typeof data === "string" ? data : JSON.stringify(data));
  if (file) form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? "application/pdf" }));
  const request = actor.request(`/api/submissions${search}`, { method: "POST", body: form });
  const response = (await (createAction as (a: unknown) => Promise<Response>)(routeArgs(request))) as Response;
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

type RouteFn = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function answerOf<T>(run: () => unknown): Promise<RouteAnswer<T>> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location"), headers: value.headers };
  }
  if (isDataWithInit(value)) {
    return { status: value.init?.status ?? 200, data: value.data as T, headers: new Headers(value.init?.headers) };
  }
  if (value instanceof Error) throw value;
  return { status: 200, data: value as T };
}

/** GET `path` through a route's `loader` as `actor`, with the route's `params`. */
export function load<T>(loader: RouteFn, actor: Actor, path: string, params: Record<string, string> = {}) {
  return answerOf<T>(() => (loader as (a: unknown) => unknown)(routeArgs(actor.request(path), params)));
}

/** POST the form `fields` to `path` through a route's `action` as `actor` (pairs for repeated names). */
export function post<T>(
  action: RouteFn,
  actor: Actor,
  path: string,
  fields: Record<string, string> | [string, string][],
  params: Record<string, string> = {},
) {
  const request = actor.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return answerOf<T>(() => (action as (a: unknown) => unknown)(routeArgs(request, params)));
}

/** A received upload as `receiveUpload` hands it over: a PDF in a temp file of this platform. */
export async function tempPdf(services: Services, name = "manuscript.pdf"): Promise<TempFile> {
  const bytes = await pdfBytes(name);
  const tempPath = await createTempUploadPath(services.env.dataDir);
  await fs.promises.writeFile(tempPath, bytes);
  return { tempPath, fileName: name, sizeBytes: bytes.length, format: "pdf", mimeType: "application/pdf" };
}

/**
 * Inserts `count` submissions of one journal straight into the table (numbers after `firstNumber`,
 * one hour apart, submission 1 oldest), every third under review and every fourth not consented.
 */
export async function insertSubmissions(
  db: Db,
  opts: { journalId: string; createdBy: string; count: number; firstNumber: number; titlePrefix: string },
): Promise<void> {
  await db.execute(sql`
    insert into submissions (journal_id, submission_number, title, abstract, submission_type, status,
      conflict_of_interest, ethics_declaration, authorship_declaration, data_availability, created_by,
      submission_date)
    select ${opts.journalId}::uuid, ${opts.firstNumber} + g, ${opts.titlePrefix} || ' ' || g,
      'Generated abstract about ' || (case when g % 2 = 0 then 'pharmacokinetics' else 'formulation' end),
      (case when g % 5 = 0 then 'review_article' else 'research_article' end)::submission_type,
      (case when g % 3 = 0 then 'under_review' else 'submitted' end)::submission_status,
      '{"hasConflict": false}'::jsonb, '{"involveHumanSubjects": false, "involveAnimalSubjects": false}'::jsonb,
      json_build_object('allAuthorsConsent', g % 4 <> 0)::jsonb, '{}'::jsonb, ${opts.createdBy},
      now() - interval '2 days' + (g || ' hours')::interval
    from generate_series(1, ${opts.count}) g`);
  await db.execute(sql`
    insert into submission_counters (journal_id, last_number) values (${opts.journalId}::uuid, ${opts.firstNumber + opts.count})
    on conflict (journal_id) do update set last_number = greatest(submission_counters.last_number, excluded.last_number)`);
}

/** Every file under the platform's storage (relative paths). */
export function storedFiles(services: Services, under = "submissions"): string[] {
  const root = `${services.env.dataDir}/files/${under}`;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(`${root}/${p}`).isFile());
}
