import { KeyRound, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { InputField } from "~/components/ui/form-field";
import { MIN_PASSWORD } from "~/modules/auth/auth.schemas";
import { ClientField, FormNotice } from "~/modules/auth/components/auth-form-kit";
import type { SettingsActionData } from "../account-settings.schemas";
import { useSettingsFetcher } from "./settings-form-kit";

/**
 * The security card (#security): current, new and confirmed password. `fallback` is the answer to
 * the form posted without scripts (or the success message after its redirect), shown in the card;
 * with scripts each answer is a toast.
 */
export function SecurityCard({ email, fallback }: { email: string; fallback?: SettingsActionData }) {
  const fetcher = useSettingsFetcher("settings-password");
  const posted = fallback?.intent === "password" ? fallback : undefined;
  const result = fetcher.data ?? posted;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // A changed password leaves nothing typed on the page.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);

  return (
    <Card id="security" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-blue-700" aria-hidden="true" />
          Security
        </CardTitle>
        <CardDescription>
          Change your password. Your other devices are signed out; this one stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form ref={form} method="post" noValidate className="space-y-4" aria-label="Change password">
          {/* Tells the action whether scripts run: without them a success is a redirect (see the action). */}
          <ClientField />
          {fetcher.data ? null : <FormNotice notice={posted?.notice} />}
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" autoComplete="username" value={email} hidden readOnly />
          <InputField
            id="settings-current-password"
            name="currentPassword"
            type="password"
            label="Current Password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <InputField
            id="settings-new-password"
            name="newPassword"
            type="password"
            label="New Password"
            autoComplete="new-password"
            placeholder={`At least ${MIN_PASSWORD} characters`}
            required
            minLength={MIN_PASSWORD}
            error={errors.newPassword}
          />
          <InputField
            id="settings-confirm-password"
            name="confirmPassword"
            type="password"
            label="Confirm New Password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <div className="flex justify-end">
            <Button type="submit" name="intent" value="password" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
              {busy ? "Updating..." : "Update Password"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
