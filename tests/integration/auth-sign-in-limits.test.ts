// Sign-ins are limited per account (failures lock it), per client address (failures are slowed down,
// never refused) and against floods (a sliding window per address): docs/decisions/012 and 050.
import { and, eq, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { mailMessages, rateLimits } from "~/db/schema";
import { clientAddressContext } from "~/lib/request-context";
import { signIn as signInFlow } from "~/modules/auth/auth-flows.server";
import { SIGN_IN_LIMITS, SIGN_IN_REFUSALS } from "~/modules/auth/sign-in-throttle";
import {
  admitSignInRequest,
  beginSignInAttempt,
  endSignInAttempt,
  failureAnswerDelay,
} from "~/modules/auth/sign-in-throttle.server";
import { action as authAction } from "~/routes/public/auth";
import { withClockStopped } from "../helpers/stopped-clock";
import { createApiApp, sessionCookieOf } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const PUBLIC_URL = "http://journals.test";
const MINUTE = 60_000;
/** For the tests that sign in tens of times (password hashing each time, on a loaded machine). */
const MANY_SIGN_INS = { timeout: 120_000 };

let platform: TestPlatform;
let app: ReturnType<typeof createApiApp>;
let addressCounter = 1;
/** A fresh client address, so that the per-address counter of one test does not touch another. */
const nextAddress = () => `198.51.100.${addressCounter++}`;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  app = createApiApp();
});
afterAll(() => platform.stop());

