import { countOf, formatCount } from "~/lib/format-count";

type Point = { month: string; label: string; downloads: number; views: number };

/** Monthly downloads and views as an SVG line chart (server-rendered, no chart library needed). */
export function UsageChart({ points }: { points: Point[] }) {
  const width = 560;
  const height = 220;
  const max = Math.max(1, ...points.flatMap((p) => [p.downloads, p.views]));
  // Room at the left for the longest label of the axis (its top one, 11 px digits about 7 px wide).
  const pad = { top: 16, right: 16, bottom: 36, left: Math.max(40, 14 + 7 * formatCount(max).length) };
  const x = (i: number) => pad.left + (i * (width - pad.left - pad.right)) / Math.max(1, points.length - 1);
  const y = (v: number) => height - pad.bottom - (v / max) * (height - pad.top - pad.bottom);
  const line = (key: "downloads" | "views") =>
    points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" ");
  // Each value once: with a most of 1 (or none), the middle tick rounds to the top one.
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const total = points.reduce((s, p) => s + p.downloads + p.views, 0);

  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label="Monthly downloads and views for the last six months"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={pad.left - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {formatCount(t)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <text key={p.month} x={x(i)} y={height - 12} textAnchor="middle" fontSize="11" fill="#64748b">
            {p.label.slice(0, 3)}
          </text>
        ))}
        <path d={line("views")} fill="none" stroke="#94a3b8" strokeWidth="2" strokeDasharray="4 3" />
        <path d={line("downloads")} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
        {points.map((p, i) => (
          <circle key={p.month} cx={x(i)} cy={y(p.downloads)} r="3.5" fill="#1d4ed8">
            <title>{`${p.label}: ${countOf(p.downloads, "download", "downloads")}, ${countOf(p.views, "view", "views")}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-blue-700" /> Downloads
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-slate-400" /> Views
        </span>
        {total === 0 && <span>No downloads or views recorded in these six months yet.</span>}
      </figcaption>
    </figure>
  );
}
