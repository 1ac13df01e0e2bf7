// The sign-up form of /auth answers the same whether the address has an account or not, and tells
// the owner of an existing account by e-mail (docs/decisions/012).
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, mailMessages, roleAssignments, sessions, users } from "~/db/schema";
import { AUTH_RATE_LIMITS } from "~/lib/auth.server";
import { clientAddressContext } from "~/lib/request-context";
import { AUTH_NOTICES } from "~/modules/auth/auth-messages";
import { action as authAction } from "~/routes/public/auth";
import { createApiApp, sessionCookieOf } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const PUBLIC_URL = "http://journals.test";

let platform: TestPlatform;
let addressCounter = 1;
const nextAddress = () => `203.0.113.${addressCounter++}`;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

type Answer = { status: number; body: string; setCookie: string[] };

/** Posts the sign-up form to the /auth action as a browser would, with scripts ("fetch") or without ("document"). */
async function postSignUp(
  fields: { name: string; email: string; password: string },
  client: "fetch" | "document",
  address = nextAddress(),
): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  const request = new Request(`${PUBLIC_URL}/auth?tab=signup`, {
    method: "POST",
    headers: { origin: PUBLIC_URL },
    body: new URLSearchParams({ intent: "sign-up", _client: client, redirectTo: "/", ...fields }),
  });
  let answer: unknown;
  try {
    answer = await authAction(routeArgs(request, {}, context) as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    return {
      status: answer.status,
      body: `redirect to ${answer.headers.get("location")}`,
      setCookie: answer.headers.getSetCookie(),
    };
  }
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return {
    status: init?.status ?? 200,
    body: JSON.stringify(data),
    setCookie: new Headers(init?.headers).getSetCookie(),
  };
}

async function createAccount(name: string, email: string, password: string): Promise<void> {
  const response = await createApiApp().request(
    `${PUBLIC_URL}/api/auth/sign-up/email`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify({ name, email, password }),
    },
    { incoming: { socket: { remoteAddress: nextAddress() } } },
  );
  expect(response.status).toBe(200);
  sessionCookieOf(response);
}

async function accountState(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) return null;
  const [account] = await db().select().from(accounts).where(eq(accounts.userId, user.id));
  const userSessions = await db().select().from(sessions).where(eq(sessions.userId, user.id));
  return { user, passwordHash: account?.password, sessions: userSessions.map((s) => s.token).sort() };
}

const mailsTo = async (email: string) =>
  (await db().select().from(mailMessages).where(eq(mailMessages.recipient, email))).map((m) => m.template);

describe("the sign-up form", () => {
  beforeAll(async () => {
    await createAccount("Olga Owner", "olga@example.org", "olga-secret");
  });

  for (const client of ["fetch", "document"] as const) {
    it(`answers a new address and one with an account alike (${client === "fetch" ? "with" : "without"} scripts)`, async () => {
      const newEmail = `newcomer-${client}@example.org`;
      const before = await accountState("olga@example.org");
      const mailsBefore = await mailsTo("olga@example.org");

      const fresh = await postSignUp({ name: "Nico Newcomer", email: newEmail, password: "nico-secret" }, client);
      const taken = await postSignUp(
        { name: "Someone Else", email: "Olga@Example.org", password: "another-secret" },
        client,
      );

      // The same status, the same body, no cookie in either.
      expect(taken).toEqual(fresh);
      expect(fresh.status).toBe(200);
      expect(fresh.setCookie).toEqual([]);
      expect(JSON.parse(fresh.body)).toEqual({
        intent: "sign-up",
        ok: true,
        notice: AUTH_NOTICES.signUpRequested,
        redirectTo: "/",
      });
      expect(AUTH_NOTICES.signUpRequested).toEqual({
        kind: "success",
        title: "Success!",
        text: "Check your email: we have sent a message about your account with a link to sign in.",
      });

      // The new address has its account as before (author, welcome e-mail), without a session.
      const created = await accountState(newEmail);
      expect(created?.user).toMatchObject({ name: "Nico Newcomer", status: "active" });
      expect(created?.sessions).toEqual([]);
      const roles = await db().select().from(roleAssignments).where(eq(roleAssignments.userId, created!.user.id));
      expect(roles.map((r) => r.role)).toEqual(["author"]);
      expect(await mailsTo(newEmail)).toEqual(["welcome"]);

      // The existing account is untouched; its owner is told.
      expect(await accountState("olga@example.org")).toEqual(before);
      const expected = client === "fetch" ? ["sign-up-attempt"] : [];
      expect((await mailsTo("olga@example.org")).slice(mailsBefore.length)).toEqual(expected);
    });
  }

  it("writes to the owner with the way to sign in, at most once an hour", async () => {
    // The first test of this file already told Olga; the second (within the hour) did not.
    const mails = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, "olga@example.org"), eq(mailMessages.template, "sign-up-attempt")));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Someone tried to create a Scholarly Press account with your address");
    expect(mails[0].text).toContain("Hello Olga Owner,");
    expect(mails[0].text).toContain(`Sign in: ${PUBLIC_URL}/auth`);
    expect(mails[0].text).not.toContain("another-secret");

    await createAccount("Piet Owner", "piet@example.org", "piet-secret");
    for (let i = 0; i < 3; i++) {
      await postSignUp({ name: "Spammer", email: "piet@example.org", password: "whatever1" }, "fetch");
    }
    expect(await mailsTo("piet@example.org")).toEqual(["welcome", "sign-up-attempt"]);
  });

  it("limits sign-ups per client address alike for both", async () => {
    const address = nextAddress();
    for (let i = 0; i < AUTH_RATE_LIMITS.signUp.max; i++) {
      const answer = await postSignUp(
        { name: "Quick Fingers", email: `quick-${i}@example.org`, password: "quick-secret" },
        "fetch",
        address,
      );
      expect(answer.status).toBe(200);
    }
    const fresh = await postSignUp(
      { name: "Quick Fingers", email: "quick-next@example.org", password: "quick-secret" },
      "fetch",
      address,
    );
    const taken = await postSignUp(
      { name: "Quick Fingers", email: "olga@example.org", password: "quick-secret" },
      "fetch",
      address,
    );
    expect(fresh.status).toBe(429);
    expect(taken).toEqual({ ...fresh, body: fresh.body.replace("quick-next@example.org", "olga@example.org") });
    expect(await accountState("quick-next@example.org")).toBeNull();
  });

  it("still checks the fields first", async () => {
    const answer = await postSignUp({ name: "Shorty", email: "shorty@example.org", password: "12345" }, "fetch");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).fieldErrors).toEqual({ password: "Password must be at least 6 characters long." });
  });
});
