import { lazy, Suspense, type ComponentType } from "react";

// The analytics page's charts, loaded apart from the page (recharts and its d3 parts are about
// 136 KB gzipped, more than the rest of the page's first visit): the page is painted and hydrated
// without them, and each chart's place keeps its height until they come (docs/decisions/074).
// The charts draw nothing on the server either (ResponsiveContainer measures its box first).
const charts = () => import("./analytics-charts");

function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, height: number) {
  const Chart = lazy(async () => ({ default: await load() }));
  function LazyChart(props: P) {
    return (
      <Suspense fallback={<div style={{ height }} aria-hidden="true" />}>
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
