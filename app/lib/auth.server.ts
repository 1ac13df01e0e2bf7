import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import {
  isUserActive,
  onUserCreated,
  PASSWORD_RESET_MINUTES,
  queuePasswordResetMail,
} from "~/modules/auth/auth.service.server";
import { MAX_PASSWORD, MIN_PASSWORD } from "~/modules/auth/auth.schemas";
import { authHooks } from "~/modules/auth/auth-hooks.server";
import { SIGN_IN_LIMITS } from "~/modules/auth/sign-in-throttle";
import { clearSignInFailures } from "~/modules/auth/sign-in-throttle.server";
import { logger } from "./logger.server";
import { services, type Services } from "./services.server";

/**
 * The header Better Auth reads the client address from. The HTTP layer overwrites it with the
 * socket address on every request it hands over (server/auth-routes.ts, the /auth page's action),
 * so a value sent by the client is never believed.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** Where Better Auth's endpoints are mounted. */
export const AUTH_BASE_PATH = "/api/auth";

/** Cookie names start with this (`sp.session_token`, `__Secure-sp.session_token` over https). */
export const AUTH_COOKIE_PREFIX = "sp";

const DAY = 24 * 60 * 60;

/**
 * Requests allowed per client address: `max` within `window` seconds. Sign-up is Better Auth's
 * limiter (`max` requests, then a refusal until `window` seconds have passed without one). Sign-in
 * has a guard of its own, a sliding window (SIGN_IN_LIMITS.flood in
 * app/modules/auth/sign-in-throttle.ts, docs/decisions/050): Better Auth's counter never ends
 * while requests keep coming less than `window` apart, so a busy office was refused after `max`
 * sign-ins however slowly they came. Password guessing is limited by counting failed sign-ins per
 * account and per address (the same file, docs/decisions/012).
 */
export const AUTH_RATE_LIMITS = {
  signIn: { window: SIGN_IN_LIMITS.flood.windowSeconds, max: SIGN_IN_LIMITS.flood.maxRequests },
  signUp: { window: 10, max: 5 },
} as const;

export const INACTIVE_ACCOUNT_MESSAGE = "This account has been deactivated. Please contact the editorial office.";

function createAuth(s: Services) {
  const { env } = s;
  return betterAuth({
    appName: "Scholarly Press",
    baseURL: env.publicUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: [env.publicUrl],
    secret: s.secret,
    telemetry: { enabled: false },
    logger: {
      // Better Auth's own messages go through pino, like every other log line.
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        const rest = args.filter((a) => !(a instanceof Error));
        const fields = { ...(err ? { err } : {}), ...(rest.length ? { args: rest } : {}) };
        if (level === "error") logger.error(fields, `auth: ${message}`);
        else if (level === "warn") logger.warn(fields, `auth: ${message}`);
        else logger.debug(fields, `auth: ${message}`);
      },
    },
    database: drizzleAdapter(s.database.db, {
      provider: "pg",
      // Sign-up writes the user, the account and the session in one transaction.
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        // Set by the database and by admins, never by the person signing up (input: false).
        status: { type: "string", required: false, input: false },
        affiliation: { type: "string", required: false, input: false },
        orcid: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      sendResetPassword: async ({ user, url }) => {
        await queuePasswordResetMail({ name: user.name, email: user.email }, url);
      },
      // The owner proved they read the account's mail: a sign-in lock ends with the new password.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(user.email);
      },
    },
    // Sign-in limits, and the account fields' rules on the API (app/modules/auth/auth-hooks.server.ts).
    hooks: authHooks,
    session: {
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Limited by the hooks' sliding window instead (AUTH_RATE_LIMITS.signIn).
        "/sign-in/email": false,
        "/sign-up/email": AUTH_RATE_LIMITS.signUp,
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs after the sign-up transaction has committed.
          after: async (user) => {
            await onUserCreated({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt });
          },
        },
      },
      session: {
        create: {
          // After the password was checked: an inactive account gets no session. The lookup goes
          // through Better Auth's adapter, which joins a sign-up transaction when there is one.
          before: async (session, ctx) => {
            const user = ctx
              ? await ctx.context.internalAdapter.findUserById(session.userId)
              : { status: (await isUserActive(session.userId)) ? "active" : "inactive" };
            if (user && (user as { status?: unknown }).status === "inactive") {
              throw new APIError("FORBIDDEN", { code: "ACCOUNT_INACTIVE", message: INACTIVE_ACCOUNT_MESSAGE });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per started platform: tests boot several platforms in one process, and a restart
// on the same database must find the same sessions.
const instances = new WeakMap<Services, Auth>();

/** The Better Auth instance of the running platform. */
export function getAuth(): Auth {
  const s = services();
  let auth = instances.get(s);
  if (!auth) {
    auth = createAuth(s);
    instances.set(s, auth);
  }
  return auth;
}
