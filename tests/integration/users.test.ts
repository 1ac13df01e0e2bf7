import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, journals, mailMessages, notifications, roleAssignments, sessions, users } from "~/db/schema";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { USER_MESSAGES, USERS_ACCESS_DENIED, USERS_PAGE_SIZE } from "~/modules/users/users.constants";
import { parseUserListQuery } from "~/modules/users/users.schemas";
import { createUser, deleteUser, findUsers } from "~/modules/users/users.service.server";
import type { UserActionData, UserListPage } from "~/modules/users/users.types";
import { action as usersAction, loader as usersLoader } from "~/routes/dashboard/users";
import { ACTOR_NAMES, createActors, createApiApp, sessionCookieOf, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction, callLoader, insertGeneratedUsers } from "./users-helpers";

const PUBLIC_URL = "http://journals.test";
const GENERATED = 60;

let platform: TestPlatform;
let actors: Actors;
let addressCounter = 1;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform);
  await insertGeneratedUsers(db(), "gen", GENERATED);
});
afterAll(() => platform.stop());

type LoaderData = UserListPage & { currentUserId: string };

const list = (search = "") => callLoader<LoaderData>(usersLoader, actors.admin, `/dashboard/users${search}`);
const post = (fields: Record<string, string | string[]>, actor = actors.admin) =>
  callAction<UserActionData>(usersAction, actor, "/dashboard/users", fields);

/** Signs in through the real /api/auth endpoint from a fresh address; the HTTP status. */
async function signInStatus(email: string, password: string): Promise<number> {
  const response = await createApiApp().request(
    `${PUBLIC_URL}/api/auth/sign-in/email`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: `192.0.2.${addressCounter++}` } } },
  );
  return response.status;
}

async function signUp(
  name: string,
  email: string,
  password = "member-secret",
): Promise<{ id: string; cookie: string }> {
  const response = await createApiApp().request(
    `${PUBLIC_URL}/api/auth/sign-up/email`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify({ name, email, password }),
    },
    { incoming: { socket: { remoteAddress: `192.0.2.${addressCounter++}` } } },
  );
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, cookie: sessionCookieOf(response) };
}

async function rolesOf(userId: string) {
  const rows = await db()
    .select({ role: roleAssignments.role, journalId: roleAssignments.journalId })
    .from(roleAssignments)
    .where(eq(roleAssignments.userId, userId));
  return rows.map((r) => `${r.role}${r.journalId ? `@${r.journalId}` : ""}`).sort();
}

const statusOf = async (userId: string) =>
  (await db().select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]?.status;

