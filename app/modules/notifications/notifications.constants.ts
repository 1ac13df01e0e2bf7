/** The dashboard shows the latest 10 notifications of each kind (spec 001 section 9). */
export const NOTIFICATION_LIST_LIMIT = 10;

/**
 * The PostgreSQL channel new notifications are announced on (`pg_notify` in the inserting
 * transaction, so a rollback announces nothing). The payload is `{"id":…,"userId":…}`: never the
 * row itself, whose metadata could exceed NOTIFY's 8000-byte limit and fail the transaction.
 */
export const NOTIFICATION_CHANNEL = "sp_notifications";

/** The Server-Sent Events endpoint admins' dashboards subscribe to. */
export const NOTIFICATION_STREAM_PATH = "/api/notifications/stream";

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 25_000;
