// @both-backends: first start on an empty database of either engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { journals, journalThemes, roleAssignments, users } from "~/db/schema";
import { listPublicJournals } from "~/modules/journals/journals.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

describe("first start on an empty database", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it("creates the four founding journals with their themes", async () => {
    const { db } = platform.services.database;
    const rows = await db.select({ shortName: journals.shortName }).from(journals);
    expect(rows.map((r) => r.shortName).sort()).toEqual(["bjps", "fjphs", "ijcpms", "ijebr"]);
    const themes = await db.select().from(journalThemes);
    expect(themes).toHaveLength(4);
  });

  it("lists public journals in the preferred order fjphs, ijcpms, ijebr, bjps", async () => {
    const list = await listPublicJournals();
    expect(list.map((j) => j.shortName)).toEqual(["fjphs", "ijcpms", "ijebr", "bjps"]);
  });

  it("creates the admin account from ADMIN_EMAIL with the admin role for every journal", async () => {
    const { db } = platform.services.database;
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@example.org"));
    expect(admin).toBeDefined();
    const roles = await db.select().from(roleAssignments).where(eq(roleAssignments.userId, admin.id));
    expect(roles).toMatchObject([{ role: "admin", journalId: null }]);
  });
});
