import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { conferences, issues, jobs, journals } from "~/db/schema";

// The rows whose cover is an address of older data and no stored picture (ADR 052): journals,
// issues and conferences, which all hold `cover_image_url` beside `cover_image_key`.

export const COVER_URL_TARGETS = ["journal", "issue", "conference"] as const;
export type CoverUrlTarget = (typeof COVER_URL_TARGETS)[number];

export type UnimportedCover = { target: CoverUrlTarget; id: string; url: string };

const unimported = <T extends typeof journals | typeof issues | typeof conferences>(t: T) =>
  and(isNotNull(t.coverImageUrl), isNull(t.coverImageKey));

/**
 * Up to `limit` rows of each table with an address and no stored cover. One statement after the
 * other: the caller passes a transaction, whose one connection answers one statement at a time
 * (node-postgres deprecates queueing a second one on it).
 */
export async function findUnimportedCovers(db: Db, limit: number): Promise<UnimportedCover[]> {
  const j = await db
    .select({ id: journals.id, url: journals.coverImageUrl })
    .from(journals)
    .where(unimported(journals))
    .orderBy(journals.id)
    .limit(limit);
  const i = await db
    .select({ id: issues.id, url: issues.coverImageUrl })
    .from(issues)
    .where(unimported(issues))
    .orderBy(issues.id)
    .limit(limit);
  const c = await db
    .select({ id: conferences.id, url: conferences.coverImageUrl })
    .from(conferences)
    .where(unimported(conferences))
    .orderBy(conferences.id)
    .limit(limit);
  const of = (target: CoverUrlTarget, rows: { id: string; url: string | null }[]) =>
    rows.map((r) => ({ target, id: r.id, url: r.url! }));
  return [...of("journal", j), ...of("issue", i), ...of("conference", c)];
}

/** One import at a time decides what to queue (instances started together queue each row once). */
export async function lockImportScheduling(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cover_url_import.schedule'))`);
}

/** The payloads of every job of `kind`, whatever its status (a failed one is the record of a failure). */
export async function findJobPayloads(db: Db, kind: string): Promise<Record<string, unknown>[]> {
  const rows = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, kind));
  return rows.map((r) => r.payload);
}

/** The row's address and stored cover now; undefined when it is gone. */
export async function findCoverState(db: Db, target: CoverUrlTarget, id: string) {
  const t = target === "journal" ? journals : target === "issue" ? issues : conferences;
  const [row] = await db.select({ url: t.coverImageUrl, key: t.coverImageKey }).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/**
 * Points the row at the imported cover, only while it still shows this address and no stored
 * cover (an editor may have changed it meanwhile: then nothing changes and the caller removes the
 * files). Returns whether it changed and what the public pages need to know.
 */
export async function setImportedCover(
  tx: Db,
  row: UnimportedCover,
  key: string,
): Promise<{ changed: false } | { changed: true; publicIssue: boolean }> {
  const now = new Date();
  if (row.target === "journal") {
    const done = await tx
      .update(journals)
      .set({ coverImageKey: key, updatedAt: now })
      .where(and(eq(journals.id, row.id), eq(journals.coverImageUrl, row.url), isNull(journals.coverImageKey)))
      .returning({ id: journals.id });
    return done.length > 0 ? { changed: true, publicIssue: false } : { changed: false };
  }
  if (row.target === "issue") {
    const done = await tx
      .update(issues)
      .set({ coverImageKey: key, updatedAt: now })
      .where(and(eq(issues.id, row.id), eq(issues.coverImageUrl, row.url), isNull(issues.coverImageKey)))
      .returning({ status: issues.status });
    return done.length > 0 ? { changed: true, publicIssue: done[0]!.status === "published" } : { changed: false };
  }
  const done = await tx
    .update(conferences)
    .set({ coverImageKey: key, updatedAt: now })
    .where(and(eq(conferences.id, row.id), eq(conferences.coverImageUrl, row.url), isNull(conferences.coverImageKey)))
    .returning({ id: conferences.id });
  return done.length > 0 ? { changed: true, publicIssue: false } : { changed: false };
}
