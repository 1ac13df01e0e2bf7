import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { services, type Services } from "~/lib/services.server";
import { NOTIFICATION_CHANNEL } from "./notifications.constants";
import { getNotificationForStream } from "./notifications.service.server";
import type { NotificationItem } from "./notifications.types";

// Live delivery of new notifications to the dashboards open in this process. New rows are
// announced with pg_notify in the transaction that inserts them (notifications.repository.server.ts),
// so every instance that LISTENs hears them once they commit:
// - PostgreSQL: one dedicated connection per process (not from the pool, which would hand the
//   LISTEN session to other queries), opened while at least one dashboard is subscribed;
// - PGlite: the embedded database's own listen(), which delivers at commit as PostgreSQL does.

export type NotificationSubscriber = {
  /** A new notification for the subscribed user. */
  notify: (item: NotificationItem) => void;
  /**
   * Announcements stopped (the listening connection was lost): end the stream so that the browser
   * reconnects and reloads what it missed.
   */
  close: () => void;
};

type Listening = { close: () => Promise<void> };

class NotificationHub {
  private readonly subscribers = new Map<string, Set<NotificationSubscriber>>();
  private listening: Promise<Listening> | null = null;
  // Deliveries run one after another, so that a dashboard receives notifications in commit order.
  private deliveries: Promise<void> = Promise.resolve();

  constructor(private readonly platform: Services) {}

  async subscribe(userId: string, subscriber: NotificationSubscriber): Promise<() => void> {
    let forUser = this.subscribers.get(userId);
    if (!forUser) this.subscribers.set(userId, (forUser = new Set()));
    forUser.add(subscriber);
    try {
      await this.listen();
    } catch (err) {
      this.remove(userId, subscriber);
      throw err;
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.remove(userId, subscriber);
    };
  }

  private remove(userId: string, subscriber: NotificationSubscriber): void {
    const forUser = this.subscribers.get(userId);
    forUser?.delete(subscriber);
    if (forUser?.size === 0) this.subscribers.delete(userId);
    if (this.subscribers.size > 0) return;
    // Nobody is watching: no connection is held open for nothing.
    const listening = this.listening;
    this.listening = null;
    void listening?.then((l) => l.close()).catch(() => {});
  }

  private listen(): Promise<Listening> {
    if (!this.listening) {
      const attempt: Promise<Listening> = this.open(() => this.lost(attempt)).catch((err) => {
        if (this.listening === attempt) this.listening = null;
        throw err;
      });
      this.listening = attempt;
    }
    return this.listening;
  }

  /** The connection of `attempt` was lost: every stream ends (browsers reconnect) and the next subscriber listens anew. */
  private lost(attempt: Promise<Listening>): void {
    if (this.listening !== attempt) return;
    this.listening = null;
    const everyone = [...this.subscribers.values()].flatMap((set) => [...set]);
    this.subscribers.clear();
    for (const subscriber of everyone) subscriber.close();
  }

  private async open(onLost: () => void): Promise<Listening> {
    const { database, env } = this.platform;
    const onPayload = (payload: string | undefined) => {
      this.deliveries = this.deliveries.then(() => this.deliver(payload)).catch(() => {});
    };
    if (database.kind === "pglite") {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const unlisten = await client.listen(NOTIFICATION_CHANNEL, onPayload);
      return { close: () => unlisten().catch(() => {}) };
    }

    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    let closing = false;
    const fail = (err?: Error) => {
      if (closing) return;
      closing = true;
      logger.warn({ err: err?.message }, "notifications: listening connection lost");
      client.end().catch(() => {});
      onLost();
    };
    client.on("error", fail);
    client.on("end", () => fail());
    client.on("notification", (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch (err) {
      closing = true;
      client.end().catch(() => {});
      throw err;
    }
    return {
      close: async () => {
        closing = true;
        await client.end().catch(() => {});
      },
    };
  }

  private async deliver(payload: string | undefined): Promise<void> {
    let announced: { id?: unknown; userId?: unknown };
    try {
      announced = JSON.parse(payload ?? "");
    } catch {
      return;
    }
    if (typeof announced.id !== "string" || typeof announced.userId !== "string") return;
    const forUser = this.subscribers.get(announced.userId);
    if (!forUser?.size) return;
    try {
      const item = await getNotificationForStream(announced.id, announced.userId);
      if (item) for (const subscriber of [...forUser]) subscriber.notify(item);
    } catch (err) {
      logger.error({ err }, "notifications: delivery failed");
    }
  }
}

// One hub per started platform (tests start several in one process).
const hubs = new WeakMap<Services, NotificationHub>();

/**
 * Calls `subscriber.notify` with each new notification of `userId` from now on, until the returned
 * function is called. Resolves once this process is listening, so a notification committed after
 * that is never missed. Throws when the database cannot be listened to.
 */
export function subscribeToNotifications(userId: string, subscriber: NotificationSubscriber): Promise<() => void> {
  const platform = services();
  let hub = hubs.get(platform);
  if (!hub) hubs.set(platform, (hub = new NotificationHub(platform)));
  return hub.subscribe(userId, subscriber);
}
