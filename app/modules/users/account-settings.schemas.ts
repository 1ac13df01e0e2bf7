// The settings page's forms (/dashboard/settings): one's own profile and password (the editorial
// notifications form's fields are in notifications/notice-preferences.ts).
import { z } from "zod";
import { MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from "~/modules/auth/auth.schemas";
import { AUTH_NOTICES, type Notice } from "~/modules/auth/auth-messages";
import { parseOrcid } from "./orcid";

export const MAX_AFFILIATION = 300;
/** Areas of interest: how many, and how long each (editors choose reviewers by them). */
export const INTERESTS = { max: 12, each: 60 } as const;

export const SETTINGS_NOTICES = {
  profileSaved: { kind: "success", title: "Profile updated", text: "Your changes have been saved." },
  profileFailed: { kind: "error", title: "Error", text: "Failed to update profile. Please try again." },
  passwordUpdated: { kind: "success", title: "Password Updated", text: "Your password has been successfully updated." },
  passwordTooShort: AUTH_NOTICES.passwordTooShort,
  passwordsDontMatch: AUTH_NOTICES.passwordsDontMatch,
  currentPasswordWrong: { kind: "error", title: "Error", text: "Your current password is incorrect." },
  currentPasswordRequired: { kind: "error", title: "Error", text: "Please enter your current password." },
  noPassword: { kind: "error", title: "Error", text: "This account has no password to change." },
  passwordUpdateFailed: AUTH_NOTICES.passwordUpdateFailed(),
  noticesSaved: { kind: "success", title: "Notifications updated", text: "You will hear of each as you chose." },
  noticesFailed: { kind: "error", title: "Error", text: "Choose how you hear of each notice." },
} as const satisfies Record<string, Notice>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => v || null);

export const profileSchema = z.object({
  name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(MAX_NAME, `Full name must be at most ${MAX_NAME} characters.`),
  affiliation: optionalText(MAX_AFFILIATION, "Affiliation"),
  orcid: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const parsed = parseOrcid(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }
      return parsed.orcid;
    }),
  // One text, separated by commas or semicolons; repeats (any case) and empty ones dropped.
  interests: z
    .string()
    .max(2000, "Areas of interest are too long.")
    .default("")
    .transform((text) => {
      const seen = new Set<string>();
      return text
        .split(/[,;]/)
        .map((t) => t.replace(/\s+/g, " ").trim())
        .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    })
    .refine((list) => list.length <= INTERESTS.max, `Give at most ${INTERESTS.max} areas of interest.`)
    .refine(
      (list) => list.every((t) => t.length <= INTERESTS.each),
      `Each area of interest must be at most ${INTERESTS.each} characters.`,
    ),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, SETTINGS_NOTICES.currentPasswordRequired.text)
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters.`),
    newPassword: z
      .string()
      .min(MIN_PASSWORD, AUTH_NOTICES.passwordTooShort.text)
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters.`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_NOTICES.passwordsDontMatch.text,
  });

export type ProfileInput = z.infer<typeof profileSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export type SettingsField =
  "name" | "affiliation" | "orcid" | "interests" | "currentPassword" | "newPassword" | "confirmPassword";
export type SettingsFieldErrors = Partial<Record<SettingsField, string>>;

/** The action's answer to either form. */
export type SettingsActionData = {
  intent: "profile" | "password" | "notices";
  ok: boolean;
  notice: Notice;
  fieldErrors?: SettingsFieldErrors;
  /** The profile as saved (after a successful profile save). */
  profile?: ProfileInput;
};

export type ParsedSettings<T> = { ok: true; data: T } | { ok: false; fieldErrors: SettingsFieldErrors };

export function parseSettingsForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedSettings<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: SettingsFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

/** The notice for a refused password form: the spec's titles for a short or mismatched password. */
export function passwordFormNotice(errors: SettingsFieldErrors): Notice {
  if (errors.currentPassword) return { ...SETTINGS_NOTICES.currentPasswordRequired, text: errors.currentPassword };
  if (errors.newPassword === AUTH_NOTICES.passwordTooShort.text) return SETTINGS_NOTICES.passwordTooShort;
  if (errors.confirmPassword) return SETTINGS_NOTICES.passwordsDontMatch;
  return { kind: "error", title: "Error", text: errors.newPassword ?? SETTINGS_NOTICES.passwordUpdateFailed.text };
}
