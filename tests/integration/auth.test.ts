import { and, desc, eq, inArray, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages, notifications, rateLimits, roleAssignments, sessions, users } from "~/db/schema";
import { AUTH_RATE_LIMITS, INACTIVE_ACCOUNT_MESSAGE } from "~/lib/auth.server";
import { clientAddressContext } from "~/lib/request-context";
import { AUTH_NOTICES } from "~/modules/auth/auth-messages";
import { signIn as signInFlow, signUp as signUpFlow } from "~/modules/auth/auth-flows.server";
import { onUserCreated } from "~/modules/auth/auth.service.server";
import { getCurrentUser, requireUser } from "~/modules/auth/session.server";
import { floodSlotKeys } from "~/modules/auth/sign-in-throttle.server";
import { action as authAction, loader as authLoader } from "~/routes/public/auth";
import { loader as layoutLoader } from "~/routes/public/layout";
import { loader as sessionLoader } from "~/routes/resources/session";
import { withClockStopped } from "../helpers/stopped-clock";
import { ACTOR_NAMES, createActors, createApiApp, sessionCookieOf } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

const PUBLIC_URL = "http://journals.test";

let platform: TestPlatform;
let app: ReturnType<typeof createApiApp>;
let addressCounter = 1;
/** A fresh client address for each test, so that rate limits of one test do not touch another. */
const nextAddress = () => `203.0.113.${addressCounter++}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  app = createApiApp();
});
afterAll(() => platform.stop());

const db = () => platform.services.database.db;

/** POST to /api/auth through the real HTTP app, from the socket address `address`. */
function authPost(path: string, body: unknown, opts: { address: string; headers?: Record<string, string> }) {
  return app.request(
    `${PUBLIC_URL}/api/auth${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL, ...opts.headers },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: opts.address } } },
  );
}

const signUp = (name: string, email: string, password = "secret1", address = nextAddress()) =>
  authPost("/sign-up/email", { name, email, password }, { address });
const signIn = (email: string, password: string, address = nextAddress(), headers?: Record<string, string>) =>
  authPost("/sign-in/email", { email, password }, { address, headers });

