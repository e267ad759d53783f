/**
 * Inquiries per week as stacked bars: a small hand-drawn SVG (no charting library). The table
 * beside it carries the same numbers for screen readers and for reading exact values.
 */
export interface ChartSeries {
  categories: { key: string; label: string }[];
  weeks: { week: string; label: string; counts: Record<string, number>; total: number }[];
}

// Distinct on white and each at least 3:1 against it (WCAG 1.4.11), light to dark alternating so
// neighbouring segments stay apart.
const palette = [
  "#16305a",
  "#c18a2c",
  "#2d5597",
  "#845a14",
  "#1d6b3a",
  "#a3261d",
  "#515c6e",
  "#0a1526",
  "#6b4fa0",
];

export function colorOf(index: number): string {
  return palette[index % palette.length] as string;
}

export function WeeklyChart({ series, title }: { series: ChartSeries; title: string }) {
  const width = 640;
  const height = 240;
  const pad = { top: 12, right: 8, bottom: 28, left: 28 };
  const max = Math.max(1, ...series.weeks.map((w) => w.total));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, series.weeks.length);
  const barW = Math.min(36, slot * 0.7);
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="chart-title"
      >
        <title id="chart-title">{title}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#ddd6c8" />
            <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#515c6e">
              {t}
            </text>
          </g>
        ))}
        {series.weeks.map((w, i) => {
          const x = pad.left + i * slot + (slot - barW) / 2;
          let base = 0;
          return (
            <g key={w.week}>
              {series.categories.map((c, ci) => {
                const n = w.counts[c.key] ?? 0;
                if (!n) return null;
                const rect = (
                  <rect
                    key={c.key}
                    x={x}
                    width={barW}
                    y={y(base + n)}
                    height={y(base) - y(base + n)}
                    fill={colorOf(ci)}
                    stroke="#fff"
                    strokeWidth="1"
                  />
                );
                base += n;
                return rect;
              })}
              {i % 2 === 0 || series.weeks.length <= 8 ? (
                <text
                  x={x + barW / 2}
                  y={height - 10}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#515c6e"
                >
                  {w.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.categories.map((c, ci) => (
            <li key={c.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ background: colorOf(ci) }}
              />
              {c.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function niceStep(max: number): number {
  for (const s of [1, 2, 5, 10, 20, 50, 100, 200, 500]) if (max / s <= 5) return s;
  return 1000;
}
