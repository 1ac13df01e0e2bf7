import { BellRing, Loader2, Save } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { FormNotice } from "~/modules/auth/components/auth-form-kit";
import type { SettingsActionData } from "~/modules/users/account-settings.schemas";
import { useSettingsFetcher } from "~/modules/users/components/settings-form-kit";
import {
  DIGEST_HOUR_UTC,
  EDITOR_NOTICE_LABELS,
  EDITOR_NOTICES,
  NOTICE_DELIVERIES,
  NOTICE_DELIVERY_LABELS,
  type NoticePreferences,
} from "../notice-preferences";

/**
 * The editorial notifications card (#notifications), for editors and admins: for each notice,
 * right away, in the daily digest, or off. Works without scripts (the answer shows in the card).
 */
export function NoticePreferencesCard({
  preferences,
  fallback,
}: {
  preferences: NoticePreferences;
  fallback?: SettingsActionData;
}) {
  const fetcher = useSettingsFetcher("settings-notices");
  const posted = fallback?.intent === "notices" ? fallback : undefined;
  const busy = fetcher.state !== "idle";
  const digestTime = `${String(DIGEST_HOUR_UTC).padStart(2, "0")}:00 UTC`;

  return (
    <Card id="notifications" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-blue-700" aria-hidden="true" />
          Editorial notifications
        </CardTitle>
        <CardDescription>
          How you hear of the journals you edit and the submissions you handle. The daily digest comes once a day at{" "}
          {digestTime}, listing what happened since the last one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="space-y-3" aria-label="Editorial notifications">
          {fetcher.data ? null : <FormNotice notice={posted?.notice} />}
          {EDITOR_NOTICES.map((notice) => (
            <div key={notice} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <label htmlFor={`notice-${notice}`} className="text-sm text-slate-800">
                {EDITOR_NOTICE_LABELS[notice]}
              </label>
              <NativeSelect
                id={`notice-${notice}`}
                name={notice}
                defaultValue={preferences[notice]}
                className="sm:w-44"
              >
                {NOTICE_DELIVERIES.map((d) => (
                  <option key={d} value={d}>
                    {NOTICE_DELIVERY_LABELS[d]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
          <div className="flex justify-end pt-2">
            <Button type="submit" name="intent" value="notices" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {busy ? "Saving..." : "Save Notifications"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
