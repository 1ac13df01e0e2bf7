import { formatCount } from "~/lib/format-count";
import { formatDay } from "~/lib/format-date";

export type HistoryPoint = { at: string; value: number };

/**
 * A line chart of one counter over its recorded snapshots, drawn as SVG like the article page's
 * usage chart (server-renderable, no chart library): the x axis is time, so uneven snapshots keep
 * their real spacing; each point carries its date and value as a tooltip.
 */
export function HistoryLineChart({ points, label }: { points: HistoryPoint[]; label: string }) {
  const width = 560;
  const height = 200;
  const pad = { top: 14, right: 16, bottom: 34, left: 44 };
  const times = points.map((p) => new Date(p.at).getTime());
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const max = Math.max(1, ...points.map((p) => p.value));
  const x = (t: number) =>
    t1 === t0 ? (pad.left + width - pad.right) / 2 : pad.left + ((t - t0) / (t1 - t0)) * (width - pad.left - pad.right);
  const y = (v: number) => height - pad.bottom - (v / max) * (height - pad.top - pad.bottom);
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(times[i]!).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const first = points[0]!;
  const last = points[points.length - 1]!;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${label} over time: ${points.length} snapshot${points.length === 1 ? "" : "s"} from ${formatDay(first.at)} to ${formatDay(last.at)}, latest ${last.value}`}
      data-testid="metrics-history-chart"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          <text x={pad.left - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#64748b">
            {formatCount(t)}
          </text>
        </g>
      ))}
      <text x={x(t0)} y={height - 10} textAnchor={t1 === t0 ? "middle" : "start"} fontSize="11" fill="#64748b">
        {formatDay(first.at)}
      </text>
      {t1 !== t0 && (
        <text x={x(t1)} y={height - 10} textAnchor="end" fontSize="11" fill="#64748b">
          {formatDay(last.at)}
        </text>
      )}
      <path d={path} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
      {points.map((p, i) => (
        <circle key={`${p.at}-${i}`} cx={x(times[i]!)} cy={y(p.value)} r="3.5" fill="#1d4ed8">
          <title>{`${formatDay(p.at)}: ${formatCount(p.value)}`}</title>
        </circle>
      ))}
    </svg>
  );
}
