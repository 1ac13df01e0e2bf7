import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { roleAssignments, users } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import type { RoleName } from "~/modules/auth/roles";
import { createHttpApp } from "../../server/http-app";
import type { TestPlatform } from "./test-platform";

/** The six actors of the authorization suite. */
export const ACTOR_NAMES = ["visitor", "author", "otherAuthor", "reviewer", "editor", "admin"] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export type Actor = {
  name: ActorName;
  /** Null for the visitor. */
  userId: string | null;
  email: string | null;
  /** The role the actor holds (exactly one; none for the visitor). */
  role: RoleName | null;
  /** Request headers: the session cookie (none for the visitor). */
  headers: Record<string, string>;
  /** A request to `path` on the platform as this actor (absolute URL from PUBLIC_URL, with the cookie). */
  request: (path: string, init?: RequestInit) => Request;
};

export type Actors = Record<ActorName, Actor>;

export const ACTOR_PASSWORD = "actor-password";

/** The HTTP app without a route build: enough for /api/auth and the other non-page endpoints. */
export function createApiApp() {
  return createHttpApp(
    () => Promise.reject(new Error("no route build in tests")) as Promise<ServerBuild>,
    "production",
  );
}

/** The `name=value` of the session cookie in a response. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /(^|\.)session_token=/.test(c) && !c.endsWith("="));
  if (!cookie) throw new Error(`no session cookie in the answer (status ${response.status})`);
  return cookie;
}

/**
 * Creates the actors on a started platform through the real sign-up and sign-in endpoints (each
 * from its own client address, so rate limits never get in the way) and returns their session
 * headers. Every actor holds exactly one role: the default 'author' role of a new account is
 * replaced for the reviewer and the editor. The admin is the platform's own admin (ADMIN_EMAIL).
 * `editorJournalId` / `reviewerJournalId` scope those roles to one journal (default: all journals).
 *
 * `seeded: true`, for suites that are not about signing up or in: the same accounts and sessions
 * made through Better Auth's own adapter instead of its endpoints (see seededSessionCookie), with
 * no password hashed per actor. Each hash is scrypt's 60 ms of CPU, five per call, and the
 * authorization suite alone makes 25 calls.
 */
export async function createActors(
  platform: TestPlatform,
  opts: { editorJournalId?: string | null; reviewerJournalId?: string | null; label?: string; seeded?: boolean } = {},
): Promise<Actors> {
  const { env, database } = platform.services;
  const { db } = database;
  const app = createApiApp();
  const label = opts.label ?? Math.random().toString(36).slice(2, 8);
  let addressCounter = 10;

  const call = (path: string, body: Record<string, unknown>) =>
    app.request(
      `${env.publicUrl}/api/auth${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.publicUrl },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: `198.51.100.${addressCounter++}` } } },
    );

  const makeActor = (
    name: ActorName,
    role: RoleName | null,
    userId: string | null,
    email: string | null,
    cookie?: string,
  ): Actor => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    return {
      name,
      userId,
      email,
      role,
      headers,
      request: (path, init = {}) => {
        const merged = new Headers(init.headers);
        if (cookie) merged.set("cookie", cookie);
        if (init.method && init.method !== "GET" && !merged.has("origin")) merged.set("origin", env.publicUrl);
        return new Request(`${env.publicUrl}${path}`, { ...init, headers: merged });
      },
    };
  };

  const signUp = async (name: ActorName, fullName: string, role: RoleName): Promise<Actor> => {
    const email = `${name.toLowerCase()}-${label}@example.org`;
    let user: { id: string };
    let cookie: string;
    if (opts.seeded) {
      ({ user, cookie } = await seededAccount(fullName, email));
    } else {
      const response = await call("/sign-up/email", { name: fullName, email, password: ACTOR_PASSWORD });
      if (response.status !== 200)
        throw new Error(`sign-up of ${name} failed: ${response.status} ${await response.text()}`);
      cookie = sessionCookieOf(response);
      ({ user } = (await response.json()) as { user: { id: string } });
    }
    if (role !== "author") {
      const journalId = (name === "editor" ? opts.editorJournalId : opts.reviewerJournalId) ?? null;
      await db.transaction(async (tx) => {
        await tx
          .delete(roleAssignments)
          .where(and(eq(roleAssignments.userId, user.id), eq(roleAssignments.role, "author")));
        await tx.insert(roleAssignments).values({ userId: user.id, role, journalId });
      });
    }
    return makeActor(name, role, user.id, email, cookie);
  };

  const author = await signUp("author", "Ada Author", "author");
  const otherAuthor = await signUp("otherAuthor", "Oscar Other", "author");
  const reviewer = await signUp("reviewer", "Rita Reviewer", "reviewer");
  const editor = await signUp("editor", "Eddie Editor", "editor");

  const adminEmail = env.ADMIN_EMAIL ?? "admin@example.org";
  const adminPassword = env.ADMIN_PASSWORD;
  if (!adminPassword) throw new Error("createActors needs ADMIN_PASSWORD in the platform's environment");
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail.toLowerCase()));
  let adminCookie: string;
  if (opts.seeded) {
    adminCookie = await seededSessionCookie(adminRow.id);
  } else {
    const signedIn = await call("/sign-in/email", { email: adminEmail, password: adminPassword });
    if (signedIn.status !== 200) throw new Error(`admin sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    adminCookie = sessionCookieOf(signedIn);
  }
  const admin = makeActor("admin", "admin", adminRow.id, adminEmail, adminCookie);

  return { visitor: makeActor("visitor", null, null, null), author, otherAuthor, reviewer, editor, admin };
}

