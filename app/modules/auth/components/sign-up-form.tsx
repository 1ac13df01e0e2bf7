import { Loader2, UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/form-field";
import { authTabHref, type AuthActionData } from "../auth-intents";
import { MIN_PASSWORD } from "../auth.schemas";
import { ClientField, FormNotice, useAuthFetcher } from "./auth-form-kit";

/**
 * Sign Up: full name, e-mail and a password of at least 6 characters. The answer is the same for a
 * new address and for one that has an account (docs/decisions/012): "check your email", and no
 * one is signed in.
 */
export function SignUpForm({ fallback, redirectTo }: { fallback?: AuthActionData; redirectTo: string }) {
  const { fetcher, result, busyIntent } = useAuthFetcher("auth-sign-up", fallback);
  const mine = result?.intent === "sign-up" ? result : undefined;
  const errors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  const busy = busyIntent === "sign-up";
  const form = useRef<HTMLFormElement>(null);
  // Once the form was taken, nothing typed (the password above all) stays on the page.
  useEffect(() => {
    if (fetcher.data?.intent === "sign-up" && fetcher.data.ok) form.current?.reset();
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={authTabHref("signup", redirectTo)}
      noValidate
      className="space-y-4"
      aria-label="Sign up"
    >
      <ClientField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormNotice notice={mine?.notice} />
      <InputField
        id="signup-name"
        name="name"
        label="Full Name"
        autoComplete="name"
        placeholder="Dr. Jane Smith"
        required
        defaultValue={mine?.values?.name ?? ""}
        error={errors.name}
      />
      <InputField
        id="signup-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        placeholder="you@institution.edu"
        required
        defaultValue={mine?.values?.email ?? ""}
        error={errors.email}
      />
      <InputField
        id="signup-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        placeholder={`At least ${MIN_PASSWORD} characters`}
        required
        minLength={MIN_PASSWORD}
        error={errors.password}
      />
      <Button type="submit" name="intent" value="sign-up" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </fetcher.Form>
  );
}
