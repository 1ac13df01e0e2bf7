import { KeyRound, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/form-field";
import type { AuthActionData } from "../auth-intents";
import { authPath } from "../redirects";
import { MIN_PASSWORD } from "../auth.schemas";
import { ClientField, FormNotice, useAuthFetcher } from "./auth-form-kit";

/**
 * The Reset Password form opened by the e-mailed link; after a success it leads to the sign-in page,
 * which then goes on to `redirectTo` (a new reviewer's link leads to Reviews).
 */
export function ResetPasswordForm({
  token,
  redirectTo = "/",
  fallback,
}: {
  token: string;
  redirectTo?: string;
  fallback?: AuthActionData;
}) {
  const { fetcher, result, busyIntent } = useAuthFetcher("auth-reset", fallback);
  const navigate = useNavigate();
  const mine = result?.intent === "reset" ? result : undefined;
  const errors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  const busy = busyIntent === "reset";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "reset" && fetcher.data.ok) {
      navigate(authPath(redirectTo), { replace: true });
    }
  }, [fetcher.state, fetcher.data, navigate, redirectTo]);

  return (
    <fetcher.Form
      method="post"
      action={`/auth?token=${encodeURIComponent(token)}`}
      noValidate
      className="space-y-4"
      aria-label="Reset password"
    >
      <ClientField />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormNotice notice={mine?.notice} />
      <InputField
        id="reset-password"
        name="password"
        type="password"
        label="New Password"
        autoComplete="new-password"
        placeholder={`At least ${MIN_PASSWORD} characters`}
        required
        minLength={MIN_PASSWORD}
        error={errors.password}
      />
      <InputField
        id="reset-confirm"
        name="confirmPassword"
        type="password"
        label="Confirm New Password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD}
        error={errors.confirmPassword}
      />
      <Button type="submit" name="intent" value="reset" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        {busy ? "Updating..." : "Update Password"}
      </Button>
    </fetcher.Form>
  );
}
