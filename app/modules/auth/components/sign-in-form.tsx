import { Loader2, LogIn } from "lucide-react";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/form-field";
import { AUTH_NOTICES } from "../auth-messages";
import { authTabHref, type AuthActionData } from "../auth-intents";
import { ClientField, FormNotice, showNoticeToast, useAuthFetcher } from "./auth-form-kit";

/** Sign In, with Forgot password (which sends the reset link to the e-mail address typed above). */
export function SignInForm({ fallback, redirectTo }: { fallback?: AuthActionData; redirectTo: string }) {
  const { fetcher, result, busyIntent } = useAuthFetcher("auth-sign-in", fallback);
  const mine = result?.intent === "sign-in" || result?.intent === "forgot" ? result : undefined;
  const errors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  const signingIn = busyIntent === "sign-in";
  const sending = busyIntent === "forgot";

  return (
    // noValidate: the server's messages are shown, the same with or without JavaScript.
    <fetcher.Form
      method="post"
      action={authTabHref("signin", redirectTo)}
      noValidate
      className="space-y-4"
      aria-label="Sign in"
    >
      <ClientField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormNotice notice={mine?.notice} />
      <InputField
        id="signin-email"
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
        id="signin-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={mine?.intent === "sign-in" ? errors.password : undefined}
      />
      {/* First submit button: the one Enter presses. */}
      <Button type="submit" name="intent" value="sign-in" className="w-full" disabled={signingIn || sending}>
        {signingIn ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {signingIn ? "Signing in..." : "Sign In"}
      </Button>
      <div className="text-center">
        <Button
          type="submit"
          name="intent"
          value="forgot"
          variant="link"
          size="sm"
          disabled={signingIn || sending}
          onClick={(event) => {
            // With scripts the empty address is caught here, without a round trip (the server checks too).
            const email = event.currentTarget.form?.elements.namedItem("email");
            if (email instanceof HTMLInputElement && !email.value.trim()) {
              event.preventDefault();
              showNoticeToast(AUTH_NOTICES.emailRequired);
              email.focus();
            }
          }}
        >
          {sending ? "Sending..." : "Forgot password?"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
