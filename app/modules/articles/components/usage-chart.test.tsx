import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UsageChart } from "./usage-chart";

const months = ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const points = (downloads: number[], views: number[] = downloads) =>
  months.map((label, i) => ({ month: `2026-${7 + i}`, label, downloads: downloads[i]!, views: views[i]! }));
/** The y axis's labels, as the chart writes them (text-anchor end). */
const axis = (html: string) => [...html.matchAll(/text-anchor="end"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe("the article's usage chart", () => {
  it("labels each level of its axis once, also when nothing was counted", () => {
    const empty = renderToString(<UsageChart points={points([0, 0, 0, 0, 0, 0])} />);
    // A most of 1: its middle tick rounded to the top one and was drawn twice.
    expect(axis(empty)).toEqual(["0", "1"]);
    expect(empty).toContain("No downloads or views recorded in these six months yet.");
    expect(axis(renderToString(<UsageChart points={points([0, 1, 0, 4, 2, 0])} />))).toEqual(["0", "2", "4"]);
  });

  it("writes counts with thousands separators, one download in the singular", () => {
    const html = renderToString(<UsageChart points={points([1, 0, 0, 0, 0, 12_345], [3, 0, 0, 0, 0, 20_000])} />);
    expect(axis(html)).toEqual(["0", "10,000", "20,000"]);
    // The axis makes room for its longest label: "20,000" ends 8 px before the plot, at x = 48.
    expect(html).toMatch(/<text x="48" y="20" text-anchor="end"[^>]*>20,000</);
    expect(html).toContain("<title>Jul: 1 download, 3 views</title>");
    expect(html).toContain("<title>Dec: 12,345 downloads, 20,000 views</title>");
  });
});
