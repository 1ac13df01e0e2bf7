import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

// The analytics page's charts, loaded apart from the page (recharts and its d3 parts are about
// 136 KB gzipped, more than the rest of the page's first visit): the page is painted and hydrated
// without them, and each chart's place keeps its height until they come (docs/decisions/074).
// They are fetched and drawn when a fifth of a chart's place is on the screen, not right after
// hydration: on a phone the charts are below the first screen (the first one's top edge at most),
// and their first drawing (recharts' render and its store's updates, a task of a few hundred
// milliseconds on a slow phone) waits until the reader scrolls to them (docs/decisions/075). The charts drew nothing on the server either (ResponsiveContainer
// measures its box first).
let chartsLoaded = false;
const charts = () =>
  import("./analytics-charts").then((m) => {
    chartsLoaded = true;
    return m;
  });

/** Whether a fifth of the element has come on the screen (once true, stays true). */
function useOnScreen() {
  const ref = useRef<HTMLDivElement>(null);
  // Once the charts have come (another tab's chart), a chart is drawn at once.
  const [near, setNear] = useState(chartsLoaded);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.2)) return;
        observer.disconnect();
        setNear(true);
      },
      { threshold: [0, 0.2] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, height: number) {
  const Chart = lazy(async () => ({ default: await load() }));
  function LazyChart(props: P) {
    const { ref, near } = useOnScreen();
    const placeholder = <div ref={ref} style={{ height }} aria-hidden="true" />;
    if (!near) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Chart {...props} />
      </Suspense>
    );
  }
  return LazyChart;
}

export const TrafficChart = lazyChart(() => charts().then((m) => m.TrafficChart), 280);
export const SearchLineChart = lazyChart(() => charts().then((m) => m.SearchLineChart), 280);
export const SearchBarChart = lazyChart(() => charts().then((m) => m.SearchBarChart), 280);
export const ContentTypePie = lazyChart(() => charts().then((m) => m.ContentTypePie), 260);
