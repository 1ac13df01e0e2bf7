import { NOTIFICATION_LIST_LIMIT } from "./notifications.constants";
import type { NotificationItem, NotificationType } from "./notifications.types";

/**
 * The panel's list: the loader's items and those that arrived live, without duplicates (the
 * loader's copy wins: it knows whether the item was read since), newest first, at most 10.
 */
export function mergeNotifications(
  loaded: readonly NotificationItem[],
  live: readonly NotificationItem[],
  type: NotificationType,
): NotificationItem[] {
  const byId = new Map<string, NotificationItem>();
  for (const item of live) if (item.type === type) byId.set(item.id, item);
  for (const item of loaded) if (item.type === type) byId.set(item.id, item);
  return (
    [...byId.values()]
      // ISO timestamps and ids, compared by code point: their order, without Intl's collation (ADR 083).
      .sort((a, b) => byCodePoint(b.createdAt, a.createdAt) || byCodePoint(b.id, a.id))
      .slice(0, NOTIFICATION_LIST_LIMIT)
  );
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
