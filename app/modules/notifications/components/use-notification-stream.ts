import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { NOTIFICATION_STREAM_PATH } from "../notifications.constants";
import type { NotificationItem } from "../notifications.types";

export type StreamStatus = "connecting" | "live" | "reconnecting";

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * Subscribes to the admin's live notifications (Server-Sent Events) while mounted and calls
 * `onNotification` for each. The browser reconnects a dropped stream by itself; a stream the
 * server refused or ended for good is reopened here with a growing delay (5 s, then doubling, at
 * most 1 min). After every reconnection the page's data is reloaded, to catch up on what was
 * announced in between.
 */
export function useNotificationStream(onNotification: (item: NotificationItem) => void): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>("connecting");
  const callback = useRef(onNotification);
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    callback.current = onNotification;
    revalidateRef.current = revalidate;
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let openedBefore = false;

    const connect = () => {
      source = new EventSource(NOTIFICATION_STREAM_PATH);
      source.addEventListener("open", () => {
        setStatus("live");
        delay = FIRST_RETRY_MS;
        if (openedBefore) void revalidateRef.current();
        openedBefore = true;
      });
      source.addEventListener("notification", (event) => {
        try {
          callback.current(JSON.parse((event as MessageEvent<string>).data) as NotificationItem);
        } catch {
          // a malformed event is skipped
        }
      });
      source.addEventListener("error", () => {
        setStatus("reconnecting");
        if (source?.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        source.close();
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, []);

  return status;
}
