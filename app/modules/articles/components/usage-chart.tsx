import { countOf, formatCount } from "~/lib/format-count";

type Point = { month: string; label: string; downloads: number; views: number };

const WIDTH = 560;
const HEIGHT = 220;
/** The plot's margins in the drawing's units: room above for the top level's label, below for the months. */
const PAD = { top: 30, right: 12, bottom: 32, left: 12 };

/** A place in the drawing as a share of the figure's width or height, for a label laid over it. */
const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * Monthly downloads and views as an SVG line chart (server-rendered, no chart library needed). The
 * labels are HTML laid over the drawing, not SVG text: the drawing scales with the card (to about
 * 300 px on a phone, where 11-unit SVG text came out 6 px high), and the labels keep the page's
 * text size. Each level's label sits above its line at the left, so no margin has to guess its
 * width.
 */
export function UsageChart({ points }: { points: Point[] }) {
  const max = Math.max(1, ...points.flatMap((p) => [p.downloads, p.views]));
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, points.length - 1);
  const y = (v: number) => HEIGHT - PAD.bottom - (v / max) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (key: "downloads" | "views") =>
    points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" ");
  // Each value once: with a most of 1 (or none), the middle tick rounds to the top one.
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const total = points.reduce((s, p) => s + p.downloads + p.views, 0);
  const last = points.length - 1;

  return (
    <figure>
      <div className="relative text-xs leading-none text-slate-500">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-label="Monthly downloads and views for the last six months"
        >
          {ticks.map((t) => (
            <line key={t} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          ))}
          <path d={line("views")} fill="none" stroke="#94a3b8" strokeWidth="2" strokeDasharray="4 3" />
          <path d={line("downloads")} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
          {points.map((p, i) => (
            <circle key={p.month} cx={x(i)} cy={y(p.downloads)} r="3.5" fill="#1d4ed8">
              <title>{`${p.label}: ${countOf(p.downloads, "download", "downloads")}, ${countOf(p.views, "view", "views")}`}</title>
            </circle>
          ))}
        </svg>
        {/* The drawing's name says what it shows; the table of the Downloads and Views panels
            gives every figure. The labels are for the eye. */}
        {ticks.map((t) => (
          <span
            key={t}
            aria-hidden="true"
            data-axis="level"
            className="absolute -translate-y-full pb-1"
            style={{ left: percent(PAD.left, WIDTH), top: percent(y(t), HEIGHT) }}
          >
            {formatCount(t)}
          </span>
        ))}
        {points.map((p, i) => (
          <span
            key={p.month}
            aria-hidden="true"
            data-axis="month"
            className={`absolute pt-1 ${i === 0 ? "" : i === last ? "-translate-x-full" : "-translate-x-1/2"}`}
            style={{ left: percent(x(i), WIDTH), top: percent(HEIGHT - PAD.bottom, HEIGHT) }}
          >
            {p.label.slice(0, 3)}
          </span>
        ))}
      </div>
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
