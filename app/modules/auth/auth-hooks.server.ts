// Better Auth's hooks around its endpoints (registered in app/lib/auth.server.ts):
// - /sign-in/email: the flood guard, the per-account lock and the per-address slowdown of failed
//   sign-ins (sign-in-throttle.server.ts, docs/decisions/012 and 050);
// - /update-user and /sign-up/email: the account's name and image meet the settings page's rules
//   (account-fields.schemas.ts), so the API stores nothing the form would refuse.
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { accountFieldsSchema } from "./account-fields.schemas";
import type { SignInRefusal } from "./sign-in-throttle";
import {
  admitSignInRequest,
  beginSignInAttempt,
  endSignInAttempt,
  failureAnswerDelay,
  type SignInAttempt,
  type SignInResult,
} from "./sign-in-throttle.server";

const SIGN_IN_PATH = "/sign-in/email";
const ACCOUNT_FIELD_PATHS = new Set(["/update-user", "/sign-up/email"]);

type HookContext = {
  path?: string;
  body?: unknown;
  headers?: Headers;
  request?: Request;
  context: { options: Parameters<typeof getIP>[1]; returned?: unknown };
};

/** The client address Better Auth knows the request by (the HTTP layer sets it), or null. */
function clientAddressOf(ctx: HookContext): string | null {
  const from = ctx.request ?? ctx.headers;
  return from ? getIP(from, ctx.context.options) : null;
}

/** The e-mail address and client address of a sign-in request, as the failure counters know them. */
function signInAttemptOf(ctx: HookContext): SignInAttempt | null {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return null;
  return { email, address: clientAddressOf(ctx) };
}

/** A 429 that says why and for how long, with Retry-After. */
function tooManyRequests(refused: SignInRefusal): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: refused.code, message: refused.message },
    { "Retry-After": String(refused.retryAfterSeconds) },
  );
}

/**
 * Before the password is checked: a flood from the address, or a locked account, is refused with
 * a 429 (no oracle: the password is not looked at); otherwise the attempt is counted.
 */
async function beforeSignIn(ctx: HookContext): Promise<void> {
  const address = clientAddressOf(ctx);
  // No address: a call from the server itself (auth.api), which no client can repeat.
  const flood = address ? await admitSignInRequest(address) : null;
  if (flood) throw tooManyRequests(flood);
  const attempt = signInAttemptOf(ctx);
  if (!attempt) return;
  const refused = await beginSignInAttempt(attempt);
  if (refused) throw tooManyRequests(refused);
}

/** What the endpoint's answer says about the attempt: a wrong password, a success, or neither. */
function signInResultOf(returned: unknown): SignInResult {
  const failed = isAPIError(returned) && returned.statusCode >= 400;
  if (!failed) return "success";
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return code === "INVALID_EMAIL_OR_PASSWORD" ? "failure" : "other";
}

/**
 * After the password was checked: the attempt is settled, and a failure's answer is held back as
 * long as the address's failures call for. A correct password is answered at once.
 */
async function afterSignIn(ctx: HookContext): Promise<void> {
  const attempt = signInAttemptOf(ctx);
  if (!attempt) return;
  const delayMs = await endSignInAttempt(attempt, signInResultOf(ctx.context.returned));
  if (delayMs > 0) await failureAnswerDelay.wait(delayMs);
}

/**
 * The name and image of a sign-up or a profile update, checked as the settings page checks them:
 * a 400 with the form's message, or the request goes on with the name trimmed as the form keeps it.
 */
function checkAccountFields(ctx: HookContext) {
  const body = ctx.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  const { name, image } = body as { name?: unknown; image?: unknown };
  const parsed = accountFieldsSchema.safeParse({ name, image });
  if (!parsed.success) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_ACCOUNT_FIELDS", message: parsed.error.issues[0]!.message });
  }
  if (parsed.data.name === undefined) return;
  return { context: { body: { ...body, name: parsed.data.name } } };
}

export const authHooks = {
  before: createAuthMiddleware(async (ctx) => {
    if (ctx.path === SIGN_IN_PATH) return beforeSignIn(ctx);
    if (ACCOUNT_FIELD_PATHS.has(ctx.path)) return checkAccountFields(ctx);
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path === SIGN_IN_PATH) await afterSignIn(ctx);
  }),
};
