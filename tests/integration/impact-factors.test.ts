import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { journals } from "~/db/schema";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const MIGRATION = path.resolve("app/db/migrations/0038_founding_journals_without_impact_factor.sql");

describe("impact factors nobody entered", () => {
  let platform: TestPlatform;
  let db: Db;
  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
  });
  afterAll(() => platform.stop());

  const impactFactors = async () =>
    Object.fromEntries(
      (
        await db
          .select({ shortName: journals.shortName, impactFactor: journals.impactFactor })
          .from(journals)
          .orderBy(asc(journals.shortName))
      ).map((j) => [j.shortName, j.impactFactor]),
    );

  it("a fresh installation's founding journals have no impact factor", async () => {
    expect(await impactFactors()).toEqual({ bjps: null, fjphs: null, ijcpms: null, ijebr: null });
  });

  it("migration 0038 clears the seeded impact factors of an older installation and keeps those an editor entered", async () => {
    // An installation made before issue 38: the seeded figures, one of them since changed by an editor,
    // and a journal of its own whose editor happened to enter one of the seeded figures.
    const set = (shortName: string, impactFactor: number) =>
      db.update(journals).set({ impactFactor }).where(eq(journals.shortName, shortName));
    await set("fjphs", 2.4);
    await set("ijcpms", 3.25);
    await set("ijebr", 2.1);
    await set("bjps", 1.6);
    await db.insert(journals).values({ shortName: "own", title: "A Journal of Its Own", impactFactor: 2.4 });

    await db.execute(sql.raw(fs.readFileSync(MIGRATION, "utf8")));

    expect(await impactFactors()).toEqual({ bjps: null, fjphs: null, ijcpms: 3.25, ijebr: null, own: 2.4 });
    await db.delete(journals).where(eq(journals.shortName, "own"));
    await db.update(journals).set({ impactFactor: null });
  });
});
