import { describe, expect, it } from "vitest";
import { mergeNotifications } from "./notification-merge";
import { notificationActionSchema } from "./notifications.schemas";
import type { NotificationItem } from "./notifications.types";

const item = (id: string, minute: number, values: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: "new_user",
  referenceId: `ref-${id}`,
  isRead: false,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  metadata: {},
  ...values,
});

describe("mergeNotifications", () => {
  it("puts live items first by date, keeps the loader's copy of duplicates and at most 10", () => {
    const loaded = [item("b", 2, { isRead: true }), item("a", 1)];
    const live = [item("c", 3), item("b", 2)];
    expect(mergeNotifications(loaded, live, "new_user").map((n) => [n.id, n.isRead])).toEqual([
      ["c", false],
      ["b", true],
      ["a", false],
    ]);
    const many = Array.from({ length: 15 }, (_, i) => item(`n${i}`, i));
    expect(mergeNotifications(many, [], "new_user").map((n) => n.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `n${14 - i}`),
    );
  });

  it("keeps only the panel's type", () => {
    const mixed = [item("u", 1), item("s", 2, { type: "new_submission" })];
    expect(mergeNotifications(mixed, [], "new_submission").map((n) => n.id)).toEqual(["s"]);
  });
});

describe("notificationActionSchema", () => {
  it("reads mark-one and mark-all forms; an empty type means every type", () => {
    expect(notificationActionSchema.parse({ intent: "mark-notification-read", notificationId: " x " })).toEqual({
      intent: "mark-notification-read",
      notificationId: "x",
    });
    expect(notificationActionSchema.parse({ intent: "mark-all-notifications-read", type: "" })).toEqual({
      intent: "mark-all-notifications-read",
    });
    expect(notificationActionSchema.parse({ intent: "mark-all-notifications-read", type: "new_submission" })).toEqual({
      intent: "mark-all-notifications-read",
      type: "new_submission",
    });
    expect(notificationActionSchema.safeParse({ intent: "mark-all-notifications-read", type: "other" }).success).toBe(
      false,
    );
    expect(notificationActionSchema.safeParse({ intent: "mark-notification-read" }).success).toBe(false);
  });
});