const pageRequest = (path: string, cookie?: string) =>
  new Request(`${PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });

async function adminId(): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, "admin@example.org"));
  return row.id;
}

describe("sign-up", () => {
  it("creates the user with the author role, notifies each admin and queues the welcome e-mail", async () => {
    const response = await signUp("Nadia New", "Nadia.New@Example.org");
    expect(response.status).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatch(/^sp\.session_token=/);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const [user] = await db().select().from(users).where(eq(users.email, "nadia.new@example.org"));
    expect(user).toMatchObject({ name: "Nadia New", status: "active" });
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const roles = await db().select().from(roleAssignments).where(eq(roleAssignments.userId, user.id));
    expect(roles.map((r) => ({ role: r.role, journalId: r.journalId }))).toEqual([{ role: "author", journalId: null }]);

    const notes = await db().select().from(notifications).where(eq(notifications.referenceId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userId: await adminId(), type: "new_user", isRead: false });
    expect(notes[0].metadata).toEqual({ full_name: "Nadia New", created_at: user.createdAt.toISOString() });

    const mails = await db().select().from(mailMessages).where(eq(mailMessages.recipient, "nadia.new@example.org"));
    expect(mails.map((m) => m.template)).toEqual(["welcome"]);
    expect(mails[0].text).toContain("Nadia New");

    const [session] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.ipAddress).not.toBeNull();
    expect(await getCurrentUser(pageRequest("/", cookie))).toEqual({
      id: user.id,
      name: "Nadia New",
      email: "nadia.new@example.org",
      status: "active",
      roles: [{ role: "author", journalId: null }],
    });
  });

  it("writes the role, the notifications and the e-mail in one transaction", async () => {
    const [user] = await db()
      .insert(users)
      .values({ id: crypto.randomUUID(), name: "Half Made", email: "half-made@example.org" })
      .returning();
    // An address the mail module refuses: the e-mail fails last, and nothing before it may remain.
    await expect(
      onUserCreated({ id: user.id, name: user.name, email: "not an address", createdAt: user.createdAt }),
    ).rejects.toThrow();
    expect(await db().select().from(roleAssignments).where(eq(roleAssignments.userId, user.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.referenceId, user.id))).toEqual([]);
  });

  // Better Auth's API, for machine clients, says so; the sign-up form of /auth does not
  // (tests/integration/auth-sign-up.test.ts, docs/decisions/012).
  it("refuses an address that already has an account through the API", async () => {
    expect((await signUp("First Owner", "taken@example.org")).status).toBe(200);
    const again = await signUp("Second Try", "TAKEN@example.org");
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });
    expect(again.headers.getSetCookie()).toEqual([]);
    const rows = await db().select().from(users).where(eq(users.email, "taken@example.org"));
    expect(rows.map((r) => r.name)).toEqual(["First Owner"]);

    // The sign-in page answers as for a new address, without a session.
    const outcome = await signUpFlow(
      { name: "Second Try", email: "taken@example.org", password: "secret1" },
      { request: pageRequest("/auth"), address: nextAddress() },
    );
    expect(outcome).toEqual({ ok: true, notice: AUTH_NOTICES.signUpRequested, setCookie: [] });
  });

  it("refuses a password shorter than 6 characters and sets no status of its own choosing", async () => {
    const short = await signUp("Short Pass", "short@example.org", "12345");
    expect(short.status).toBe(400);
    const sneaky = await authPost(
      "/sign-up/email",
      { name: "Sneaky", email: "sneaky@example.org", password: "secret1", status: "inactive" },
      { address: nextAddress() },
    );
    // Better Auth refuses fields that are not input fields; either way no inactive account appears.
    const [row] = await db().select().from(users).where(eq(users.email, "sneaky@example.org"));
    if (sneaky.status === 200) expect(row.status).toBe("active");
    else expect(row).toBeUndefined();
  });
});

describe("sign-in and sessions", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = sessionCookieOf(await signUp("Sam Session", "sam@example.org", "sam-secret"));
  });

  it("refuses a wrong password", async () => {
    const response = await signIn("sam@example.org", "wrong-password");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(response.headers.getSetCookie()).toEqual([]);
    const outcome = await signInFlow(
      { email: "sam@example.org", password: "wrong-password" },
      { request: pageRequest("/auth"), address: nextAddress() },
    );
    expect(outcome).toMatchObject({ ok: false, notice: AUTH_NOTICES.invalidCredentials });
  });

  it("signs in with the right password and stores the session in the database", async () => {
    const response = await signIn("SAM@example.org", "sam-secret");
    expect(response.status).toBe(200);
    const signedIn = sessionCookieOf(response);
    const token = decodeURIComponent(signedIn.split("=")[1]).split(".")[0];
    const [row] = await db().select().from(sessions).where(eq(sessions.token, token));
    expect(row).toBeDefined();
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await getCurrentUser(pageRequest("/", signedIn)))?.email).toBe("sam@example.org");
  });

  it("renews a session used more than a day after its last renewal", async () => {
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    await db().update(sessions).set({ expiresAt: inTwoDays }).where(eq(sessions.token, token));
    const response = await sessionLoader(routeArgs(pageRequest("/api/session", cookie)) as never);
    const [row] = await db().select().from(sessions).where(eq(sessions.token, token));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    // The renewed cookie goes back to the browser with the page's personal parts.
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sp.session_token="))).toBe(true);
  });

  it("refuses an inactive account and ends the sessions it had", async () => {
    const signedUp = await signUp("Ian Inactive", "ian@example.org", "ian-secret");
    const oldCookie = sessionCookieOf(signedUp);
    expect(await getCurrentUser(pageRequest("/", oldCookie))).not.toBeNull();
    await db().update(users).set({ status: "inactive" }).where(eq(users.email, "ian@example.org"));

    const response = await signIn("ian@example.org", "ian-secret");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "ACCOUNT_INACTIVE", message: INACTIVE_ACCOUNT_MESSAGE });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await getCurrentUser(pageRequest("/", oldCookie))).toBeNull();
    const [ian] = await db().select().from(users).where(eq(users.email, "ian@example.org"));
    expect(await db().select().from(sessions).where(eq(sessions.userId, ian.id))).toEqual([]);
    const api = await app.request(`${PUBLIC_URL}/api/auth/get-session`, { headers: { cookie: oldCookie } });
    expect(await api.json()).toBeNull();

    const outcome = await signInFlow(
      { email: "ian@example.org", password: "ian-secret" },
      { request: pageRequest("/auth"), address: nextAddress() },
    );
    expect(outcome).toMatchObject({ ok: false, notice: AUTH_NOTICES.signInFailed(INACTIVE_ACCOUNT_MESSAGE) });
  });

  it("signs out: the session row is gone and the cookie no longer works", async () => {
    const own = sessionCookieOf(await signIn("sam@example.org", "sam-secret"));
    const token = decodeURIComponent(own.split("=")[1]).split(".")[0];
    const response = await authPost("/sign-out", {}, { address: nextAddress(), headers: { cookie: own } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /^sp\.session_token=;/.test(c))).toBe(true);
    expect(await db().select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
    expect(await getCurrentUser(pageRequest("/", own))).toBeNull();
    const session = await app.request(`${PUBLIC_URL}/api/auth/get-session`, { headers: { cookie: own } });
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
    expect(session.headers.get("cache-control")).toBe("no-store");
  });

  it("treats a tampered cookie as no session", async () => {
    const forged = cookie.replace(/=(.)/, (_m, c: string) => `=${c === "A" ? "B" : "A"}`);
    expect(await getCurrentUser(pageRequest("/", forged))).toBeNull();
    expect(await getCurrentUser(pageRequest("/"))).toBeNull();
  });
});

describe("rate limiting of sign-in per client address", () => {
  // Failed sign-ins have limits of their own (tests/integration/auth-sign-in-limits.test.ts); this
  // is Better Auth's guard against floods of requests, successful ones included.
  it("blocks one address after too many requests while another address still gets through", async () => {
    await signUp("Rate Limited", "rate@example.org", "rate-secret");
    const blocked = nextAddress();
    const { max } = AUTH_RATE_LIMITS.signIn;
    const refused = await withClockStopped(async () => {
      for (let i = 0; i < max; i++) {
        // A different x-client-ip each time: the HTTP layer replaces it with the socket address.
        const attempt = await signIn("rate@example.org", "rate-secret", blocked, { "x-client-ip": `192.0.2.${i + 1}` });
        expect(attempt.status).toBe(200);
      }
      return signIn("rate@example.org", "rate-secret", blocked, { "x-client-ip": "192.0.2.200" });
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const other = await signIn("rate@example.org", "rate-secret", nextAddress());
    expect(other.status).toBe(200);

    // The counters live in the database, keyed by (a keyed hash of) the socket address, never by
    // the header (docs/decisions/050).
    const slots = (address: string) =>
      db()
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, floodSlotKeys(address)));
    expect(await slots(blocked)).toHaveLength(max);
    expect(await slots("192.0.2.200")).toEqual([]);
    expect(await db().select().from(rateLimits).where(like(rateLimits.key, "192.0.2.%"))).toEqual([]);
  }, 120_000);

  it("applies to the sign-in page's form as well", async () => {
    const blocked = nextAddress();
    const caller = { request: pageRequest("/auth"), address: blocked };
    const outcome = await withClockStopped(async () => {
      for (let i = 0; i < AUTH_RATE_LIMITS.signIn.max; i++) {
        expect((await signInFlow({ email: "rate@example.org", password: "rate-secret" }, caller)).ok).toBe(true);
      }
      return signInFlow({ email: "rate@example.org", password: "rate-secret" }, caller);
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.tooManyAttempts).toBe(true);
    expect(outcome.notice.title).toBe("Login failed");
    expect(outcome.notice.text).toMatch(/too many requests/i);
  }, 120_000);
});

describe("the /auth page", () => {
  const context = (address = nextAddress()) => {
    const c = new RouterContextProvider();
    c.set(clientAddressContext, address);
    return c;
  };
  const form = (fields: Record<string, string>, cookie?: string) =>
    new Request(`${PUBLIC_URL}/auth`, {
      method: "POST",
      headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  const runAction = async (request: Request) => {
    try {
      return await authAction(routeArgs(request, {}, context()) as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("signs in without scripts: a redirect with the session cookie", async () => {
    await signUp("Form User", "form@example.org", "form-secret");
    const response = await runAction(
      form({
        intent: "sign-in",
        _client: "document",
        email: "form@example.org",
        password: "form-secret",
        redirectTo: "/conferences",
      }),
    );
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/conferences");
    const cookie = sessionCookieOf(redirect);
    expect((await getCurrentUser(pageRequest("/", cookie)))?.email).toBe("form@example.org");

    // Signed in, the sign-in page sends the visitor on.
    await expect(authLoader(routeArgs(pageRequest("/auth", cookie)) as never)).rejects.toMatchObject({ status: 302 });

    // Sign out without scripts: back to the home page, cookie removed, header data reloaded.
    const out = (await runAction(form({ intent: "sign-out", _client: "document" }, cookie))) as Response;
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect(out.headers.get("x-remix-revalidate")).toBe("yes");
    expect(await getCurrentUser(pageRequest("/", cookie))).toBeNull();
  });

  it("answers a scripted form with the spec's messages and field errors", async () => {
    const wrong = (await runAction(
      form({ intent: "sign-in", _client: "fetch", email: "form@example.org", password: "nope" }),
    )) as unknown as { data: unknown; init: { status: number } };
    expect(wrong.data).toMatchObject({ intent: "sign-in", ok: false, notice: AUTH_NOTICES.invalidCredentials });
    expect(wrong.init.status).toBe(400);

    const empty = (await runAction(form({ intent: "forgot", _client: "fetch", email: "" }))) as unknown as {
      data: unknown;
    };
    expect(empty.data).toMatchObject({ intent: "forgot", ok: false, notice: AUTH_NOTICES.emailRequired });

    const short = (await runAction(
      form({ intent: "reset", _client: "fetch", token: "t", password: "123", confirmPassword: "123" }),
    )) as unknown as { data: unknown };
    expect(short.data).toMatchObject({ notice: AUTH_NOTICES.passwordTooShort });
    const differ = (await runAction(
      form({ intent: "reset", _client: "fetch", token: "t", password: "123456", confirmPassword: "1234567" }),
    )) as unknown as { data: unknown };
    expect(differ.data).toMatchObject({ notice: AUTH_NOTICES.passwordsDontMatch });

    const signUpShort = (await runAction(
      form({ intent: "sign-up", _client: "fetch", name: "", email: "x", password: "1" }),
    )) as unknown as { data: { fieldErrors: Record<string, string> } };
    expect(signUpShort.data.fieldErrors).toEqual({
      name: "Full name is required.",
      email: "Please enter a valid email address.",
      password: "Password must be at least 6 characters long.",
    });
  });

  it("resets a forgotten password with the e-mailed link", async () => {
    const cookie = sessionCookieOf(await signUp("Fay Forgetful", "fay@example.org", "old-secret"));
    const sent = (await runAction(
      form({ intent: "forgot", _client: "fetch", email: "fay@example.org" }),
    )) as unknown as {
      data: unknown;
    };
    expect(sent.data).toMatchObject({ ok: true, notice: AUTH_NOTICES.resetEmailSent });
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, "fay@example.org"), eq(mailMessages.template, "password-reset")));
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // The link checks the token and opens the Reset Password form of /auth.
    const opened = await app.request(link!);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location")!, PUBLIC_URL);
    expect(target.pathname).toBe("/auth");
    const token = target.searchParams.get("token")!;
    const page = await authLoader(routeArgs(pageRequest(`/auth?token=${token}`, cookie)) as never);
    expect(page).toMatchObject({ token });

    const reset = (await runAction(
      form({ intent: "reset", _client: "fetch", token, password: "new-secret", confirmPassword: "new-secret" }),
    )) as unknown as { data: unknown };
    expect(reset.data).toMatchObject({ ok: true, notice: AUTH_NOTICES.passwordUpdated });

    expect((await signIn("fay@example.org", "old-secret")).status).toBe(401);
    expect((await signIn("fay@example.org", "new-secret")).status).toBe(200);
    // Resetting the password ended the sessions opened with the old one.
    expect(await getCurrentUser(pageRequest("/", cookie))).toBeNull();

    const again = (await runAction(
      form({ intent: "reset", _client: "fetch", token, password: "third-secret", confirmPassword: "third-secret" }),
    )) as unknown as { data: unknown };
    expect(again.data).toMatchObject({ ok: false, notice: AUTH_NOTICES.resetLinkInvalid });

    // Without scripts, a reset that came with somewhere to go (a new reviewer's link: Reviews)
    // leads to the sign-in page, which goes on there.
    await runAction(form({ intent: "forgot", _client: "fetch", email: "fay@example.org" }));
    const [second] = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, "fay@example.org"), eq(mailMessages.template, "password-reset")))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    const secondLink = /https?:\/\/\S+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]+/.exec(
      second!.text,
    )?.[0];
    const secondToken = new URL((await app.request(secondLink!)).headers.get("location")!, PUBLIC_URL).searchParams.get(
      "token",
    )!;
    const onwards = (await runAction(
      form({
        intent: "reset",
        _client: "document",
        token: secondToken,
        password: "fourth-secret",
        confirmPassword: "fourth-secret",
        redirectTo: "/dashboard/reviews",
      }),
    )) as Response;
    expect(onwards.status).toBe(302);
    expect(onwards.headers.get("location")).toBe("/auth?notice=password-updated&redirectTo=%2Fdashboard%2Freviews");
  });

  it("queues no e-mail for an unknown address but answers the same", async () => {
    const before = await db().select().from(mailMessages);
    const sent = (await runAction(
      form({ intent: "forgot", _client: "fetch", email: "nobody-here@example.org" }),
    )) as unknown as { data: unknown };
    expect(sent.data).toMatchObject({ ok: true, notice: AUTH_NOTICES.resetEmailSent });
    expect(await db().select().from(mailMessages)).toHaveLength(before.length);
  });
});

describe("session helpers", () => {
  it("requireUser sends a visitor to /auth and back", async () => {
    // A client navigation asks for /dashboard/submissions.data; the page to come back to is the one without it.
    const request = pageRequest(
      "/dashboard/submissions.data?status=submitted&_routes=routes%2Fdashboard%2Fsubmissions",
    );
    const url = new URL("http://localhost/dashboard/submissions?status=submitted");
    const thrown = await requireUser({ request, url }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe(
      "/auth?redirectTo=%2Fdashboard%2Fsubmissions%3Fstatus%3Dsubmitted",
    );
  });

  it("the public layout is the same for everyone; GET /api/session tells the browser who is signed in, privately", async () => {
    const cookie = sessionCookieOf(await signUp("Lay Out", "layout@example.org"));
    const shell = await layoutLoader();
    expect(JSON.stringify(shell)).not.toContain("layout@example.org");
    const mine = await sessionLoader(routeArgs(pageRequest("/api/session", cookie)) as never);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(await mine.json()).toEqual({
      user: { name: "Lay Out", email: "layout@example.org", roles: [{ role: "author", journalId: null }] },
      article: null,
    });
    const visitor = await sessionLoader(routeArgs(pageRequest("/api/session")) as never);
    expect(await visitor.json()).toEqual({ user: null, article: null });
  });
});

describe("test actors", () => {
  it("gives each of the six actors a working session with exactly its role", async () => {
    const actors = await createActors(platform, { label: "suite" });
    expect(Object.keys(actors)).toEqual([...ACTOR_NAMES]);
    expect(actors.visitor.headers).toEqual({});
    expect(await getCurrentUser(actors.visitor.request("/"))).toBeNull();
    for (const name of ["author", "otherAuthor", "reviewer", "editor", "admin"] as const) {
      const user = await getCurrentUser(actors[name].request("/"));
      expect(user?.id).toBe(actors[name].userId);
      expect(user?.roles).toEqual([{ role: actors[name].role, journalId: null }]);
    }
    expect(actors.author.userId).not.toBe(actors.otherAuthor.userId);
  });
});
