import { data, redirect } from "react-router";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { AppError } from "~/lib/errors";
import { CLIENT_FIELD } from "~/modules/auth/auth-intents";
import { can } from "~/modules/auth/permissions";
import { requireUser } from "~/modules/auth/session.server";
import { NoticePreferencesCard } from "~/modules/notifications/components/notice-preferences-card";
import { getNoticePreferences, updateNoticePreferences } from "~/modules/notifications/editor-notices.service.server";
import { noticePreferencesFormValues, noticePreferencesSchema } from "~/modules/notifications/notice-preferences";
import {
  parseSettingsForm,
  passwordChangeSchema,
  passwordFormNotice,
  profileSchema,
  SETTINGS_NOTICES,
  type SettingsActionData,
} from "~/modules/users/account-settings.schemas";
import {
  changeOwnPassword,
  getAccountSettings,
  updateOwnProfile,
} from "~/modules/users/account-settings.service.server";
import { AccountCard } from "~/modules/users/components/account-card";
import { ProfileCard } from "~/modules/users/components/profile-card";
import { SecurityCard } from "~/modules/users/components/security-card";
import type { Route } from "./+types/settings";

export const handle: DashboardHandle = { title: "Settings" };

export function meta() {
  return dashboardMeta("Settings");
}

/** Where a password changed without scripts continues: this page, with the success message. */
const PASSWORD_UPDATED_PATH = "/dashboard/settings?notice=password-updated#security";

// Every signed-in user, for their own account only: the user always comes from the session.
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return {
    account: await getAccountSettings(user),
    // Editors and admins choose how they hear of editorial notices.
    notices: can(user, "notices.configure") ? await getNoticePreferences(user) : null,
    // The message of a password changed without scripts (see the action).
    notice: url.searchParams.get("notice") === "password-updated" ? SETTINGS_NOTICES.passwordUpdated : null,
  };
}

function formValue(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "profile") {
    const parsed = parseSettingsForm(profileSchema, {
      name: formValue(form, "name"),
      affiliation: formValue(form, "affiliation"),
      orcid: formValue(form, "orcid"),
      interests: formValue(form, "interests"),
    });
    if (!parsed.ok) {
      const first = Object.values(parsed.fieldErrors)[0];
      return data<SettingsActionData>(
        {
          intent,
          ok: false,
          notice: { ...SETTINGS_NOTICES.profileFailed, text: first ?? SETTINGS_NOTICES.profileFailed.text },
          fieldErrors: parsed.fieldErrors,
        },
        { status: 400 },
      );
    }
    await updateOwnProfile(user, parsed.data);
    return data<SettingsActionData>({ intent, ok: true, notice: SETTINGS_NOTICES.profileSaved, profile: parsed.data });
  }

  if (intent === "password") {
    const parsed = parseSettingsForm(passwordChangeSchema, {
      currentPassword: formValue(form, "currentPassword"),
      newPassword: formValue(form, "newPassword"),
      confirmPassword: formValue(form, "confirmPassword"),
    });
    if (!parsed.ok) {
      return data<SettingsActionData>(
        { intent, ok: false, notice: passwordFormNotice(parsed.fieldErrors), fieldErrors: parsed.fieldErrors },
        { status: 400 },
      );
    }
    try {
      const { setCookie } = await changeOwnPassword(user, request, parsed.data);
      const headers = new Headers();
      for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
      // Changing the password ends every session, this one included, and Better Auth answers with
      // the cookie of the session that replaces it. A post without scripts is a document request:
      // React Router would run the page's loaders in this same request, with the old (now ended)
      // session cookie, and send the browser to /auth, dropping the new cookie. So it is answered
      // with a redirect to this page (loaders skipped), carrying the new cookie. With scripts the
      // fetcher gets data and the page reloads its data in a request of its own, with the new cookie.
      if (form.get(CLIENT_FIELD) !== "fetch") throw redirect(PASSWORD_UPDATED_PATH, { headers });
      return data<SettingsActionData>({ intent, ok: true, notice: SETTINGS_NOTICES.passwordUpdated }, { headers });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const wrong = err.code === "users.wrong_password";
      return data<SettingsActionData>(
        {
          intent,
          ok: false,
          notice: { kind: "error", title: "Error", text: err.message },
          fieldErrors: wrong ? { currentPassword: err.message } : undefined,
        },
        { status: err.status },
      );
    }
  }

  if (intent === "notices") {
    const parsed = noticePreferencesSchema.safeParse(noticePreferencesFormValues(form));
    if (!parsed.success) {
      return data<SettingsActionData>({ intent, ok: false, notice: SETTINGS_NOTICES.noticesFailed }, { status: 400 });
    }
    try {
      await updateNoticePreferences(user, parsed.data);
    } catch (err) {
      // Only editors and admins have editorial notices (403 for anyone else).
      if (!(err instanceof AppError)) throw err;
      return data<SettingsActionData>(
        { intent, ok: false, notice: { kind: "error", title: "Error", text: err.message } },
        { status: err.status },
      );
    }
    return data<SettingsActionData>({ intent, ok: true, notice: SETTINGS_NOTICES.noticesSaved });
  }

  return data<SettingsActionData>(
    { intent: "profile", ok: false, notice: SETTINGS_NOTICES.profileFailed },
    { status: 400 },
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, notice, notices } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Settings"
        subtitle="Manage your profile, your password, your notifications and your account."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileCard profile={account} fallback={actionData} />
          <SecurityCard
            email={account.email}
            fallback={actionData ?? (notice ? { intent: "password", ok: true, notice } : undefined)}
          />
          {notices ? <NoticePreferencesCard preferences={notices} fallback={actionData} /> : null}
        </div>
        <div>
          <AccountCard roles={account.roles} status={account.status} createdAt={account.createdAt} />
        </div>
      </div>
    </div>
  );
}
