// @both-backends: inserts that order on a clock the embedded engine can repeat.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, roleAssignments, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notifyAdminsOfNewSubmission,
  notifyAdminsOfNewUser,
} from "~/modules/notifications/notifications.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

let platform: TestPlatform;
const db = () => platform.services.database.db;
let admin: CurrentUser;
let secondAdmin: CurrentUser;
let author: CurrentUser;
let editor: CurrentUser;

async function createUser(name: string, role: "admin" | "editor" | "author"): Promise<CurrentUser> {
  const id = crypto.randomUUID();
  await db()
    .insert(users)
    .values({ id, name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org` });
  await db().insert(roleAssignments).values({ userId: id, role, journalId: null });
  return (await getUserWithRoles(id))!;
}

/** Rejects with an AppError of this status. */
async function expectStatus(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, "admin@example.org"));
  admin = (await getUserWithRoles(row.id))!;
  secondAdmin = await createUser("Second Admin", "admin");
  author = await createUser("Ann Author", "author");
  editor = await createUser("Ed Editor", "editor");
});
afterAll(() => platform.stop());
beforeEach(async () => {
  await db().delete(notifications);
});

async function newUserArrives(name: string, createdAt = new Date()) {
  const id = crypto.randomUUID();
  await db().transaction((tx) => notifyAdminsOfNewUser(tx, { id, name, createdAt }));
  return id;
}

describe("notifications of admins", () => {
  it("gives every admin of all journals a new_user notification with the user's name and date", async () => {
    const createdAt = new Date("2026-03-04T05:06:07.000Z");
    const userId = await newUserArrives("Nadia New", createdAt);
    for (const who of [admin, secondAdmin]) {
      const items = await listNotifications(who);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        type: "new_user",
        referenceId: userId,
        isRead: false,
        metadata: { full_name: "Nadia New", created_at: createdAt.toISOString() },
      });
    }
    expect(await db().select().from(notifications).where(eq(notifications.userId, author.id))).toEqual([]);
  });

  it("lists the latest 10, newest first, and filters by type", async () => {
    for (let i = 1; i <= 12; i++) await newUserArrives(`User ${i}`, new Date(Date.UTC(2026, 0, i)));
    const submissionId = crypto.randomUUID();
    await db().transaction((tx) =>
      notifyAdminsOfNewSubmission(tx, {
        id: submissionId,
        journalId: crypto.randomUUID(),
        title: "A trial of aspirin",
        submissionNumber: 7,
        createdBy: author.id,
        createdAt: new Date(),
      }),
    );

    const all = await listNotifications(admin);
    expect(all).toHaveLength(10);
    expect(all[0]).toMatchObject({ type: "new_submission", referenceId: submissionId });
    expect(all[0].metadata).toMatchObject({ title: "A trial of aspirin", submission_number: 7, created_by: author.id });

    const newUsers = await listNotifications(admin, { type: "new_user" });
    expect(newUsers.map((n) => n.metadata.full_name)).toEqual(Array.from({ length: 10 }, (_, i) => `User ${12 - i}`));
    expect((await listNotifications(admin, { type: "new_submission" })).map((n) => n.referenceId)).toEqual([
      submissionId,
    ]);
  });

  it("does not notify the person who caused it", async () => {
    await db().transaction((tx) =>
      notifyAdminsOfNewSubmission(tx, {
        id: crypto.randomUUID(),
        journalId: crypto.randomUUID(),
        title: "Submitted by an admin",
        submissionNumber: 1,
        createdBy: secondAdmin.id,
        createdAt: new Date(),
      }),
    );
    expect(await listNotifications(admin, { type: "new_submission" })).toHaveLength(1);
    expect(await listNotifications(secondAdmin, { type: "new_submission" })).toHaveLength(0);
  });

  it("writes nothing when the transaction rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await notifyAdminsOfNewUser(tx, { id: crypto.randomUUID(), name: "Rolled Back", createdAt: new Date() });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await listNotifications(admin)).toEqual([]);
  });

  it("marks one read, only the admin's own", async () => {
    await newUserArrives("Mark Me");
    const [mine] = await listNotifications(admin);
    const [theirs] = await listNotifications(secondAdmin);

    await expectStatus(markNotificationRead(admin, theirs.id), 404);
    await expectStatus(markNotificationRead(admin, "not-a-uuid"), 404);
    expect((await listNotifications(secondAdmin))[0].isRead).toBe(false);

    await markNotificationRead(admin, mine.id);
    expect((await listNotifications(admin))[0].isRead).toBe(true);
    expect((await listNotifications(secondAdmin))[0].isRead).toBe(false);
  });

  it("marks all read, optionally of one type, and only the admin's own", async () => {
    await newUserArrives("First");
    await newUserArrives("Second");
    await db().transaction((tx) =>
      notifyAdminsOfNewSubmission(tx, {
        id: crypto.randomUUID(),
        journalId: crypto.randomUUID(),
        title: "Paper",
        submissionNumber: 3,
        createdBy: author.id,
        createdAt: new Date(),
      }),
    );

    expect(await markAllNotificationsRead(admin, { type: "new_user" })).toBe(2);
    const afterType = await listNotifications(admin);
    expect(afterType.filter((n) => !n.isRead).map((n) => n.type)).toEqual(["new_submission"]);

    expect(await markAllNotificationsRead(admin)).toBe(1);
    expect((await listNotifications(admin)).every((n) => n.isRead)).toBe(true);
    expect((await listNotifications(secondAdmin)).every((n) => !n.isRead)).toBe(true);
  });

  it("refuses non-admins with 403", async () => {
    await newUserArrives("Someone");
    for (const who of [author, editor]) {
      await expectStatus(listNotifications(who), 403);
      await expectStatus(markAllNotificationsRead(who), 403);
    }
    const [note] = await listNotifications(admin);
    await expectStatus(markNotificationRead(author, note.id), 403);
    // An inactive admin may do nothing.
    await expectStatus(listNotifications({ ...admin, status: "inactive" }), 403);
  });
});
