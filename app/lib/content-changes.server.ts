// Public pages are served from caches (the page cache of server/http-app.ts, the metrics caches).
// A change to public content (an article or issue published or withdrawn, a galley replaced) must
// show at once, not when a cache expires: the service that commits such a change calls
// `contentChanged()` after the commit, and every cache that registered here is emptied.
// Emptying everything is exact and cheap: publishing is rare next to reading, and the caches
// refill from the next requests.
//
// Several instances on one PostgreSQL database (ADR 029): each change is also announced with
// NOTIFY on a channel of its own, and every other instance, listening on one dedicated
// connection, empties its caches too. On PGlite there is one process: the change stays in it.
import crypto from "node:crypto";
import pg from "pg";
import { logger } from "./logger.server";

type Listener = () => void;

const listeners = new Set<Listener>();

/** The channel of content-change announcements between instances. */
export const CONTENT_CHANGE_CHANNEL = "content_changed";

/** Calls `listener` after every committed change to public content; returns the unsubscribe function. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public content changed (call it after the transaction committed, never inside it). */
export function contentChanged(): void {
  runListeners();
  for (const broadcast of broadcasts) broadcast.announce();
}

function runListeners(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (err) {
      logger.error({ err }, "content change listener failed");
    }
  }
}

// The broadcasts of the platforms started in this process (one in production; tests start several).
const broadcasts = new Set<ContentChangeBroadcast>();

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export type ContentChangeBroadcast = {
  /** This instance's name in its announcements (its own echo is ignored). */
  readonly instanceId: string;
  /** Resolves once the first LISTEN is in place (announcements from then on are heard). */
  readonly ready: Promise<void>;
  announce(): void;
  stop(): Promise<void>;
};

/**
 * Announces this instance's content changes on PostgreSQL and hears the other instances'. The
 * listening connection is a dedicated one (a pooled connection would be handed to other queries
 * with the LISTEN on it); when it is lost it is opened again, with backoff, and the caches are
 * emptied once, as a change may have been missed meanwhile.
 */
export function startContentChangeBroadcast(opts: {
  databaseUrl: string;
  /** Runs `select pg_notify(...)` (the platform's pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  /** Called for another instance's change; by default the caches registered here are emptied. */
  onRemoteChange?: () => void;
}): ContentChangeBroadcast {
  const instanceId = crypto.randomUUID();
  const onRemote = opts.onRemoteChange ?? runListeners;
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async (afterLoss: boolean) => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || stopped) return;
      lost = true;
      logger.warn({ err: err?.message }, "content changes: listening connection lost; reconnecting");
      c.end().catch(() => {});
      if (client === c) client = null;
      retryTimer = setTimeout(() => void connect(true), delay);
      retryTimer.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    c.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANGE_CHANNEL || message.payload === instanceId) return;
      onRemote();
    });
    try {
      await c.connect();
      await c.query(`listen ${CONTENT_CHANGE_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    delay = RECONNECT_MIN_MS;
    // Changes announced while nobody here listened are unknown: emptying the caches is exact.
    if (afterLoss) onRemote();
    markReady();
  };

  // An announcement that failed (the pool had no connection, the database was away a moment) is sent
  // again with backoff until it goes through: lost, the other instances would serve the old pages
  // for as long as their caches keep them (a day). One waiting retry covers every change made
  // meanwhile, as any announcement empties all the caches.
  let announceTimer: NodeJS.Timeout | undefined;
  let failedAnnouncements = 0;
  const sendAnnouncement = (retryDelay: number) => {
    opts.notify(CONTENT_CHANGE_CHANNEL, instanceId).then(
      () => {
        if (failedAnnouncements > 0) logger.info({ failedAnnouncements }, "content change announced after failures");
        failedAnnouncements = 0;
      },
      (err: unknown) => {
        if (stopped) return;
        if (failedAnnouncements++ === 0) {
          logger.error({ err }, "content change not announced to the other instances; trying again");
        }
        if (announceTimer) return;
        announceTimer = setTimeout(() => {
          announceTimer = undefined;
          if (!stopped) sendAnnouncement(Math.min(retryDelay * 2, RECONNECT_MAX_MS));
        }, retryDelay);
        announceTimer.unref();
      },
    );
  };

  const broadcast: ContentChangeBroadcast = {
    instanceId,
    ready,
    announce() {
      if (stopped || announceTimer) return;
      sendAnnouncement(RECONNECT_MIN_MS);
    },
    async stop() {
      stopped = true;
      broadcasts.delete(broadcast);
      clearTimeout(retryTimer);
      clearTimeout(announceTimer);
      markReady();
      await client?.end().catch(() => {});
      client = null;
    },
  };
  broadcasts.add(broadcast);
  void connect(false);
  return broadcast;
}
