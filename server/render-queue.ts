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
    private readonly limit: number,
    private readonly holdMs: number,
  ) {}

  /** Requests waiting for their turn now (for tests and diagnostics). */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // The place goes to the next in line, or back to the pool.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
    const timer = setTimeout(release, this.holdMs);
    try {
      return await task();
    } finally {
      clearTimeout(timer);
      release();
    }
  }
}
