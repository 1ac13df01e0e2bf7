import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UsageChart } from "./usage-chart";

const months = ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const points = (downloads: number[], views: number[] = downloads) =>
  months.map((label, i) => ({ month: `2026-${7 + i}`, label, downloads: downloads[i]!, views: views[i]! }));
/** The labels of one axis, as the chart writes them. */
const labels = (html: string, axis: "level" | "month") =>
  [...html.matchAll(new RegExp(`data-axis="${axis}"[^>]*>([^<]*)<`, "g"))].map((m) => m[1]);

describe("the article's usage chart", () => {
  it("labels each level once, also when nothing was counted", () => {
    const empty = renderToString(<UsageChart points={points([0, 0, 0, 0, 0, 0])} />);
    // A most of 1: its middle level rounded to the top one and was drawn twice.
    expect(labels(empty, "level")).toEqual(["0", "1"]);
    expect(labels(empty, "month")).toEqual(months);
    expect(empty).toContain("No downloads or views recorded in these six months yet.");
    expect(labels(renderToString(<UsageChart points={points([0, 1, 0, 4, 2, 0])} />), "level")).toEqual([
      "0",
      "2",
      "4",
    ]);
  });

  it("writes counts with thousands separators, one download in the singular", () => {
    const html = renderToString(<UsageChart points={points([1, 0, 0, 0, 0, 12_345], [3, 0, 0, 0, 0, 20_000])} />);
    expect(labels(html, "level")).toEqual(["0", "10,000", "20,000"]);
    expect(html).toContain("<title>Jul: 1 download, 3 views</title>");
    expect(html).toContain("<title>Dec: 12,345 downloads, 20,000 views</title>");
  });

  it("lays its labels over the drawing as page text, not as SVG text that shrinks with the card", () => {
    const html = renderToString(<UsageChart points={points([0, 1, 0, 4, 2, 0])} />);
    expect(html).not.toContain("<text");
    // The top level's label sits above its line, at the plot's left edge.
    expect(html).toMatch(/data-axis="level"[^>]*style="left:2\.14%;top:13\.64%"[^>]*>4</);
    // The last month ends at the plot's right edge.
    expect(html).toMatch(/data-axis="month" class="absolute pt-1 -translate-x-full"[^>]*>Dec</);
  });
});
