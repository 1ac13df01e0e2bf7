// @both-backends: the array literal is parsed by each engine.
// anyOf sends a list as one array parameter; each value must stay one value whatever it holds.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyOf } from "~/db/any-of.server";
import type { Db } from "~/db/client.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

let platform: TestPlatform;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

/** Which of `candidates` anyOf(…, values) lets through. */
async function kept(candidates: string[], values: string[]) {
  const result = await db().execute(
    sql`select v from unnest(${`{${candidates.map((c) => `"${c.replace(/[\\"]/g, (x) => `\\${x}`)}"`).join(",")}}`}::text[]) as t(v)
      where ${anyOf(sql`v`, values, "text")} order by v`,
  );
  return (result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
}

describe("anyOf", () => {
  it("keeps each value whole: commas, quotes, backslashes, braces, spaces and NULL as text", async () => {
    const odd = ["a,b", 'say "hi"', "back\\slash", "{braces}", " spaced ", "NULL", "", "ünïcode"];
    expect(await kept([...odd, "a", "b", "say", "hi"], odd)).toEqual([...odd].sort());
    expect(await kept(["a", "b"], [])).toEqual([]);
  });

  it("compares uuids as uuids", async () => {
    const id = "0b7e5a3c-1f2d-4c8e-9a6b-3d2f1e0c9b8a";
    const result = await db().execute(
      sql`select count(*)::int as n from (select ${id}::uuid as u) t where ${anyOf(sql`u`, [id.toUpperCase()], "uuid")}`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
