/**
 * Inquiries per week as stacked bars: a small hand-drawn SVG (no charting library). The bars
 * stretch to the width of the screen; the labels are HTML so they stay readable on a phone. The
 * table under the chart carries the same numbers for screen readers and exact reading.
 */
export interface ChartSeries {
  categories: { key: string; label: string }[];
  weeks: { week: string; label: string; counts: Record<string, number>; total: number }[];
}

// Distinct from each other and each at least 3:1 against white (WCAG 1.4.11), dark and light
// alternating so that neighbouring segments stay apart; white gaps separate the segments too.
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

function niceStep(max: number): number {
  for (const s of [1, 2, 5, 10, 20, 50, 100, 200, 500]) if (max / s <= 4) return s;
  return 1000;
}

export function WeeklyChart({ series, title }: { series: ChartSeries; title: string }) {
  const slot = 10;
  const width = Math.max(1, series.weeks.length) * slot;
  const max = Math.max(1, ...series.weeks.map((w) => w.total));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const y = (v: number) => 100 - (v / top) * 100;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <figure className="mt-4">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-48 w-6 shrink-0 text-right text-xs text-muted"
        >
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 translate-y-1/2 leading-none"
              style={{ bottom: `${(t / top) * 100}%` }}
            >
              {t}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            className="block h-48 w-full"
            role="img"
            aria-labelledby="weekly-chart-title"
          >
            <title id="weekly-chart-title">{title}</title>
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={width}
                y1={y(t)}
                y2={y(t)}
                stroke="#ddd6c8"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {series.weeks.map((w, i) => {
              let base = 0;
              return (
                <g key={w.week}>
                  {series.categories.map((c, ci) => {
                    const n = w.counts[c.key] ?? 0;
                    if (!n) return null;
                    const rect = (
                      <rect
                        key={c.key}
                        x={i * slot + 1.5}
                        width={slot - 3}
                        y={y(base + n)}
                        height={y(base) - y(base + n)}
                        fill={colorOf(ci)}
                        stroke="#fff"
                        strokeWidth="1"
                        vectorEffect="non-scaling-stroke"
                      />
                    );
                    base += n;
                    return rect;
                  })}
                </g>
              );
            })}
          </svg>
          <ol
            aria-hidden="true"
            className="mt-1 grid text-xs text-muted"
            style={{ gridTemplateColumns: `repeat(${series.weeks.length}, minmax(0, 1fr))` }}
          >
            {series.weeks.map((w, i) => (
              <li
                key={w.week}
                className={`whitespace-nowrap text-center ${i % 2 === series.weeks.length % 2 ? "max-sm:invisible" : ""}`}
              >
                {w.label}
              </li>
            ))}
          </ol>
        </div>
      </div>
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
