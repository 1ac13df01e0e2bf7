// @both-backends: PostgreSQL runs the statements on connections opened with the settings, PGlite in
// a transaction that sets them first.
// Reader search's GIN path must be planned with bitmap scans only (ADR 024); the other statements
// keep the planner's own choice.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBitmapScans } from "~/db/bitmap-scans.server";
import type { Db } from "~/db/client.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

let platform: TestPlatform;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

const settings = async (on: Db) => {
  const result = await on.execute(
    sql`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as idx`,
  );
  return (result as unknown as { rows: { seq: string; idx: string }[] }).rows[0];
};

describe("withBitmapScans", () => {
  it("runs its statements with sequential and index scans off, and leaves the others' settings alone", async () => {
    expect(await settings(db())).toEqual({ seq: "on", idx: "on" });
    // Several at once: each statement has the settings, whichever connection it gets.
    const inside = await Promise.all(
      Array.from({ length: 6 }, () =>
        withBitmapScans(db(), async (scans) => [await settings(scans), await settings(scans)]),
      ),
    );
    expect(inside.flat()).toEqual(Array.from({ length: 12 }, () => ({ seq: "off", idx: "off" })));
    expect(await Promise.all(Array.from({ length: 12 }, () => settings(db())))).toEqual(
      Array.from({ length: 12 }, () => ({ seq: "on", idx: "on" })),
    );
  });

  it("plans a full-text match through the GIN index's bitmap", async () => {
    const plan = await withBitmapScans(db(), (scans) =>
      scans.execute(
        sql`explain select article_id from article_search_documents where document @@ websearch_to_tsquery('english', 'tablet') order by publication_date desc limit 5`,
      ),
    );
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join("\n");
    expect(text).toContain("Bitmap Index Scan on article_search_documents_journal_document_idx");
  });

  it("takes a search in one journal from the same index, the journal matched in it (migration 0064)", async () => {
    const plan = await withBitmapScans(db(), (scans) =>
      scans.execute(
        sql`explain select article_id from article_search_documents where journal_id = ${crypto.randomUUID()} and document @@ websearch_to_tsquery('english', 'tablet') order by publication_date desc limit 5`,
      ),
    );
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join("\n");
    expect(text).toContain("Bitmap Index Scan on article_search_documents_journal_document_idx");
    expect(text).toMatch(/Index Cond: \(\(journal_id = '[0-9a-f-]+'::uuid\) AND \(document @@/);
  });
});
