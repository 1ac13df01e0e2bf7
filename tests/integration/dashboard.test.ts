import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import {
  articles,
  notifications,
  reviewAssignments,
  reviewRounds,
  roleAssignments,
  submissions,
  users,
} from "~/db/schema";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notifyAdminsOfNewUser,
} from "~/modules/notifications/notifications.service.server";
import { action as homeAction, loader as homeLoader, meta as homeMeta } from "~/routes/dashboard/home";
import { loader as layoutLoader, middleware as layoutMiddleware } from "~/routes/dashboard/layout";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let ijcpms: string;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  ijcpms = await journalId(db(), "ijcpms");
  // The editor edits FJPHS only; the reviewer reviews for every journal.
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs });
});
afterAll(() => platform.stop());

type Home = Awaited<ReturnType<typeof homeLoader>>;

const home = (actor: Actor) => homeLoader(routeArgs(actor.request("/dashboard")) as never) as Promise<Home>;

let submissionCounter = 0;
async function insertSubmission(values: {
  journalId: string;
  createdBy: string;
  status?: (typeof submissions.status.enumValues)[number];
  title?: string;
  submissionNumber?: number;
  submissionDate?: Date;
}) {
  submissionCounter++;
  const [row] = await db()
    .insert(submissions)
    .values({
      journalId: values.journalId,
      createdBy: values.createdBy,
      submissionNumber: values.submissionNumber ?? submissionCounter,
      title: values.title ?? `Submission ${submissionCounter}`,
      abstract: "An abstract.",
      status: values.status ?? "submitted",
      submissionDate: values.submissionDate ?? new Date(Date.UTC(2026, 0, submissionCounter)),
      conflictOfInterest: { hasConflict: false },
      ethicsDeclaration: { involveHumanSubjects: false, involveAnimalSubjects: false },
      authorshipDeclaration: { allAuthorsConsent: true },
      dataAvailability: {},
    })
    .returning();
  return row;
}

