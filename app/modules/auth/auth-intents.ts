import type { Notice } from "./auth-messages";
import type { AuthFieldErrors } from "./auth.schemas";

/** What a form posted to /auth asks for (its `intent` field). */
export const AUTH_INTENTS = ["sign-in", "sign-up", "forgot", "reset", "sign-out"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

export function isAuthIntent(value: unknown): value is AuthIntent {
  return typeof value === "string" && (AUTH_INTENTS as readonly string[]).includes(value);
}

/**
 * The forms' hidden field telling the action who submits: "fetch" once scripts run (the action
 * answers with data and the page shows a toast), "document" without scripts (the action redirects
 * after a success, like any classic form).
 */
export const CLIENT_FIELD = "_client";

/** What the /auth action answers to a form. */
export type AuthActionData = {
  intent: AuthIntent;
  ok: boolean;
  notice?: Notice;
  fieldErrors?: AuthFieldErrors;
  /** Values to put back into the form after an error (never passwords). */
  values?: { name?: string; email?: string };
  /** Where a successful sign-in or sign-up continues. */
  redirectTo?: string;
};

/** The sign-in page's query string: ?tab=signup, ?redirectTo=/path, ?token=... (password reset link). */
export function authTabHref(tab: "signin" | "signup", redirectTo?: string): string {
  const params = new URLSearchParams();
  if (tab === "signup") params.set("tab", "signup");
  if (redirectTo && redirectTo !== "/") params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
