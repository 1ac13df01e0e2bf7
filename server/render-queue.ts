import type { IncomingMessage, RequestListener } from "node:http";

/**
 * Two renders at once: at 50 connections on the rendered article (100,000 articles, PostgreSQL,
 * one CPU) the p99 fell from 0.85-1.29 s to 0.38-0.79 s with the same p50 and 1-7% less
 * throughput; one at a time lost 2-10% of the throughput (nothing renders while the statements
 * are awaited).
 */
const RENDERS_AT_ONCE = 2;
/** A render slower than this (a page's usual one takes a few milliseconds) stops holding a place. */
const RENDER_HOLD_MS = 100;

/**
 * Renders taken in their order of arrival, at most `limit` at once (ADR 078).
 *
 * Fifty readers asking for pages the cache does not hold got them in no order: every render in
 * flight awaits its statements, and whichever answer came back first went on, so some requests
 * waited through many others' turns (p99 four to five times the p50). Two at once keep the
 * database and the CPU busy (one renders while the other waits for its statements); the others
 * wait here, in order, holding nothing but their request.
 *
 * A render counts against the limit for its first `holdMs` only: a slow one (a large export, a
 * page whose statements wait on a lock) then lets the next one start, so it never holds the queue.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit = RENDERS_AT_ONCE,
    private readonly holdMs = RENDER_HOLD_MS,
  ) {}

  /** Requests waiting for their turn now (for tests and diagnostics). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a place; it is given back by the function returned (once), or after holdMs. */
  async enter(): Promise<() => void> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      // The place goes to the next in line, or back to the pool.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
    const timer = setTimeout(release, this.holdMs);
    return release;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    try {
      return await task();
    } finally {
      release();
    }
  }
}

/** A place a request took before the application saw it (inTurn), and how long it waited for it. */
export type Place = { release: () => void; waitedMs: number };

const places = new WeakMap<IncomingMessage, Place>();

/**
 * A request listener that has each GET or HEAD wait for its place in `queue` before `next` (the
 * application) sees it (ADR 090); the application's render gives the place back (placeOf), as does
 * the end of the response for a request that never renders. Waiting here, a request holds only
 * Node's objects for it: waiting in the application, it also held its web Request, Hono's context
 * and every middleware's state through the 100 ms of its wait at 50 connections, long enough to
 * outlive the young generation (about 14 KB promoted a request, a full collection twice as often).
 * `skip` names the requests that never render (the built files): they do not wait.
 */
export function inTurn(queue: RenderQueue, skip: (target: string) => boolean, next: RequestListener): RequestListener {
  return (req, res) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || skip(req.url ?? "/")) return next(req, res);
    const arrived = performance.now();
    void queue.enter().then((release) => {
      // A reader who left while the request waited gets nothing rendered.
      if (req.socket.destroyed) return release();
      places.set(req, { release, waitedMs: performance.now() - arrived });
      res.once("close", release);
      next(req, res);
    });
  };
}

/** The place `req` took in its turn (inTurn), if it did. */
export function placeOf(req: IncomingMessage | undefined): Place | undefined {
  return req ? places.get(req) : undefined;
}