describe("dashboard home", () => {
  beforeEach(async () => {
    await db().delete(submissions);
    await db().delete(notifications);
  });

  it("shows zeros and no recent activity when there are no submissions", async () => {
    for (const actor of [actors.admin, actors.editor, actors.reviewer, actors.author]) {
      const page = await home(actor);
      expect(page.stats).toEqual({ totalSubmissions: 0, activeReviews: 0, published: 0 });
      expect(page.recent).toEqual([]);
    }
  });

  it("tells a reviewer the reviews waiting for them, until they are written", async () => {
    expect((await home(actors.reviewer)).waiting).toBeNull();
    const submission = await insertSubmission({
      journalId: fjphs,
      createdBy: actors.author.userId!,
      status: "under_review",
    });
    const [round] = await db()
      .insert(reviewRounds)
      .values({ submissionId: submission!.id, roundNumber: 1, reviewType: "double-blind" })
      .returning();
    const [assignment] = await db()
      .insert(reviewAssignments)
      .values({
        submissionId: submission!.id,
        roundId: round!.id,
        reviewerId: actors.reviewer.userId!,
        inviteeEmail: actors.reviewer.email!,
        inviteeName: "Rita Reviewer",
        responseDueDate: "2026-12-20",
        reviewDueDate: "2027-01-20",
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await home(actors.reviewer)).waiting).toEqual({ reviews: 1, stages: 0, revisions: 0 });
    // Nobody else is told of it: not the author, not the editor of the journal.
    expect((await home(actors.author)).waiting).toBeNull();
    expect((await home(actors.editor)).waiting).toBeNull();
    await db().update(reviewAssignments).set({ state: "completed" }).where(eq(reviewAssignments.id, assignment!.id));
    expect((await home(actors.reviewer)).waiting).toBeNull();
  });

  it("tells an author the revision asked of their submission, until it is sent", async () => {
    expect((await home(actors.author)).waiting).toBeNull();
    const submission = await insertSubmission({
      journalId: fjphs,
      createdBy: actors.author.userId!,
      status: "revision_requested",
    });
    expect((await home(actors.author)).waiting).toEqual({ reviews: 0, stages: 0, revisions: 1 });
    // The editor of the journal waits for it, but does not send it.
    expect((await home(actors.editor)).waiting).toBeNull();
    await db().update(submissions).set({ status: "under_review" }).where(eq(submissions.id, submission!.id));
    expect((await home(actors.author)).waiting).toBeNull();
  });

  it("titles the page by the highest role: admin, editor, reviewer, author", async () => {
    const titles = await Promise.all(
      [actors.admin, actors.editor, actors.reviewer, actors.author].map(async (a) => (await home(a)).title),
    );
    expect(titles).toEqual(["Admin Dashboard", "Editor Dashboard", "Reviewer Dashboard", "Author Dashboard"]);
    const page = await home(actors.admin);
    expect(page.subtitle).not.toBe("");
    const tags = homeMeta({ loaderData: page } as never);
    expect(tags).toContainEqual({ title: "Admin Dashboard | Scholarly Press" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("counts in SQL: all submissions for admins, the journal's and their own for a journal editor, their own for others", async () => {
    const author = actors.author.userId!;
    const other = actors.otherAuthor.userId!;
    const editor = actors.editor.userId!;
    await insertSubmission({ journalId: fjphs, createdBy: author, status: "under_review" });
    await insertSubmission({ journalId: fjphs, createdBy: author, status: "published" });
    await insertSubmission({ journalId: fjphs, createdBy: other, status: "submitted" });
    await insertSubmission({ journalId: ijcpms, createdBy: other, status: "under_review" });
    await insertSubmission({ journalId: ijcpms, createdBy: other, status: "revision_requested" });
    await insertSubmission({ journalId: ijcpms, createdBy: editor, status: "published" });

    expect((await home(actors.admin)).stats).toEqual({ totalSubmissions: 6, activeReviews: 2, published: 2 });
    expect((await home(actors.admin)).scope).toBe("all");
    // FJPHS (3) plus the editor's own submission to IJCPMS.
    expect((await home(actors.editor)).stats).toEqual({ totalSubmissions: 4, activeReviews: 1, published: 2 });
    expect((await home(actors.editor)).scope).toBe("journals");
    expect((await home(actors.author)).stats).toEqual({ totalSubmissions: 2, activeReviews: 1, published: 1 });
    expect((await home(actors.author)).scope).toBe("own");
    expect((await home(actors.otherAuthor)).stats).toEqual({ totalSubmissions: 3, activeReviews: 1, published: 0 });
    // A reviewer sees their own submissions only: none.
    expect((await home(actors.reviewer)).stats).toEqual({ totalSubmissions: 0, activeReviews: 0, published: 0 });
  });

  it("shows the published articles of the journals in scope beside the published submissions", async () => {
    // A back catalogue entered in the articles desk, never submitted: two FJPHS articles and a
    // draft, one IJCPMS article.
    const fjphsIssue = await createIssue(db(), { journalId: fjphs, volumeNumber: 90 });
    const ijcpmsIssue = await createIssue(db(), { journalId: ijcpms, volumeNumber: 90 });
    await createArticle(db(), fjphsIssue);
    await createArticle(db(), fjphsIssue);
    await createArticle(db(), fjphsIssue, { status: "draft" });
    await createArticle(db(), ijcpmsIssue);
    const published = async (journal?: string) => {
      const [row] = await db()
        .select({ n: count() })
        .from(articles)
        .where(and(eq(articles.status, "published"), journal ? eq(articles.journalId, journal) : undefined));
      return row!.n;
    };
    const all = await published();
    const ofFjphs = await published(fjphs);
    expect(ofFjphs).toBeGreaterThanOrEqual(2);
    expect(all).toBeGreaterThan(ofFjphs);
    expect(await home(actors.admin)).toMatchObject({ stats: { published: 0 }, catalogueArticles: all });
    expect((await home(actors.editor)).catalogueArticles).toBe(ofFjphs);
    expect((await home(actors.author)).catalogueArticles).toBeNull();

    // Kept by the articles' triggers: a withdrawn article leaves the figure at once.
    const [one] = await db()
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.status, "published"), eq(articles.journalId, fjphs)))
      .limit(1);
    await db().update(articles).set({ status: "withdrawn" }).where(eq(articles.id, one!.id));
    try {
      expect((await home(actors.editor)).catalogueArticles).toBe(ofFjphs - 1);
      expect((await home(actors.admin)).catalogueArticles).toBe(all - 1);
    } finally {
      await db().update(articles).set({ status: "published" }).where(eq(articles.id, one!.id));
    }
  });

  it("lists the 3 latest submissions with their code, date and readable status, in the same scope", async () => {
    const author = actors.author.userId!;
    const other = actors.otherAuthor.userId!;
    await insertSubmission({
      journalId: fjphs,
      createdBy: author,
      title: "Oldest",
      submissionNumber: 1,
      submissionDate: new Date("2026-01-01T00:00:00Z"),
    });
    await insertSubmission({
      journalId: fjphs,
      createdBy: author,
      title: "Second",
      submissionNumber: 7,
      status: "under_review",
      submissionDate: new Date("2026-02-01T00:00:00Z"),
    });
    await insertSubmission({
      journalId: ijcpms,
      createdBy: other,
      title: "Third",
      submissionNumber: 12,
      status: "revision_requested",
      submissionDate: new Date("2026-03-01T00:00:00Z"),
    });
    await insertSubmission({
      journalId: fjphs,
      createdBy: author,
      title: "Newest",
      submissionNumber: 1234,
      status: "published",
      submissionDate: new Date("2026-04-01T00:00:00Z"),
    });

    const admin = await home(actors.admin);
    expect(admin.recent.map((r) => [r.title, r.code, r.statusLabel, r.submittedAt])).toEqual([
      ["Newest", "FJPHS-1234", "published", "2026-04-01T00:00:00.000Z"],
      ["Third", "IJCPMS-012", "revision requested", "2026-03-01T00:00:00.000Z"],
      ["Second", "FJPHS-007", "under review", "2026-02-01T00:00:00.000Z"],
    ]);
    const author1 = await home(actors.author);
    expect(author1.recent.map((r) => r.title)).toEqual(["Newest", "Second", "Oldest"]);
    const editor = await home(actors.editor);
    expect(editor.recent.map((r) => r.title)).toEqual(["Newest", "Second", "Oldest"]);
  });

  it("shows admins their two notification panels and nobody else", async () => {
    await createNewUserNotification();
    const admin = await home(actors.admin);
    expect(admin.notifications?.newUsers.map((n) => n.metadata.full_name)).toEqual(["Nina Notified"]);
    expect(admin.notifications?.newSubmissions).toEqual([]);
    for (const actor of [actors.editor, actors.reviewer, actors.author]) {
      expect((await home(actor)).notifications).toBeNull();
    }
  });
});

async function createNewUserNotification() {
  await db().transaction((tx) =>
    notifyAdminsOfNewUser(tx, { id: crypto.randomUUID(), name: "Nina Notified", createdAt: new Date() }),
  );
}

describe("dashboard home actions", () => {
  beforeEach(async () => {
    await db().delete(notifications);
  });

  const post = (actor: Actor, fields: Record<string, string>) =>
    homeAction(
      routeArgs(actor.request("/dashboard", { method: "POST", body: new URLSearchParams(fields) })) as never,
    ) as unknown as Promise<{ data: unknown; init: { status?: number } | null }>;

  it("marks one notification read, then all of a type", async () => {
    await createNewUserNotification();
    await createNewUserNotification();
    const [first, second] = (await home(actors.admin)).notifications!.newUsers;

    const one = await post(actors.admin, { intent: "mark-notification-read", notificationId: first.id });
    expect(one.data).toEqual({ ok: true });
    const after = (await home(actors.admin)).notifications!.newUsers;
    expect(after.find((n) => n.id === first.id)?.isRead).toBe(true);
    expect(after.find((n) => n.id === second.id)?.isRead).toBe(false);

    const all = await post(actors.admin, { intent: "mark-all-notifications-read", type: "new_user" });
    expect(all.data).toEqual({ ok: true });
    expect((await home(actors.admin)).notifications!.newUsers.every((n) => n.isRead)).toBe(true);
  });

  it("refuses non-admins (403), another admin's notification (404) and malformed forms (400)", async () => {
    await createNewUserNotification();
    const [note] = (await home(actors.admin)).notifications!.newUsers;

    const byAuthor = await post(actors.author, { intent: "mark-notification-read", notificationId: note.id });
    expect(byAuthor.init?.status).toBe(403);
    expect(byAuthor.data).toEqual({ ok: false, message: "Insufficient permissions" });
    expect((await post(actors.editor, { intent: "mark-all-notifications-read" })).init?.status).toBe(403);

    // A second admin cannot touch the first admin's notification.
    const secondId = crypto.randomUUID();
    await db().insert(users).values({ id: secondId, name: "Second Admin", email: "second-admin@example.org" });
    await db().insert(roleAssignments).values({ userId: secondId, role: "admin", journalId: null });
    const secondAdmin = (await getUserWithRoles(secondId))!;
    await expect(markNotificationRead(secondAdmin, note.id)).rejects.toMatchObject({ status: 404 });
    expect(await markAllNotificationsRead(secondAdmin)).toBe(0);
    expect((await home(actors.admin)).notifications!.newUsers[0].isRead).toBe(false);

    const bad = await post(actors.admin, { intent: "delete-everything" });
    expect(bad.init?.status).toBe(400);
  });

  it("sends a visitor to sign in", async () => {
    await expect(
      homeAction(routeArgs(actors.visitor.request("/dashboard", { method: "POST", body: "" })) as never),
    ).rejects.toMatchObject({ status: 302 });
  });
});

describe("dashboard layout", () => {
  const layout = (request: Request) => layoutLoader(routeArgs(request) as never);

  it("sends a visitor to /auth and back", async () => {
    const thrown = await layout(actors.visitor.request("/dashboard")).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard");
    const deep = (await layout(actors.visitor.request("/dashboard/mailbox?page=2")).catch((e) => e)) as Response;
    expect(deep.headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard%2Fmailbox%3Fpage%3D2");
  });

  it("lists only the screens that exist, by permission; Settings for everyone", async () => {
    const labels = async (actor: Actor) => (await layout(actor.request("/dashboard"))).nav.map((e) => e.label);
    expect(await labels(actors.admin)).toEqual([
      "Dashboard",
      "Users",
      "Journals",
      "Conferences",
      "Issues",
      "Articles",
      "DOIs",
      "Invoices",
      "Submissions",
      "My Tasks",
      "Reviews",
      "Analytics",
      "SEO Manager",
      "Assistant Questions",
      "Mailbox",
      "Settings",
    ]);
    expect(await labels(actors.editor)).toEqual([
      "Dashboard",
      "Journal Settings",
      "Conferences",
      "Issues",
      "Articles",
      "DOIs",
      "Invoices",
      "Submissions",
      "My Tasks",
      "Reviews",
      "Analytics",
      "SEO Manager",
      "Assistant Questions",
      "Settings",
    ]);
    expect(await labels(actors.reviewer)).toEqual(["Dashboard", "Submissions", "Reviews", "Settings"]);
    expect(await labels(actors.author)).toEqual(["Dashboard", "Submissions", "Settings"]);
    const paths = (await layout(actors.admin.request("/dashboard"))).nav.map((e) => e.path);
    expect(paths).toEqual([
      "/dashboard",
      "/dashboard/users",
      "/dashboard/journals",
      "/dashboard/conferences",
      "/dashboard/issues",
      "/dashboard/articles",
      "/dashboard/dois",
      "/dashboard/invoices",
      "/dashboard/submissions",
      "/dashboard/editor-tasks",
      "/dashboard/reviews",
      "/dashboard/analytics",
      "/dashboard/seo",
      "/dashboard/assistant-questions",
      "/dashboard/mailbox",
      "/dashboard/settings",
    ]);
  });

  it("renders the sidebar in the state its cookie remembers (open by default)", async () => {
    const withCookie = (value?: string) => {
      const request = actors.admin.request("/dashboard");
      const headers = new Headers(request.headers);
      if (value) headers.set("cookie", `${headers.get("cookie")}; sidebar_state=${value}`);
      return new Request(request.url, { headers });
    };
    expect((await layout(withCookie())).sidebarOpen).toBe(true);
    expect((await layout(withCookie("false"))).sidebarOpen).toBe(false);
    expect((await layout(withCookie("true"))).sidebarOpen).toBe(true);
  });

  it("marks every dashboard response private and not indexable", async () => {
    const response = (await layoutMiddleware[0](
      { request: actors.author.request("/dashboard"), context: new RouterContextProvider(), params: {} } as never,
      async () => new Response("page", { headers: { "cache-control": "public, s-maxage=30" } }),
    )) as Response;
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toBe("page");
  });
});
