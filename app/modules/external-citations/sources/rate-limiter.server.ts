// One limiter per external source, shared by everything in the process that asks that source (the
// dialog's fetches and the weekly refresh): requests leave at least `minIntervalMs` apart, and a
// 429's Retry-After holds back every later request, not only the one that was refused.

export class RateLimiter {
  private next = 0;

  constructor(readonly minIntervalMs: number) {}

  /** Resolves when the caller may send its request; the slot is taken at once. */
  async take(signal?: AbortSignal): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.minIntervalMs;
    if (at > now) await sleep(at - now, signal);
  }

  /** Nobody sends before `ms` from now (a Retry-After). */
  holdFor(ms: number): void {
    this.next = Math.max(this.next, Date.now() + ms);
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The documented or polite request rates (ADR 026): Semantic Scholar without a key shares about one
 * request a second; NCBI E-utilities allow 3 a second without an API key and 10 with one; Crossref's
 * polite pool asks for no more than 10 a second (we send 5); OpenCitations asks for moderation (we
 * send 2). Requests leave this far apart, but they may arrive closer (one delayed, the next not):
 * PubMed's spacing keeps a margin so that no second at NCBI sees more than its limit (issue 38
 * measured 4 in one second with 350 ms).
 */
export const SOURCE_INTERVALS_MS = {
  opencitations: 500,
  crossref: 200,
  semantic_scholar: 1100,
  pubmed: 450,
} as const;

/** PubMed's spacing with an NCBI API key (10 a second allowed; 6 sent). */
export const PUBMED_WITH_KEY_INTERVAL_MS = 160;

export type LimiterName = keyof typeof SOURCE_INTERVALS_MS;

const shared = new Map<string, RateLimiter>();

/** The process's limiter of a source (at its own spacing, or `intervalMs` when given). */
export function limiterOf(name: LimiterName, intervalMs: number = SOURCE_INTERVALS_MS[name]): RateLimiter {
  const key = `${name}:${intervalMs}`;
  let limiter = shared.get(key);
  if (!limiter) {
    limiter = new RateLimiter(intervalMs);
    shared.set(key, limiter);
  }
  return limiter;
}
