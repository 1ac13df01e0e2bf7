import { Loader2, Save, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { InputField } from "~/components/ui/form-field";
import type { SettingsActionData } from "../account-settings.schemas";
import { useSettingsFetcher } from "./settings-form-kit";

export type ProfileCardProps = {
  profile: { email: string; name: string; affiliation: string | null; orcid: string | null; interests: string[] };
  /** The action's answer when the form was posted without scripts. */
  fallback?: SettingsActionData;
};

/** The profile card (#profile): e-mail read-only, full name, affiliation, ORCID iD, areas of interest. */
export function ProfileCard({ profile, fallback }: ProfileCardProps) {
  const fetcher = useSettingsFetcher("settings-profile");
  const result = fetcher.data ?? (fallback?.intent === "profile" ? fallback : undefined);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // After a save the fields show what was stored (the trimmed name, the bare ORCID iD).
  useEffect(() => {
    const saved = fetcher.data?.ok ? fetcher.data.profile : undefined;
    const fields = form.current?.elements;
    if (!saved || !fields) return;
    for (const [name, value] of Object.entries(saved)) {
      const input = fields.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = Array.isArray(value) ? value.join(", ") : (value ?? "");
    }
  }, [fetcher.data]);

  return (
    <Card id="profile" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-blue-700" aria-hidden="true" />
          Profile
        </CardTitle>
        <CardDescription>Your name and affiliation as editors and readers see them.</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form ref={form} method="post" noValidate className="space-y-4" aria-label="Profile">
          <InputField
            id="settings-email"
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            disabled
            hint="Your e-mail address is your sign-in name and cannot be changed here."
          />
          <InputField
            id="settings-name"
            name="name"
            label="Full Name"
            autoComplete="name"
            required
            maxLength={200}
            defaultValue={profile.name}
            error={errors.name}
          />
          <InputField
            id="settings-affiliation"
            name="affiliation"
            label="Affiliation"
            autoComplete="organization"
            maxLength={300}
            placeholder="Department, institution, country"
            defaultValue={profile.affiliation ?? ""}
            error={errors.affiliation}
          />
          <InputField
            id="settings-orcid"
            name="orcid"
            label="ORCID iD"
            inputMode="text"
            maxLength={60}
            placeholder="0000-0000-0000-0000"
            hint="Optional. The 16-character iD from orcid.org, for example 0000-0002-1825-0097."
            defaultValue={profile.orcid ?? ""}
            error={errors.orcid}
          />
          <InputField
            id="settings-interests"
            name="interests"
            label="Areas of interest"
            maxLength={2000}
            placeholder="pharmacokinetics, nanoparticles, clinical pharmacy"
            hint="Optional, separated by commas. Editors see them when they choose reviewers."
            defaultValue={profile.interests.join(", ")}
            error={errors.interests}
          />
          <div className="flex justify-end">
            <Button type="submit" name="intent" value="profile" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {busy ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
