/** Distinct citing works per publication year, as SVG bars (no chart library, like the usage chart). */
export function CitationsPerYearChart({ years }: { years: { year: number; count: number }[] }) {
  // Every year from the first to the last, so a year without citations shows as an empty slot.
  const first = years[0]!.year;
  const last = years[years.length - 1]!.year;
  const all = Array.from({ length: last - first + 1 }, (_, i) => ({
    year: first + i,
    count: years.find((y) => y.year === first + i)?.count ?? 0,
  }));
  const width = 560;
  const height = 200;
  const pad = { top: 14, right: 16, bottom: 30, left: 40 };
  const max = Math.max(1, ...all.map((y) => y.count));
  const slot = (width - pad.left - pad.right) / all.length;
  const barWidth = Math.min(48, slot * 0.7);
  const y = (v: number) => height - pad.bottom - (v / max) * (height - pad.top - pad.bottom);
  const ticks = [...new Set([0, Math.round(max / 2), max])];

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`Citations per year: ${all.map((a) => `${a.year}: ${a.count}`).join(", ")}`}
      data-testid="citations-per-year-chart"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          <text x={pad.left - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#64748b">
            {t}
          </text>
        </g>
      ))}
      {all.map((a, i) => {
        const cx = pad.left + slot * i + slot / 2;
        return (
          <g key={a.year}>
            <rect
              x={cx - barWidth / 2}
              y={y(a.count)}
              width={barWidth}
              height={Math.max(0, height - pad.bottom - y(a.count))}
              rx="3"
              fill="#1d4ed8"
            >
              <title>{`${a.year}: ${a.count} citation${a.count === 1 ? "" : "s"}`}</title>
            </rect>
            <text x={cx} y={height - 10} textAnchor="middle" fontSize="11" fill="#64748b">
              {a.year}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