describe("who may open and use user management", () => {
  it("sends a visitor to sign in, refuses every non-admin with 403 and shows the list to the admin", async () => {
    for (const name of ACTOR_NAMES) {
      const answer = await callLoader<LoaderData>(usersLoader, actors[name], "/dashboard/users?role=admin");
      if (name === "visitor") {
        expect(answer.status, name).toBe(302);
        expect(answer.location).toBe("/auth?redirectTo=%2Fdashboard%2Fusers%3Frole%3Dadmin");
      } else if (name === "admin") {
        expect(answer.status, name).toBe(200);
        expect(answer.data?.users.map((u) => u.email)).toContain("admin@example.org");
      } else {
        expect(answer.status, name).toBe(403);
        expect(answer.data, name).toEqual({ message: USERS_ACCESS_DENIED.message });
      }
    }
  });

  it("refuses every action of a visitor and of non-admins, and changes nothing", async () => {
    const target = actors.otherAuthor.userId!;
    const attempts: Record<string, string | string[]>[] = [
      { intent: "create", email: "sneaky@example.org", password: "secret1", name: "Sneaky", roles: "admin" },
      { intent: "update", userId: target, name: "Renamed", status: "inactive", roles: "admin" },
      { intent: "set-status", userId: target, status: "inactive" },
      { intent: "delete", userId: target },
    ];
    for (const name of ACTOR_NAMES.filter((n) => n !== "admin")) {
      for (const fields of attempts) {
        const answer = await post(fields, actors[name]);
        const label = `${name} ${fields.intent}`;
        if (name === "visitor") {
          expect(answer.status, label).toBe(302);
          expect(answer.location, label).toMatch(/^\/auth\?redirectTo=/);
        } else {
          expect(answer.status, label).toBe(403);
          expect(answer.data, label).toEqual({ message: USERS_ACCESS_DENIED.message });
        }
      }
    }
    const [row] = await db().select().from(users).where(eq(users.id, target));
    expect(row).toMatchObject({ name: "Oscar Other", status: "active" });
    expect(await rolesOf(target)).toEqual(["author"]);
    expect(await db().select().from(users).where(eq(users.email, "sneaky@example.org"))).toEqual([]);
  });

  it("checks the permission in the service too, whatever the route does", async () => {
    const author = (await getUserWithRoles(actors.author.userId!))!;
    await expect(findUsers(author, parseUserListQuery(new URLSearchParams()))).rejects.toMatchObject({ status: 403 });
    await expect(
      createUser(author, {
        email: "x@example.org",
        password: "secret1",
        name: "X",
        status: "active",
        roles: ["admin"],
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("the user list", () => {
  it("counts every user in the four cards with SQL, whatever the filters", async () => {
    const [expected] = await db()
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where status = 'active'))::int`,
        inactive: sql<number>`(count(*) filter (where status = 'inactive'))::int`,
      })
      .from(users);
    const answer = await list("?search=nobody-matches-this&status=inactive");
    expect(answer.data?.counts).toEqual({ ...expected, admins: 1 });
    // 60 generated users, 4 actors who signed up and the platform's admin.
    expect(expected.total).toBe(GENERATED + 5);
    expect(expected.inactive).toBe(GENERATED / 10);
  });

  it("pages in SQL, 25 a page, newest first by default, with the number of matching users", async () => {
    const first = (await list()).data!;
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    expect(first.matching).toBe(GENERATED + 5);
    expect(first.pageCount).toBe(3);
    // The actors and the admin are newer than every generated user; gen-1 is the newest of those.
    const generated = first.users.filter((u) => u.id.startsWith("gen-")).map((u) => u.id);
    expect(generated.slice(0, 3)).toEqual(["gen-1", "gen-2", "gen-3"]);

    const third = (await list("?page=3")).data!;
    expect(third.users).toHaveLength(GENERATED + 5 - 2 * USERS_PAGE_SIZE);
    expect(third.users.at(-1)?.id).toBe(`gen-${GENERATED}`);

    const all = [...first.users, ...(await list("?page=2")).data!.users, ...third.users].map((u) => u.id);
    expect(new Set(all).size).toBe(GENERATED + 5);

    // Past the last page: sent to the last page, filters kept.
    expect(await list("?page=9")).toMatchObject({ status: 302, location: "/dashboard/users?page=3" });
    expect(await list("?search=gen&page=9")).toMatchObject({
      status: 302,
      location: "/dashboard/users?search=gen&page=3",
    });
  });

  it("searches names and e-mail addresses by words, case-insensitively", async () => {
    const byName = (await list("?search=ADA%20okafor")).data!;
    // Ada: g % 8 == 0; Okafor: (g / 8) % 7 == 0; both: g = 56.
    expect(byName.users.map((u) => u.name)).toEqual(["Ada Okafor 56"]);
    expect(byName.matching).toBe(1);

    const byAddress = (await list("?search=gen-16%40pharma")).data!;
    expect(byAddress.users.map((u) => u.email)).toEqual(["gen-16@pharma.example.in"]);

    const byDomain = (await list("?search=example.org")).data!;
    expect(byDomain.matching).toBe(GENERATED / 3 + 5);
    expect(byDomain.users.every((u) => u.email.endsWith("example.org"))).toBe(true);

    const prefix = (await list("?search=Chia")).data!;
    expect(prefix.matching).toBe(8);
    expect(prefix.users.every((u) => u.name.startsWith("Chiara "))).toBe(true);

    const none = await list("?search=zzzz");
    expect(none.data?.users).toEqual([]);
    expect(none.data?.matching).toBe(0);
  });

  it("filters by status and by role, together with the search", async () => {
    const inactive = (await list("?status=inactive")).data!;
    expect(inactive.matching).toBe(GENERATED / 10);
    expect(inactive.users.every((u) => u.status === "inactive")).toBe(true);

    const editors = (await list("?role=editor")).data!;
    // Every fifth generated user, and the editor actor.
    expect(editors.matching).toBe(GENERATED / 5 + 1);
    expect(editors.users.every((u) => u.roles.some((r) => r.role === "editor"))).toBe(true);

    const admins = (await list("?role=admin")).data!;
    expect(admins.users.map((u) => u.email)).toEqual(["admin@example.org"]);

    const combined = (await list("?status=inactive&role=editor&search=pharma")).data!;
    // g % 10 == 0 and g % 5 == 0 and g % 3 == 1: g = 10, 40.
    expect(combined.users.map((u) => u.id).sort()).toEqual(["gen-10", "gen-40"]);

    const unknown = (await list("?status=sleeping&role=king&sort=roles&page=-3")).data!;
    expect(unknown.query).toMatchObject({ status: "all", role: "all", sort: "created", dir: "desc", page: 1 });
  });

  it("sorts by name, e-mail, status and creation date, both ways", async () => {
    const names = (dir: string) =>
      list(`?search=gen&sort=name&dir=${dir}`).then((a) => a.data!.users.map((u) => u.name.toLowerCase()));
    const asc = await names("asc");
    expect(asc).toEqual([...asc].sort());
    expect(asc[0].startsWith("ada ")).toBe(true);
    const desc = await names("desc");
    expect(desc[0].startsWith("hana ")).toBe(true);

    const emails = (await list("?sort=email&dir=asc")).data!.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails[0]).toBe("admin@example.org");

    const statuses = (await list("?sort=status&dir=desc")).data!.users.map((u) => u.status);
    expect(statuses.slice(0, GENERATED / 10)).toEqual(Array(GENERATED / 10).fill("inactive"));

    const oldest = (await list("?sort=created&dir=asc")).data!.users;
    expect(oldest[0].id).toBe(`gen-${GENERATED}`);
    expect(oldest.map((u) => u.createdAt.getTime())).toEqual(
      oldest.map((u) => u.createdAt.getTime()).sort((a, b) => a - b),
    );
  });

  it("lists each user's roles, journal-scoped ones with the journal's short name", async () => {
    const [journal] = await db().select().from(journals).where(eq(journals.shortName, "ijebr"));
    await db().insert(roleAssignments).values({ userId: "gen-3", role: "reviewer", journalId: journal.id });
    const [row] = (await list("?search=gen-3%40")).data!.users;
    expect(row.roles).toEqual([
      { role: "reviewer", journalId: journal.id, journalShortName: "ijebr" },
      { role: "author", journalId: null, journalShortName: null },
    ]);
  });
});

describe("creating a user", () => {
  it("creates the account, its password login and its roles in one go; the user can sign in", async () => {
    const answer = await post({
      intent: "create",
      email: "New.Editor@Example.org",
      password: "editor-secret",
      name: "Nina Editor",
      status: "active",
      roles: ["editor", "reviewer"],
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, message: USER_MESSAGES.created });

    const [user] = await db().select().from(users).where(eq(users.email, "new.editor@example.org"));
    expect(user).toMatchObject({ name: "Nina Editor", status: "active" });
    expect(await rolesOf(user.id)).toEqual(["editor", "reviewer"]);
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: user.id });
    expect(account.password).not.toContain("editor-secret");
    expect(await signInStatus("new.editor@example.org", "editor-secret")).toBe(200);
    expect(await signInStatus("new.editor@example.org", "wrong-secret")).toBe(401);

    const mails = await db().select().from(mailMessages).where(eq(mailMessages.recipient, "new.editor@example.org"));
    expect(mails.map((m) => m.template)).toEqual(["account-created"]);
    const notes = await db().select().from(notifications).where(eq(notifications.referenceId, user.id));
    expect(notes.map((n) => n.userId)).toEqual([actors.admin.userId]);
  });

  it("mails the new user a link to choose their own password, which Better Auth accepts once", async () => {
    await post({
      intent: "create",
      email: "linked@example.org",
      password: "admin-chosen",
      name: "Lin Ked",
      roles: "author",
    });
    const [mail] = await db().select().from(mailMessages).where(eq(mailMessages.recipient, "linked@example.org"));
    expect(mail.subject).toBe("Your Scholarly Press account: choose a password");
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // The link opens the Reset Password form of /auth with its token, as a reset link does.
    const opened = await createApiApp().request(link!);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location")!, PUBLIC_URL);
    expect(target.pathname).toBe("/auth");
    // Signed in after choosing it, the owner goes on to the dashboard, not the public home page.
    expect(target.searchParams.get("redirectTo")).toBe("/dashboard");
    const token = target.searchParams.get("token")!;
    const choose = (newPassword: string) =>
      createApiApp().request(`${PUBLIC_URL}/api/auth/reset-password`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL },
        body: JSON.stringify({ token, newPassword }),
      });
    expect((await choose("my-own-secret")).status).toBe(200);
    expect(await signInStatus("linked@example.org", "my-own-secret")).toBe(200);
    expect(await signInStatus("linked@example.org", "admin-chosen")).toBe(401);
    expect((await choose("second-try-secret")).status).toBe(400);
  });

  it("gives a new user the roles asked for and the status asked for (inactive accounts cannot sign in)", async () => {
    const answer = await post({
      intent: "create",
      email: "dormant@example.org",
      password: "dormant-secret",
      name: "",
      status: "inactive",
      roles: "author",
    });
    expect(answer.data?.ok).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.email, "dormant@example.org"));
    expect(user).toMatchObject({ name: "dormant", status: "inactive" });
    expect(await db().select().from(mailMessages).where(eq(mailMessages.recipient, "dormant@example.org"))).toEqual([]);
    expect(await signInStatus("dormant@example.org", "dormant-secret")).toBe(403);
  });

  it("says 'Email and password are required.' when either is missing, and checks the password length", async () => {
    const missing: Record<string, string>[] = [
      { email: "", password: "secret1" },
      { email: "someone@example.org", password: "" },
      { email: "someone@example.org" },
    ];
    for (const fields of missing) {
      const answer = await post({ intent: "create", name: "Someone", roles: "author", ...fields });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, message: USER_MESSAGES.emailAndPasswordRequired });
    }
    const short = await post({ intent: "create", email: "short@example.org", password: "12345", roles: "author" });
    expect(short.status).toBe(400);
    expect(short.data?.fieldErrors?.password).toBe("Password must be at least 6 characters long.");
    const noRole = await post({ intent: "create", email: "norole@example.org", password: "secret1" });
    expect(noRole.status).toBe(400);
    expect(noRole.data?.fieldErrors?.roles).toBe("Select at least one role.");
    expect(
      await db()
        .select()
        .from(users)
        .where(inArray(users.email, ["short@example.org", "norole@example.org"])),
    ).toEqual([]);
  });

  it("refuses an address that already has an account (409), whatever its case", async () => {
    const answer = await post({
      intent: "create",
      email: actors.author.email!.toUpperCase(),
      password: "secret1",
      name: "Twin",
      roles: "author",
    });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: USER_MESSAGES.emailTaken });
    expect(await db().select().from(users).where(eq(users.name, "Twin"))).toEqual([]);
  });

  it("leaves nothing behind when a step of the creation fails", async () => {
    // A real failure inside the transaction: the database refuses the second role.
    await db().execute(sql`
      create function d2_refuse_role() returns trigger language plpgsql as $$
      begin
        if new.role = 'reviewer' and exists (select 1 from users where id = new.user_id and email like 'atomic-%') then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger d2_refuse_role before insert on role_assignments for each row execute function d2_refuse_role()`,
    );
    try {
      const admin = (await getUserWithRoles(actors.admin.userId!))!;
      await expect(
        createUser(admin, {
          email: "atomic-1@example.org",
          password: "secret1",
          name: "Atomic",
          status: "active",
          roles: ["editor", "reviewer"],
        }),
      ).rejects.toThrow();
      expect(await db().select().from(users).where(like(users.email, "atomic-%"))).toEqual([]);
      expect(await db().select().from(mailMessages).where(eq(mailMessages.recipient, "atomic-1@example.org"))).toEqual(
        [],
      );
      const orphans = await db().execute(sql`select count(*)::int as n from accounts a
        where not exists (select 1 from users u where u.id = a.user_id)`);
      expect((orphans as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    } finally {
      await db().execute(sql`drop trigger d2_refuse_role on role_assignments`);
      await db().execute(sql`drop function d2_refuse_role()`);
    }
  });
});

describe("editing, deactivating and deleting users", () => {
  it("updates the name, status and roles, for every journal or for chosen journals", async () => {
    const member = await signUp("Mia Member", "mia@example.org");
    const [journal] = await db().select().from(journals).where(eq(journals.shortName, "fjphs"));
    const [other] = await db().select().from(journals).where(eq(journals.shortName, "ijebr"));
    await db().insert(roleAssignments).values({ userId: member.id, role: "author", journalId: other.id });

    // Editor of FJPHS only, reviewer everywhere; the author grant the form no longer holds goes.
    const answer = await post({
      intent: "update",
      userId: member.id,
      name: "Mia M. Member",
      status: "active",
      roles: ["reviewer"],
      journalRoles: [`editor:${journal.id}`, `reviewer:${other.id}`],
    });
    expect(answer.data).toMatchObject({ ok: true, message: USER_MESSAGES.updated });
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row.name).toBe("Mia M. Member");
    // A role held for every journal needs no grant for one journal: reviewer@ijebr is dropped.
    expect(await rolesOf(member.id)).toEqual([`editor@${journal.id}`, "reviewer"].sort());

    const listed = (await list("?search=mia%40example.org")).data!.users[0];
    expect(listed.roles.map((r) => [r.role, r.journalShortName])).toEqual([
      ["editor", "fjphs"],
      ["reviewer", null],
    ]);

    // The admin role is for every journal; a grant naming no journal or an unknown one is refused.
    const admin = await post({
      intent: "update",
      userId: member.id,
      name: "Mia",
      status: "active",
      journalRoles: [`admin:${journal.id}`],
    });
    expect(admin.data).toMatchObject({ ok: false, message: USER_MESSAGES.adminForEveryJournal });
    const junk = await post({
      intent: "update",
      userId: member.id,
      name: "Mia",
      status: "active",
      journalRoles: "editor:x",
    });
    expect(junk.data).toMatchObject({ ok: false, message: USER_MESSAGES.unknownJournalRole });
    const gone = await post({
      intent: "update",
      userId: member.id,
      name: "Mia",
      status: "active",
      journalRoles: ["editor:00000000-0000-4000-8000-000000000000"],
    });
    expect(gone.data).toMatchObject({ ok: false, message: USER_MESSAGES.unknownJournal });
    expect(gone.status).toBe(400);
    const none = await post({ intent: "update", userId: member.id, name: "Mia", status: "active" });
    expect(none.data).toMatchObject({ ok: false, message: "Select at least one role." });
    expect(await rolesOf(member.id)).toEqual([`editor@${journal.id}`, "reviewer"].sort());
  });

  it("signs a deactivated user out everywhere, and toggles back", async () => {
    const member = await signUp("Toni Toggle", "toni@example.org");
    const request = () => new Request(`${PUBLIC_URL}/dashboard`, { headers: { cookie: member.cookie } });
    expect((await getCurrentUser(request()))?.id).toBe(member.id);

    const off = await post({ intent: "set-status", userId: member.id, status: "inactive" });
    expect(off.data).toMatchObject({ ok: true, message: "User status updated to inactive" });
    expect(await statusOf(member.id)).toBe("inactive");
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect(await getCurrentUser(request())).toBeNull();
    expect(await signInStatus("toni@example.org", "member-secret")).toBe(403);

    const on = await post({ intent: "set-status", userId: member.id, status: "active" });
    expect(on.data).toMatchObject({ ok: true, message: "User status updated to active" });
    expect(await signInStatus("toni@example.org", "member-secret")).toBe(200);

    // Deactivating through the edit dialog signs out too.
    const again = await signUp("Ula Update", "ula@example.org");
    await post({ intent: "update", userId: again.id, name: "Ula Update", status: "inactive", roles: "author" });
    expect(await db().select().from(sessions).where(eq(sessions.userId, again.id))).toEqual([]);
  });

  it("never lets the only active admin remove their admin role, deactivate or delete themselves", async () => {
    const adminId = actors.admin.userId!;
    const ownRole = await post({
      intent: "update",
      userId: adminId,
      name: "Administrator",
      status: "active",
      roles: "editor",
    });
    expect(ownRole.status).toBe(400);
    expect(ownRole.data?.message).toBe(USER_MESSAGES.removeOwnAdmin);

    const deactivate = await post({ intent: "set-status", userId: adminId, status: "inactive" });
    expect(deactivate.status).toBe(409);
    expect(deactivate.data?.message).toBe(USER_MESSAGES.lastAdminDeactivate);

    const viaDialog = await post({
      intent: "update",
      userId: adminId,
      name: "Administrator",
      status: "inactive",
      roles: "admin",
    });
    expect(viaDialog.status).toBe(409);
    expect(viaDialog.data?.message).toBe(USER_MESSAGES.lastAdminDeactivate);

    const remove = await post({ intent: "delete", userId: adminId });
    expect(remove.status).toBe(400);
    expect(remove.data?.message).toBe(USER_MESSAGES.deleteSelf);

    expect(await statusOf(adminId)).toBe("active");
    expect(await rolesOf(adminId)).toEqual(["admin"]);
    expect((await getCurrentUser(actors.admin.request("/dashboard")))?.id).toBe(adminId);
  });

  it("lets a second admin take over, and still keeps one active admin", async () => {
    const second = await signUp("Sami Second", "sami@example.org");
    await post({ intent: "update", userId: second.id, name: "Sami Second", status: "active", roles: ["admin"] });
    const sami = (await getUserWithRoles(second.id))!;
    expect(sami.roles).toEqual([{ role: "admin", journalId: null }]);

    // With a second active admin, the first may be deactivated (by the second).
    const asSami = {
      ...actors.admin,
      request: (path: string, init?: RequestInit) => withCookie(path, second.cookie, init),
    };
    const off = await callAction<UserActionData>(usersAction, asSami, "/dashboard/users", {
      intent: "set-status",
      userId: actors.admin.userId!,
      status: "inactive",
    });
    expect(off.data?.ok).toBe(true);
    // Sami is now the last active admin: an admin whose rights were checked before that cannot remove them.
    const staleAdmin = (await getUserWithRoles(actors.admin.userId!))!;
    await expect(deleteUser({ ...staleAdmin, status: "active" }, second.id)).rejects.toMatchObject({
      status: 409,
      message: USER_MESSAGES.lastAdminDelete,
    });
    expect(await statusOf(second.id)).toBe("active");

    const back = await callAction<UserActionData>(usersAction, asSami, "/dashboard/users", {
      intent: "set-status",
      userId: actors.admin.userId!,
      status: "active",
    });
    expect(back.data?.ok).toBe(true);
    // The first admin's sessions ended when deactivated: sign in again for the tests that follow.
    const signedIn = await createApiApp().request(
      `${PUBLIC_URL}/api/auth/sign-in/email`,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL },
        body: JSON.stringify({ email: "admin@example.org", password: "admin-password" }),
      },
      { incoming: { socket: { remoteAddress: `192.0.2.${addressCounter++}` } } },
    );
    const cookie = sessionCookieOf(signedIn);
    actors.admin.request = (path, init) => withCookie(path, cookie, init);
  });

  it("deletes a user with their logins and roles", async () => {
    const member = await signUp("Dora Delete", "dora@example.org");
    const answer = await post({ intent: "delete", userId: member.id });
    expect(answer.data).toMatchObject({ ok: true, message: USER_MESSAGES.deleted });
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, member.id))).toEqual([]);
    expect(await rolesOf(member.id)).toEqual([]);

    const missing = await post({ intent: "delete", userId: member.id });
    expect(missing.status).toBe(404);
    expect(missing.data?.message).toBe(USER_MESSAGES.notFound);
  });

  it("refuses to delete a user who created a submission, with a message instead of an error", async () => {
    const member = await signUp("Sol Submitter", "sol@example.org");
    const [journal] = await db().select().from(journals).where(eq(journals.shortName, "bjps"));
    await db().execute(sql`
      insert into submissions (journal_id, submission_number, title, abstract, conflict_of_interest,
        ethics_declaration, authorship_declaration, data_availability, created_by)
      values (${journal.id}, 9001, 'A kept manuscript', 'Abstract', '{"hasConflict":false}',
        '{"involveHumanSubjects":false,"involveAnimalSubjects":false}', '{"allAuthorsConsent":true}', '{}', ${member.id})`);
    const answer = await post({ intent: "delete", userId: member.id });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: USER_MESSAGES.ownsContent });
    expect(await statusOf(member.id)).toBe("active");
    expect(await rolesOf(member.id)).toEqual(["author"]);
  });

  it("validates the row actions' input", async () => {
    const badStatus = await post({ intent: "set-status", userId: actors.author.userId!, status: "sleeping" });
    expect(badStatus.status).toBe(400);
    const unknown = await post({ intent: "promote", userId: actors.author.userId! });
    expect(unknown.status).toBe(400);
    const nobody = await post({ intent: "set-status", userId: "no-such-user", status: "inactive" });
    expect(nobody.status).toBe(404);
    expect(
      await db()
        .select({ status: users.status })
        .from(users)
        .where(and(eq(users.id, actors.author.userId!), eq(users.status, "active"))),
    ).toHaveLength(1);
  });
});

function withCookie(path: string, cookie: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  if (init.method && init.method !== "GET") headers.set("origin", PUBLIC_URL);
  return new Request(`${PUBLIC_URL}${path}`, { ...init, headers });
}
