import { z } from "zod";
import { NOTIFICATION_TYPES } from "./notifications.types";

export const MARK_READ_INTENT = "mark-notification-read";
export const MARK_ALL_READ_INTENT = "mark-all-notifications-read";

/** The dashboard home's notification forms: mark one read, or all (of one type). */
export const notificationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(MARK_READ_INTENT), notificationId: z.string().trim().min(1).max(100) }),
  z.object({
    intent: z.literal(MARK_ALL_READ_INTENT),
    // An empty or missing type means every type.
    type: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(NOTIFICATION_TYPES).optional()),
  }),
]);

export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** What the action answers; the page reloads the panels either way. */
export type NotificationActionResult = { ok: true } | { ok: false; message: string };

/** The notification forms' fields as an object (FormData to plain values). */
export function notificationFormValues(form: FormData): Record<string, unknown> {
  return {
    intent: form.get("intent"),
    notificationId: form.get("notificationId"),
    type: form.get("type"),
  };
}
