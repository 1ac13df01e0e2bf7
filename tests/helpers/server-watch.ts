/**
 * Watches this process while work runs elsewhere: how far its resident memory rose above where it
 * started, and the longest wait between two ticks of a 10 ms timer (how long the event loop was
 * held).
 */
export function watchThisProcess(): { stop: () => { grewByBytes: number; longestGapMs: number } } {
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      longestGapMs = Math.max(longestGapMs, performance.now() - last);
      return { grewByBytes: Math.max(peakRss, process.memoryUsage().rss) - startRss, longestGapMs };
    },
  };
}