/** The delays failed sign-ins were held back by, in order: recorded, not waited for. */
let heldBack: MockInstance<(ms: number) => Promise<void>>;
beforeEach(() => {
  heldBack = vi.spyOn(failureAnswerDelay, "wait").mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function authPost(path: string, body: unknown, address: string) {
  return app.request(
    `${PUBLIC_URL}/api/auth${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const signIn = (email: string, password: string, address = nextAddress()) =>
  authPost("/sign-in/email", { email, password }, address);

async function createAccount(email: string, password: string): Promise<void> {
  const response = await authPost("/sign-up/email", { name: "Lock Tester", email, password }, nextAddress());
  expect(response.status).toBe(200);
}

const accountLockedText = (minutes: number) =>
  `Too many failed sign-in attempts for this account. Try again in ${minutes} minutes, or reset your password with Forgot password.`;

describe("failed sign-ins against other e-mail addresses", () => {
  it("do not lock an account out from the same client address (they once did after five)", MANY_SIGN_INS, async () => {
    await createAccount("owner@example.org", "owner-secret");
    const shared = nextAddress();
    for (let i = 0; i < 10; i++) {
      const attempt = await signIn(`typo-${i}@example.org`, "wrong-password", shared);
      expect(attempt.status, `attempt ${i + 1}`).toBe(401);
    }
    const owner = await signIn("owner@example.org", "owner-secret", shared);
    expect(owner.status).toBe(200);
    sessionCookieOf(owner);
  });
});

describe("the per-account limit", () => {
  it(
    "locks an account for everyone after five failures from five addresses, the right password included",
    MANY_SIGN_INS,
    async () => {
      await createAccount("target@example.org", "target-secret");
      await createAccount("bystander@example.org", "bystander-secret");
      const addresses = Array.from({ length: SIGN_IN_LIMITS.account.maxFailures }, nextAddress);
      for (const address of addresses) {
        expect((await signIn("target@example.org", "guess", address)).status).toBe(401);
      }

      const refused = await signIn("Target@Example.org", "target-secret", nextAddress());
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ code: "ACCOUNT_TEMPORARILY_LOCKED", message: accountLockedText(15) });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers.getSetCookie()).toEqual([]);

      // Other accounts, from the same addresses, are not touched.
      expect((await signIn("bystander@example.org", "bystander-secret", addresses[0])).status).toBe(200);
    },
  );

  it("behaves the same for an address without an account, so the lock reveals nothing", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures; i++) {
      expect((await signIn("nobody-at-all@example.org", "guess")).status).toBe(401);
    }
    const refused = await signIn("nobody-at-all@example.org", "guess");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "ACCOUNT_TEMPORARILY_LOCKED", message: accountLockedText(15) });
  });

  it("starts counting again after a successful sign-in", MANY_SIGN_INS, async () => {
    await createAccount("forgetful@example.org", "forgetful-secret");
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures - 1; i++) {
        expect((await signIn("forgetful@example.org", "not-it")).status).toBe(401);
      }
      expect((await signIn("forgetful@example.org", "forgetful-secret")).status).toBe(200);
    }
  });

  it("lets through no more than the limit when guesses arrive all at once", async () => {
    await createAccount("burst@example.org", "burst-secret");
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => (await signIn("burst@example.org", "guess")).status),
    );
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.maxFailures);
    expect(answers.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect((await signIn("burst@example.org", "burst-secret")).status).toBe(429);
  });

  it("ends the lock after its time, and a lock soon after the last one lasts longer (15, 30, 60 minutes)", async () => {
    const attempt = { email: "clock@example.org", address: null };
    let now = Date.now();
    const fail = async () => {
      expect(await beginSignInAttempt(attempt, now)).toBeNull();
      await endSignInAttempt(attempt, "failure", now);
    };
    for (const minutes of [15, 30, 60, 60]) {
      for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures; i++) await fail();
      expect(await beginSignInAttempt(attempt, now)).toMatchObject({ message: accountLockedText(minutes) });
      now += (minutes - 1) * MINUTE;
      expect(await beginSignInAttempt(attempt, now)).toMatchObject({ code: "ACCOUNT_TEMPORARILY_LOCKED" });
      now += MINUTE + 1000;
    }
    // A day without a lock: the next one is short again.
    now += 24 * 60 * MINUTE + 1000;
    for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures; i++) await fail();
    expect(await beginSignInAttempt(attempt, now)).toMatchObject({ message: accountLockedText(15) });
    // Failures spread wider than the window never lock.
    const spread = { email: "spread@example.org", address: null };
    let later = Date.now();
    for (let i = 0; i < 3 * SIGN_IN_LIMITS.account.maxFailures; i++) {
      expect(await beginSignInAttempt(spread, later)).toBeNull();
      await endSignInAttempt(spread, "failure", later);
      later += (SIGN_IN_LIMITS.account.windowMinutes * MINUTE) / (SIGN_IN_LIMITS.account.maxFailures - 1);
    }
  });

  it("is lifted by resetting the password from the e-mailed link", async () => {
    await createAccount("locked-out@example.org", "first-secret");
    for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures; i++) {
      await signIn("locked-out@example.org", "guess");
    }
    expect((await signIn("locked-out@example.org", "first-secret")).status).toBe(429);

    expect(
      (
        await authPost(
          "/request-password-reset",
          { email: "locked-out@example.org", redirectTo: "/auth" },
          nextAddress(),
        )
      ).status,
    ).toBe(200);
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, "locked-out@example.org"), eq(mailMessages.template, "password-reset")));
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const reset = await authPost("/reset-password", { token, newPassword: "second-secret" }, nextAddress());
    expect(reset.status).toBe(200);
    expect((await signIn("locked-out@example.org", "second-secret")).status).toBe(200);
  });
});

describe("failed sign-ins from one client address", () => {
  it("never refuse a colleague's correct password, while the attacked account still locks", MANY_SIGN_INS, async () => {
    await createAccount("colleague@example.org", "colleague-secret");
    await createAccount("attacked@example.org", "attacked-secret");
    const office = nextAddress();
    // Once the whole office was refused for 15 minutes after 20 failures on any accounts. (Fewer
    // than 25 requests in all: more within 10 seconds would be a flood, see below.)
    for (let i = 0; i < 16; i++) {
      expect((await signIn(`victim-${i}@example.org`, "Password1", office)).status, `attempt ${i + 1}`).toBe(401);
    }
    for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures; i++) {
      expect((await signIn("attacked@example.org", "Password1", office)).status).toBe(401);
    }

    const colleague = await signIn("colleague@example.org", "colleague-secret", office);
    expect(colleague.status).toBe(200);
    sessionCookieOf(colleague);
    // The per-account lock is untouched: the attacked account is refused, its password too.
    const attacked = await signIn("attacked@example.org", "attacked-secret", office);
    expect(attacked.status).toBe(429);
    expect(await attacked.json()).toMatchObject({ code: "ACCOUNT_TEMPORARILY_LOCKED" });
  });

  it("are answered later and later past the first ten; a correct password at once", MANY_SIGN_INS, async () => {
    await createAccount("punctual@example.org", "punctual-secret");
    const office = nextAddress();
    for (let i = 0; i < 16; i++) {
      expect((await signIn(`sprayed-${i}@example.org`, "Password1", office)).status).toBe(401);
    }
    expect(heldBack.mock.calls.map(([ms]) => ms / 1000)).toEqual([1, 2, 4, 8, 16, 30]);
    expect((await signIn("punctual@example.org", "punctual-secret", office)).status).toBe(200);
    expect(heldBack).toHaveBeenCalledTimes(6);
  });

  it("get their answer only once the delay is over", async () => {
    const office = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.address.freeFailures; i++) {
      expect((await signIn(`patient-${i}@example.org`, "Password1", office)).status).toBe(401);
    }
    expect(heldBack).not.toHaveBeenCalled();
    let endDelay = () => {};
    heldBack.mockImplementationOnce(() => new Promise<void>((resolve) => (endDelay = resolve)));
    let answered = false;
    const answer = Promise.resolve(signIn("patient-last@example.org", "Password1", office)).then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(() => expect(heldBack).toHaveBeenCalledWith(1000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    endDelay();
    expect((await answer).status).toBe(401);
  });

  it("do not count successful sign-ins", MANY_SIGN_INS, async () => {
    await createAccount("regular@example.org", "regular-secret");
    const office = nextAddress();
    for (let i = 0; i < 20; i++) {
      expect((await signIn("regular@example.org", "regular-secret", office)).status).toBe(200);
    }
    expect((await signIn("regular@example.org", "a typo", office)).status).toBe(401);
    expect(heldBack).not.toHaveBeenCalled();
  });
});

describe("the flood guard", () => {
  const WINDOW = SIGN_IN_LIMITS.flood.windowSeconds * 1000;
  const admitted = async (address: string, at: number, n: number) => {
    let count = 0;
    for (let i = 0; i < n; i++) if ((await admitSignInRequest(address, at)) === null) count++;
    return count;
  };

  it(
    "refuses the 26th sign-in request within 10 seconds, successes included, with Retry-After",
    MANY_SIGN_INS,
    async () => {
      await createAccount("busy@example.org", "busy-secret");
      const address = nextAddress();
      const refused = await withClockStopped(async () => {
        for (let i = 0; i < SIGN_IN_LIMITS.flood.maxRequests; i++) {
          expect((await signIn("busy@example.org", "busy-secret", address)).status, `request ${i + 1}`).toBe(200);
        }
        return signIn("busy@example.org", "busy-secret", address);
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: "Too many requests. Please try again later.",
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(10);
      expect((await signIn("busy@example.org", "busy-secret", nextAddress())).status).toBe(200);
    },
  );

  it("is a sliding window: a burst straddling the edge of a fixed 10-second window is caught", async () => {
    const address = nextAddress();
    // A fixed window [start, start + 10 s) would count each burst in a window of its own.
    const start = Math.ceil(Date.now() / WINDOW) * WINDOW + WINDOW;
    expect(await admitted(address, start + WINDOW - 500, 25)).toBe(25);
    expect(await admitSignInRequest(address, start + WINDOW + 500)).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      retryAfterSeconds: 9,
    });
    expect(await admitted(address, start + 2 * WINDOW - 600, 25)).toBe(0);
    // Ten seconds after the burst, its requests have left the window.
    expect(await admitted(address, start + 2 * WINDOW - 500, 30)).toBe(25);
  });

  it("never refuses requests that keep coming, as long as they are 25 at most in any 10 seconds", async () => {
    const address = nextAddress();
    // Better Auth's counter only ended after 10 quiet seconds: a steady office was refused at the 26th.
    let at = Date.now();
    for (let i = 0; i < 60; i++, at += WINDOW / SIGN_IN_LIMITS.flood.maxRequests) {
      expect(await admitSignInRequest(address, at), `request ${i + 1}`).toBeNull();
    }
  });
});

describe("the counters", () => {
  it("are kept in the database, without e-mail or client addresses in clear", async () => {
    const rows = await db().select().from(rateLimits).where(like(rateLimits.key, "sign-in:%"));
    expect(rows.some((row) => row.key.startsWith("sign-in:flood:"))).toBe(true);
    for (const row of rows) {
      expect(row.key).toMatch(/^sign-in:(account|lock|address|flood:\d+):[A-Za-z0-9_-]{32}$/);
      // Still counting (Better Auth's pruning leaves them), except the flood guard's: 10 seconds each.
      if (!row.key.startsWith("sign-in:flood:")) expect(row.lastRequest).toBeGreaterThan(Date.now());
    }
  });
});

describe("the /auth page", () => {
  const form = (fields: Record<string, string>) =>
    new Request(`${PUBLIC_URL}/auth`, {
      method: "POST",
      headers: { origin: PUBLIC_URL },
      body: new URLSearchParams(fields),
    });
  const runAction = async (request: Request) => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, nextAddress());
    try {
      return (await authAction(routeArgs(request, {}, context) as never)) as unknown as {
        data: { ok: boolean; notice: unknown };
        init: { status: number };
      };
    } catch (thrown) {
      throw new Error(`unexpected ${thrown instanceof Response ? `redirect ${thrown.status}` : String(thrown)}`, {
        cause: thrown,
      });
    }
  };

  it("says why and for how long, with and without scripts", async () => {
    await createAccount("page-locked@example.org", "page-secret");
    const caller = { request: new Request(`${PUBLIC_URL}/auth`), address: nextAddress() };
    for (let i = 0; i < SIGN_IN_LIMITS.account.maxFailures; i++) {
      await signInFlow({ email: "page-locked@example.org", password: "guess" }, caller);
    }
    const notice = { kind: "error", title: "Login failed", text: accountLockedText(15) };
    for (const client of ["fetch", "document"]) {
      const answer = await runAction(
        form({ intent: "sign-in", _client: client, email: "page-locked@example.org", password: "page-secret" }),
      );
      expect(answer.init.status, client).toBe(429);
      expect(answer.data).toMatchObject({ ok: false, notice });
    }
    expect(SIGN_IN_REFUSALS.accountLocked.message(15 * MINUTE)).toBe(accountLockedText(15));
  });
});
