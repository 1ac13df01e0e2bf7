// The sign-in page's use cases. Each goes through Better Auth's HTTP handler, exactly like a call to
// /api/auth would, so rate limits, origin checks and cookies behave the same for the page's forms
// (with or without JavaScript) and for API clients. The answer is turned into the spec's message.
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "~/lib/auth.server";
import { logger } from "~/lib/logger.server";
import { services } from "~/lib/services.server";
import { AUTH_NOTICES, type Notice } from "./auth-messages";
import { endSession, notifyOwnerOfSignUpAttempt } from "./auth.service.server";
import type { ForgotPasswordInput, ResetPasswordInput, SignInInput, SignUpInput } from "./auth.schemas";

/** Who is asking: the page request (its cookies, origin, user agent) and the client's socket address. */
export type AuthCaller = { request: Request; address: string };

export type AuthOutcome = {
  ok: boolean;
  notice: Notice;
  /** Set-Cookie headers for the page's response (the session cookie, or its removal). */
  setCookie: string[];
  /** A refusal for too many attempts (HTTP 429): the page answers with the same status. */
  tooManyAttempts?: boolean;
};

type AuthAnswer = { status: number; code?: string; message?: string; token?: string; setCookie: string[] };

// Headers of the page request that Better Auth's checks rely on (CSRF origin and fetch metadata).
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

async function callAuth(path: string, body: Record<string, unknown>, caller: AuthCaller): Promise<AuthAnswer> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = caller.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (caller.address !== "unknown") headers.set(CLIENT_IP_HEADER, caller.address);
  const url = `${services().env.publicUrl}${AUTH_BASE_PATH}${path}`;
  const response = await getAuth().handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
  const setCookie = response.headers.getSetCookie();
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // an empty or non-JSON body: only the status tells
  }
  const fields = json && typeof json === "object" ? (json as Record<string, unknown>) : {};
  return {
    status: response.status,
    code: typeof fields.code === "string" ? fields.code : undefined,
    message: typeof fields.message === "string" && fields.message ? fields.message : undefined,
    token: typeof fields.token === "string" && fields.token ? fields.token : undefined,
    setCookie,
  };
}

async function run(
  what: string,
  call: () => Promise<AuthAnswer>,
  interpret: (answer: AuthAnswer) => Notice,
): Promise<AuthOutcome> {
  try {
    const answer = await call();
    if (answer.status >= 500) {
      logger.error({ status: answer.status, code: answer.code, what }, "auth call failed");
      return { ok: false, notice: AUTH_NOTICES.unexpected, setCookie: answer.setCookie };
    }
    const notice = interpret(answer);
    return {
      ok: notice.kind === "success",
      notice,
      setCookie: answer.setCookie,
      ...(answer.status === 429 ? { tooManyAttempts: true } : {}),
    };
  } catch (err) {
    logger.error({ err, what }, "auth call failed");
    return { ok: false, notice: AUTH_NOTICES.unexpected, setCookie: [] };
  }
}

const ok = (answer: AuthAnswer) => answer.status >= 200 && answer.status < 300;

export function signIn(input: SignInInput, caller: AuthCaller): Promise<AuthOutcome> {
  return run(
    "sign-in",
    () => callAuth("/sign-in/email", { email: input.email, password: input.password, rememberMe: true }, caller),
    (a) => {
      if (ok(a)) return AUTH_NOTICES.signInSuccess;
      if (a.code === "INVALID_EMAIL_OR_PASSWORD") return AUTH_NOTICES.invalidCredentials;
      return a.message ? AUTH_NOTICES.signInFailed(a.message) : AUTH_NOTICES.unexpected;
    },
  );
}

/**
 * The sign-up form (docs/decisions/012): the answer is the same whether the address is new or
 * already has an account, so the form tells nobody which addresses have accounts. A new address
 * gets its account (author role, welcome e-mail) as through the API, but no session: the answer for
 * an existing address could not carry one. An existing address is left as it is and its owner is
 * e-mailed. Both go through Better Auth's endpoint first, so its rate limit counts both alike.
 */
export function signUp(input: SignUpInput, caller: AuthCaller): Promise<AuthOutcome> {
  return run(
    "sign-up",
    async () => {
      const answer = await callAuth(
        "/sign-up/email",
        { name: input.name, email: input.email, password: input.password },
        caller,
      );
      if (ok(answer)) {
        // Better Auth signs a new account in; the page does not.
        if (answer.token) await endSession(answer.token);
        return { status: 200, setCookie: [] };
      }
      if (answer.code === "USER_ALREADY_EXISTS" || answer.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
        // Hashing the password, as the sign-up of a new account does, keeps the two answers close in time.
        await (await getAuth().$context).password.hash(input.password);
        await notifyOwnerOfSignUpAttempt(input.email);
        return { status: 200, setCookie: [] };
      }
      return answer;
    },
    (a) => {
      if (ok(a)) return AUTH_NOTICES.signUpRequested;
      return a.message ? AUTH_NOTICES.signUpFailed(a.message) : AUTH_NOTICES.unexpected;
    },
  );
}

/** Sends the reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset(input: ForgotPasswordInput, caller: AuthCaller): Promise<AuthOutcome> {
  return run(
    "password-reset-request",
    () => callAuth("/request-password-reset", { email: input.email, redirectTo: "/auth" }, caller),
    (a) => (ok(a) ? AUTH_NOTICES.resetEmailSent : AUTH_NOTICES.resetEmailFailed(a.message)),
  );
}

export function resetPassword(input: ResetPasswordInput, caller: AuthCaller): Promise<AuthOutcome> {
  return run(
    "password-reset",
    () => callAuth("/reset-password", { token: input.token, newPassword: input.password }, caller),
    (a) => {
      if (ok(a)) return AUTH_NOTICES.passwordUpdated;
      if (a.code === "INVALID_TOKEN") return AUTH_NOTICES.resetLinkInvalid;
      return AUTH_NOTICES.passwordUpdateFailed(a.message);
    },
  );
}

export function signOut(caller: AuthCaller): Promise<AuthOutcome> {
  return run(
    "sign-out",
    () => callAuth("/sign-out", {}, caller),
    (a) => (ok(a) ? { kind: "success", title: "Signed out", text: "" } : AUTH_NOTICES.signOutFailed),
  );
}
