import { BookOpenCheck } from "lucide-react";
import { data, redirect } from "react-router";
import { Card } from "~/components/ui/card";
import { clientAddressContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type AuthCaller,
  type AuthOutcome,
} from "~/modules/auth/auth-flows.server";
import { AUTH_NOTICES } from "~/modules/auth/auth-messages";
import { CLIENT_FIELD, isAuthIntent, type AuthActionData, type AuthIntent } from "~/modules/auth/auth-intents";
import {
  forgotPasswordSchema,
  formValues,
  parseAuthForm,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "~/modules/auth/auth.schemas";
import { AuthTabs } from "~/modules/auth/components/auth-tabs";
import { FormNotice } from "~/modules/auth/components/auth-form-kit";
import { ResetPasswordForm } from "~/modules/auth/components/reset-password-form";
import { SignInForm } from "~/modules/auth/components/sign-in-form";
import { SignUpForm } from "~/modules/auth/components/sign-up-form";
import { safeRedirectPath } from "~/modules/auth/redirects";
import { loadSession } from "~/modules/auth/session.server";
import type { Route } from "./+types/auth";

// Tokens, session cookies and answers to forms: nothing here may be kept by a cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Sign In",
    description:
      "Sign in to Scholarly Press or create an account to submit manuscripts, follow their progress and review for our journals.",
    path: "/auth",
  }).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex" } : tag));
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.slice(0, 200) || null;
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  // A signed-in visitor is sent on, unless they came with a password reset link (spec 000 2.12).
  if (!token) {
    const { user, headers } = await loadSession(request);
    if (user) throw redirect(redirectTo, { headers });
  }
  return {
    token,
    tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo,
    // Better Auth sends an expired or unknown reset link back here with ?error=INVALID_TOKEN.
    linkInvalid: url.searchParams.get("error") === "INVALID_TOKEN",
    passwordUpdated: url.searchParams.get("notice") === "password-updated",
  };
}

const FIELDS = ["email", "password", "name", "confirmPassword", "token", "redirectTo"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isAuthIntent(intent)) {
    return data<AuthActionData>({ intent: "sign-in", ok: false, notice: AUTH_NOTICES.unexpected }, { status: 400 });
  }
  const scripted = form.get(CLIENT_FIELD) === "fetch";
  const values = formValues(form, FIELDS);
  const caller: AuthCaller = { request, address: context.get(clientAddressContext) };
  const redirectTo = safeRedirectPath(values.redirectTo);
  const echo = { name: values.name?.slice(0, 200), email: values.email?.slice(0, 255) };

  const invalid = (fieldErrors: AuthActionData["fieldErrors"], notice?: AuthActionData["notice"]) =>
    data<AuthActionData>({ intent, ok: false, fieldErrors, notice, values: echo }, { status: 400 });

  // A success continues (a redirect without scripts; with scripts the page moves on itself);
  // a failure comes back to the form with the spec's message.
  const finish = (outcome: AuthOutcome, to: string | null) => {
    const headers = new Headers();
    for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
    if (outcome.ok && to !== null && !scripted) throw redirect(to, { headers });
    const status = outcome.ok
      ? 200
      : outcome.tooManyAttempts
        ? 429
        : outcome.notice === AUTH_NOTICES.unexpected
          ? 500
          : 400;
    return data<AuthActionData>(
      { intent, ok: outcome.ok, notice: outcome.notice, values: outcome.ok ? undefined : echo, redirectTo },
      { status, headers },
    );
  };

  switch (intent as AuthIntent) {
    case "sign-in": {
      const parsed = parseAuthForm(signInSchema, values);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      return finish(await signIn(parsed.data, caller), redirectTo);
    }
    case "sign-up": {
      const parsed = parseAuthForm(signUpSchema, values);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      // No redirect: the answer is the same message for a new address and for one with an account.
      return finish(await signUp(parsed.data, caller), null);
    }
    case "forgot": {
      const parsed = parseAuthForm(forgotPasswordSchema, values);
      if (!parsed.ok) {
        const empty = !values.email?.trim();
        return invalid(parsed.fieldErrors, empty ? AUTH_NOTICES.emailRequired : undefined);
      }
      return finish(await requestPasswordReset(parsed.data, caller), null);
    }
    case "reset": {
      const parsed = parseAuthForm(resetPasswordSchema, values);
      if (!parsed.ok) {
        const e = parsed.fieldErrors;
        const notice = e.password
          ? AUTH_NOTICES.passwordTooShort
          : e.confirmPassword
            ? AUTH_NOTICES.passwordsDontMatch
            : AUTH_NOTICES.resetLinkInvalid;
        return invalid(e, notice);
      }
      const then = redirectTo === "/" ? "" : `&redirectTo=${encodeURIComponent(redirectTo)}`;
      return finish(await resetPassword(parsed.data, caller), `/auth?notice=password-updated${then}`);
    }
    case "sign-out": {
      const outcome = await signOut(caller);
      if (!outcome.ok) return finish(outcome, null);
      const headers = new Headers({ "X-Remix-Revalidate": "yes" });
      for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
      // Always a redirect: a fetcher follows it too, and the header makes every loader (the
      // header's user) load again.
      throw redirect("/", { headers });
    }
  }
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, tab, redirectTo, linkInvalid, passwordUpdated } = loaderData;
  const recovery = token !== null;
  const title = recovery ? "Reset Password" : tab === "signup" ? "Create an account" : "Sign In";
  const subtitle = recovery
    ? "Choose a new password of at least 6 characters."
    : tab === "signup"
      ? "Register as an author to submit manuscripts and follow their progress."
      : "Welcome back. Sign in to submit manuscripts, review and manage your work.";

  return (
    <main className="flex min-h-[70vh] items-start justify-center bg-gradient-to-b from-slate-50 to-white px-4 py-12 sm:items-center sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
            <BookOpenCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 font-serif text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
        </div>
        {recovery ? (
          <ResetPasswordForm token={token} redirectTo={redirectTo} fallback={actionData} />
        ) : (
          <>
            <AuthTabs active={tab} redirectTo={redirectTo} />
            <div className="mt-6 space-y-4">
              {linkInvalid ? <FormNotice notice={AUTH_NOTICES.resetLinkInvalid} /> : null}
              {passwordUpdated ? <FormNotice notice={AUTH_NOTICES.passwordUpdated} /> : null}
              {actionData?.intent === "sign-out" && !actionData.ok ? <FormNotice notice={actionData.notice} /> : null}
              {tab === "signup" ? (
                <SignUpForm fallback={actionData} redirectTo={redirectTo} />
              ) : (
                <SignInForm fallback={actionData} redirectTo={redirectTo} />
              )}
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
