import { eq } from "drizzle-orm";
import { createStaticHandler, RouterContextProvider, type StaticHandlerContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "~/db/schema";
import { getCurrentUser } from "~/modules/auth/session.server";
import type { SettingsActionData } from "~/modules/users/account-settings.schemas";
import type { AccountSettings } from "~/modules/users/account-settings.service.server";
import { ORCID_CHECKSUM_MESSAGE } from "~/modules/users/orcid";
import { loader as dashboardLayoutLoader } from "~/routes/dashboard/layout";
import { action as settingsAction, loader as settingsLoader } from "~/routes/dashboard/settings";
import { ACTOR_NAMES, createActors, createApiApp, sessionCookieOf, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction, callLoader } from "./users-helpers";

const PUBLIC_URL = "http://journals.test";

let platform: TestPlatform;
let actors: Actors;
let addressCounter = 1;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { label: "settings" });
});
afterAll(() => platform.stop());

const post = (actor: Actor, fields: Record<string, string>, cookie?: string) =>
  callAction<SettingsActionData>(settingsAction, actor, "/dashboard/settings", fields, cookie);

function authCall(path: string, body: Record<string, unknown>) {
  return createApiApp().request(
    `${PUBLIC_URL}/api/auth${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: `198.18.0.${addressCounter++}` } } },
  );
}

const sessionOf = (cookie: string) =>
  getCurrentUser(new Request(`${PUBLIC_URL}/dashboard/settings`, { headers: { cookie } }));

async function profileRow(userId: string) {
  const [row] = await db()
    .select({ name: users.name, email: users.email, affiliation: users.affiliation, orcid: users.orcid })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe("who may open the settings page", () => {
  it("sends a visitor to sign in and shows every signed-in user their own account only", async () => {
    for (const name of ACTOR_NAMES) {
      const answer = await callLoader<{ account: AccountSettings }>(
        settingsLoader,
        actors[name],
        "/dashboard/settings",
      );
      if (name === "visitor") {
        expect(answer.status).toBe(302);
        expect(answer.location).toBe("/auth?redirectTo=%2Fdashboard%2Fsettings");
        continue;
      }
      expect(answer.status, name).toBe(200);
      const { account } = answer.data!;
      expect(account.id, name).toBe(actors[name].userId);
      expect(account.email, name).toBe(actors[name].email!.toLowerCase());
      expect(account.status).toBe("active");
      expect(account.roles.map((r) => r.role)).toEqual([actors[name].role]);
      expect(account.createdAt).toBeInstanceOf(Date);
    }
  });

  it("sends a visitor's post to sign in and changes nothing", async () => {
    const answer = await post(actors.visitor, { intent: "profile", name: "Nobody" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth?redirectTo=%2Fdashboard%2Fsettings");
    expect(await db().select().from(users).where(eq(users.name, "Nobody"))).toEqual([]);
  });
});

describe("the profile card", () => {
  it("saves the user's own name, affiliation and ORCID iD (stored bare), never another user's", async () => {
    const before = await profileRow(actors.otherAuthor.userId!);
    const answer = await post(actors.author, {
      intent: "profile",
      // Fields naming someone else are not read: the account is the session's.
      userId: actors.otherAuthor.userId!,
      email: "taken-over@example.org",
      name: "  Ada A. Author ",
      affiliation: "School of Pharmacy, University of Example",
      orcid: "https://orcid.org/0000-0002-1825-0097",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ intent: "profile", ok: true, notice: { kind: "success" } });
    expect(await profileRow(actors.author.userId!)).toEqual({
      name: "Ada A. Author",
      email: actors.author.email,
      affiliation: "School of Pharmacy, University of Example",
      orcid: "0000-0002-1825-0097",
    });
    expect(await profileRow(actors.otherAuthor.userId!)).toEqual(before);

    // Emptied optional fields are cleared.
    await post(actors.author, { intent: "profile", name: "Ada Author", affiliation: " ", orcid: "" });
    expect(await profileRow(actors.author.userId!)).toMatchObject({ affiliation: null, orcid: null });
  });

  it("saves areas of interest, repeats and empty ones dropped, and refuses too many", async () => {
    const saved = await post(actors.author, {
      intent: "profile",
      name: "Ada Author",
      interests: " Pharmacokinetics, nanoparticles;; pharmacokinetics , Clinical   pharmacy ",
    });
    expect(saved.status).toBe(200);
    const [row] = await db()
      .select({ interests: users.interests })
      .from(users)
      .where(eq(users.id, actors.author.userId!));
    expect(row!.interests).toEqual(["Pharmacokinetics", "nanoparticles", "Clinical pharmacy"]);
    const many = Array.from({ length: 13 }, (_, i) => `topic ${i}`).join(", ");
    const refused = await post(actors.author, { intent: "profile", name: "Ada Author", interests: many });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ fieldErrors: { interests: "Give at most 12 areas of interest." } });
  });

  it("refuses an ORCID iD with a wrong check digit and an empty name, changing nothing", async () => {
    await post(actors.reviewer, {
      intent: "profile",
      name: "Rita Reviewer",
      affiliation: "",
      orcid: "0000-0002-1694-233X",
    });
    const badOrcid = await post(actors.reviewer, {
      intent: "profile",
      name: "Rita R.",
      affiliation: "",
      orcid: "0000-0002-1825-0098",
    });
    expect(badOrcid.status).toBe(400);
    expect(badOrcid.data?.fieldErrors).toEqual({ orcid: ORCID_CHECKSUM_MESSAGE });
    const noName = await post(actors.reviewer, { intent: "profile", name: "   ", affiliation: "", orcid: "" });
    expect(noName.status).toBe(400);
    expect(noName.data?.fieldErrors?.name).toBe("Full name is required.");
    expect(await profileRow(actors.reviewer.userId!)).toMatchObject({
      name: "Rita Reviewer",
      orcid: "0000-0002-1694-233X",
    });
  });
});

describe("the security card", () => {
  let member: Actor;
  let cookie: string;
  let otherDevice: string;

  beforeAll(async () => {
    const signedUp = await authCall("/sign-up/email", {
      name: "Pat Password",
      email: "pat@example.org",
      password: "old-secret",
    });
    cookie = sessionCookieOf(signedUp);
    otherDevice = sessionCookieOf(
      await authCall("/sign-in/email", { email: "pat@example.org", password: "old-secret" }),
    );
    const { user } = (await signedUp.json()) as { user: { id: string } };
    member = { ...actors.author, name: "author", userId: user.id, email: "pat@example.org" };
    member.request = (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("origin", PUBLIC_URL);
      return new Request(`${PUBLIC_URL}${path}`, { ...init, headers });
    };
  });

  // As the page sends it once scripts run (the fetcher's client marker); without scripts, see below.
  const change = (fields: Record<string, string>) =>
    post(member, { intent: "password", _client: "fetch", ...fields }, cookie);

  it("uses the spec's messages for a short new password and for passwords that differ", async () => {
    const short = await change({ currentPassword: "old-secret", newPassword: "12345", confirmPassword: "12345" });
    expect(short.status).toBe(400);
    expect(short.data?.notice).toEqual({
      kind: "error",
      title: "Password too short",
      text: "Password must be at least 6 characters long.",
    });
    const differ = await change({
      currentPassword: "old-secret",
      newPassword: "new-secret",
      confirmPassword: "new-secreT",
    });
    expect(differ.status).toBe(400);
    expect(differ.data?.notice).toEqual({
      kind: "error",
      title: "Passwords don't match",
      text: "Please ensure both passwords are the same.",
    });
  });

  it("refuses a wrong current password and keeps the old one", async () => {
    const [before] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, member.userId!));
    const wrong = await change({
      currentPassword: "not-my-secret",
      newPassword: "new-secret",
      confirmPassword: "new-secret",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.notice.text).toBe("Your current password is incorrect.");
    expect(wrong.data?.fieldErrors?.currentPassword).toBe("Your current password is incorrect.");
    const [after] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, member.userId!));
    expect(after.password).toBe(before.password);
    expect((await sessionOf(otherDevice))?.id).toBe(member.userId);
  });

  it("changes the password through Better Auth: the old one stops working, the new one works, other sessions end", async () => {
    const answer = await change({
      currentPassword: "old-secret",
      newPassword: "new-secret",
      confirmPassword: "new-secret",
    });
    expect(answer.status).toBe(200);
    expect(answer.data?.notice).toMatchObject({ kind: "success", title: "Password Updated" });
    // This browser gets a new session cookie; the other device is signed out.
    const renewed = answer
      .headers!.getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("sp.session_token="));
    expect(renewed).toBeDefined();
    expect((await sessionOf(renewed!))?.id).toBe(member.userId);
    expect(await sessionOf(otherDevice)).toBeNull();
    expect(await sessionOf(cookie)).toBeNull();

    expect((await authCall("/sign-in/email", { email: "pat@example.org", password: "old-secret" })).status).toBe(401);
    expect((await authCall("/sign-in/email", { email: "pat@example.org", password: "new-secret" })).status).toBe(200);
  });
});

/**
 * React Router's own handling of a document request (what a browser without JavaScript sends): for
 * a form post it runs the page's action and then, in the same request, every loader of the page
 * (the dashboard layout's and the settings page's), unless the action answered with a redirect.
 */
const documentHandler = createStaticHandler([
  {
    id: "routes/dashboard/layout",
    path: "/",
    loader: dashboardLayoutLoader as never,
    children: [
      {
        id: "routes/dashboard/settings",
        path: "dashboard/settings",
        loader: settingsLoader as never,
        action: settingsAction as never,
      },
    ],
  },
]);

const documentRequest = (request: Request) =>
  documentHandler.query(request, { requestContext: new RouterContextProvider() });

describe("the security card without JavaScript", () => {
  let cookie: string;
  let otherDevice: string;
  let userId: string;

  beforeAll(async () => {
    const signedUp = await authCall("/sign-up/email", {
      name: "Nora Noscript",
      email: "nora@example.org",
      password: "old-secret",
    });
    cookie = sessionCookieOf(signedUp);
    userId = ((await signedUp.json()) as { user: { id: string } }).user.id;
    otherDevice = sessionCookieOf(
      await authCall("/sign-in/email", { email: "nora@example.org", password: "old-secret" }),
    );
  });

  it("keeps the user signed in on the settings page with the success message; other sessions end", async () => {
    // The form as a browser without scripts posts it: form-encoded, no client marker.
    const posted = await documentRequest(
      new Request(`${PUBLIC_URL}/dashboard/settings`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: PUBLIC_URL },
        body: new URLSearchParams({
          intent: "password",
          currentPassword: "old-secret",
          newPassword: "new-secret",
          confirmPassword: "new-secret",
        }),
      }),
    );
    // Back to the settings page (not to /auth), with the session that replaces the old one.
    expect(posted).toBeInstanceOf(Response);
    const answer = posted as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard/settings?notice=password-updated#security");
    const renewed = sessionCookieOf(answer);
    expect((await sessionOf(renewed))?.id).toBe(userId);
    expect(answer.headers.getSetCookie().some((c) => /^sp\.session_token=;/.test(c))).toBe(false);

    // The browser follows the redirect with the new cookie: signed in, the success message shown.
    const page = await documentRequest(
      new Request(`${PUBLIC_URL}/dashboard/settings?notice=password-updated`, { headers: { cookie: renewed } }),
    );
    expect(page).not.toBeInstanceOf(Response);
    const context = page as StaticHandlerContext;
    expect(context.statusCode).toBe(200);
    expect(context.errors).toBeNull();
    expect(context.loaderData["routes/dashboard/settings"]).toMatchObject({
      account: { id: userId },
      notice: { kind: "success", title: "Password Updated" },
    });

    // As with scripts: the other devices and the old cookie are signed out, the new password works.
    expect(await sessionOf(otherDevice)).toBeNull();
    expect(await sessionOf(cookie)).toBeNull();
    expect((await authCall("/sign-in/email", { email: "nora@example.org", password: "new-secret" })).status).toBe(200);
  });

  it("shows a refusal on the page itself, the user still signed in", async () => {
    const signedIn = sessionCookieOf(
      await authCall("/sign-in/email", { email: "nora@example.org", password: "new-secret" }),
    );
    const posted = await documentRequest(
      new Request(`${PUBLIC_URL}/dashboard/settings`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: signedIn, origin: PUBLIC_URL },
        body: new URLSearchParams({
          intent: "password",
          currentPassword: "not-my-secret",
          newPassword: "third-secret",
          confirmPassword: "third-secret",
        }),
      }),
    );
    expect(posted).not.toBeInstanceOf(Response);
    const context = posted as StaticHandlerContext;
    expect(context.statusCode).toBe(400);
    expect(context.actionData?.["routes/dashboard/settings"]).toMatchObject({
      intent: "password",
      ok: false,
      fieldErrors: { currentPassword: "Your current password is incorrect." },
    });
    expect((await sessionOf(signedIn))?.id).toBe(userId);
  });

  it("answers a scripted form (client marker 'fetch') with data, as before", async () => {
    const signedIn = sessionCookieOf(
      await authCall("/sign-in/email", { email: "nora@example.org", password: "new-secret" }),
    );
    const member: Actor = { ...actors.author, userId, email: "nora@example.org" };
    member.request = (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("origin", PUBLIC_URL);
      return new Request(`${PUBLIC_URL}${path}`, { ...init, headers });
    };
    const answer = await post(
      member,
      {
        intent: "password",
        _client: "fetch",
        currentPassword: "new-secret",
        newPassword: "fourth-secret",
        confirmPassword: "fourth-secret",
      },
      signedIn,
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.notice).toMatchObject({ kind: "success", title: "Password Updated" });
    expect((await sessionOf(sessionCookieOf(new Response(null, { headers: answer.headers! }))))?.id).toBe(userId);
  });
});
