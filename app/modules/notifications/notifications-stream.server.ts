import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { STREAM_HEARTBEAT_MS } from "./notifications.constants";
import { subscribeToNotifications } from "./notifications-live.server";

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field), in ms. */
const RECONNECT_MS = 5_000;

/** Headers of the event stream: never cached, never buffered by a proxy. */
export const NOTIFICATION_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  "x-accel-buffering": "no",
};

/**
 * The admin's new notifications as a Server-Sent Events stream: an `event: notification` whose
 * `data` is a NotificationItem (JSON) for each one committed after this resolves, and a comment
 * line every 25 s. The stream ends when `signal` aborts, when the reader cancels, or when the
 * database stops announcing (the browser then reconnects). Non-admins: AppError 403.
 */
export async function openNotificationStream(
  user: CurrentUser,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  requirePermission(user, "notifications.view");
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  // Set once subscribed; `finish` may run before (the database stopped announcing meanwhile).
  const running: { heartbeat?: ReturnType<typeof setInterval>; unsubscribe?: () => void } = {};

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(running.heartbeat);
    running.unsubscribe?.();
    signal?.removeEventListener("abort", finish);
    try {
      controller.close();
    } catch {
      // already closed or cancelled by the reader
    }
  };
  const send = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      finish();
    },
  });

  running.unsubscribe = await subscribeToNotifications(user.id, {
    notify: (item) => send(`id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`),
    close: finish,
  });
  if (closed) {
    // Ended while subscribing: `finish` ran before there was a subscription to let go of.
    running.unsubscribe();
    return stream;
  }
  if (signal?.aborted) {
    finish();
    return stream;
  }
  signal?.addEventListener("abort", finish, { once: true });
  // The first bytes go out at once, so that the browser (and a test) knows the stream is live.
  send(`retry: ${RECONNECT_MS}\n: connected\n\n`);
  running.heartbeat = setInterval(() => send(": heartbeat\n\n"), STREAM_HEARTBEAT_MS);
  running.heartbeat.unref?.();
  return stream;
}