/** ACTOR_PASSWORD hashed once per test process: a seeded actor can still sign in with it. */
let actorPasswordHash: Promise<string> | undefined;

/**
 * An account as sign-up makes it, without its endpoint: the user through Better Auth's adapter (so
 * its database hooks run as on sign-up: the author role, the admins' notice, the welcome e-mail),
 * the password account with ACTOR_PASSWORD's hash (made once per process), and a session.
 */
async function seededAccount(name: string, email: string): Promise<{ user: { id: string }; cookie: string }> {
  const context = await getAuth().$context;
  actorPasswordHash ??= context.password.hash(ACTOR_PASSWORD);
  const user = await context.internalAdapter.createUser(
    { name, email, emailVerified: false },
    { method: "email-password" },
  );
  await context.internalAdapter.createAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await actorPasswordHash,
  });
  return { user, cookie: await seededSessionCookie(user.id) };
}

/**
 * A session of the user made through Better Auth's adapter (its session hooks run, as on sign-in:
 * an inactive account gets none), and its cookie signed as Better Auth signs it (better-call's
 * signCookieValue: the token, a dot and the token's HMAC-SHA-256 under the secret, in base64,
 * URL-encoded). The platform reads it like any other session cookie.
 */
async function seededSessionCookie(userId: string): Promise<string> {
  const context = await getAuth().$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = crypto.createHmac("sha256", context.secret).update(session.token).digest("base64");
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

/**
 * One more signed-in person beside the six actors (a copyeditor, a layout editor, ADR 069): a
 * seeded account holding `role` for `journalId` (every journal when null) instead of 'author'.
 * Its `name` is the nearest actor's for the Actor type; `email` tells them apart.
 */
export async function createRoleActor(
  platform: TestPlatform,
  opts: { fullName: string; email: string; role: RoleName; journalId: string | null },
): Promise<Actor> {
  const { env, database } = platform.services;
  const { user, cookie } = await seededAccount(opts.fullName, opts.email);
  await database.db.transaction(async (tx) => {
    await tx.delete(roleAssignments).where(eq(roleAssignments.userId, user.id));
    await tx.insert(roleAssignments).values({ userId: user.id, role: opts.role, journalId: opts.journalId });
  });
  return {
    name: "reviewer",
    userId: user.id,
    email: opts.email,
    role: opts.role,
    headers: { cookie },
    request: (path, init = {}) => {
      const merged = new Headers(init.headers);
      merged.set("cookie", cookie);
      if (init.method && init.method !== "GET" && !merged.has("origin")) merged.set("origin", env.publicUrl);
      return new Request(`${env.publicUrl}${path}`, { ...init, headers: merged });
    },
  };
}
