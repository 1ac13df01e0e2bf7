// The editorial notices an editor can switch (issue 37), and how each is delivered. Shared by the
// Settings page and the server; the server owns the rows (notice_preferences).
import { z } from "zod";

/** The notices an editor hears of the journals they edit and the submissions they handle. */
export const EDITOR_NOTICES = [
  "new_submission",
  "reviewer_answered",
  "review_submitted",
  "all_reviews_in",
  "revision_submitted",
] as const;
export type EditorNotice = (typeof EDITOR_NOTICES)[number];

export const EDITOR_NOTICE_LABELS: Record<EditorNotice, string> = {
  new_submission: "A manuscript is submitted to a journal I edit",
  reviewer_answered: "A reviewer accepts or declines an invitation",
  review_submitted: "A reviewer submits a review",
  all_reviews_in: "All reviews of a round are in",
  revision_submitted: "The authors submit a revision",
};

/** Right away (one e-mail each), in the next daily digest, or not at all. */
export const NOTICE_DELIVERIES = ["immediately", "daily", "off"] as const;
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number];

export const NOTICE_DELIVERY_LABELS: Record<NoticeDelivery, string> = {
  immediately: "Right away",
  daily: "Daily digest",
  off: "Off",
};

export type NoticePreferences = Record<EditorNotice, NoticeDelivery>;

/** Nothing chosen: every notice right away. */
export const DEFAULT_NOTICE_PREFERENCES: NoticePreferences = Object.fromEntries(
  EDITOR_NOTICES.map((n) => [n, "immediately"]),
) as NoticePreferences;

/** The UTC hour the daily digest goes out. */
export const DIGEST_HOUR_UTC = 7;

/**
 * The Settings form: one delivery per notice, every notice present. Marked free of side effects
 * (as the `*.schemas.ts` modules' schemas are in the client build, ADR 074): the Settings page's
 * card imports this module's labels, and the browser needs neither the schema nor zod (ADR 076).
 */
export const noticePreferencesSchema = /* @__PURE__ */ (() =>
  z.object(
    Object.fromEntries(
      EDITOR_NOTICES.map((n) => [n, z.enum(NOTICE_DELIVERIES, { error: "Choose how you hear of this." })]),
    ) as Record<EditorNotice, z.ZodEnum<{ [K in NoticeDelivery]: K }>>,
  ))();

/** The form's fields as an object (FormData to plain values). */
export function noticePreferencesFormValues(form: FormData): Record<string, unknown> {
  return Object.fromEntries(EDITOR_NOTICES.map((n) => [n, form.get(n)]));
}
