import { useId } from 'react';

export type ChartSeries = { name: string; values: readonly number[] };

type BarChartProps = {
  /** The chart's accessible name, shown above it. */
  title: string;
  /** What it shows, for screen readers (say where the numbers are). */
  description: string;
  /** One per bar, e.g. the days; the first and last are shown under the chart. */
  labels: readonly string[];
  bars: ChartSeries;
  /** A second figure over the same labels, drawn as a line across the bars. */
  line?: ChartSeries;
};

/** Each bar's slot in the drawing's units; a bar fills 80% of it. */
const SLOT = 10;
const HEIGHT = 100;

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });

/**
 * Bars (one per label) with an optional line over them, drawn in SVG without a library. The drawing stretches to
 * the width it is given (the line keeps its thickness); the scale and the first and last labels are text around it.
 * Bars below zero are red and hang from a zero line. It is a picture of the figures: the exact numbers belong in a
 * table next to it, which the description should point to.
 */
export function BarChart({ title, description, labels, bars, line }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const values = [...bars.values, ...(line?.values ?? [])];
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (value: number) => ((top - value) / span) * HEIGHT;
  const width = Math.max(labels.length, 1) * SLOT;
  /** Where zero is, in % from the top. */
  const zeroAt = y(0);
  const points = line?.values.map((value, i) => `${i * SLOT + SLOT / 2},${y(value)}`).join(' ');

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-ink">{title}</figcaption>
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative h-40 w-12 shrink-0 text-right font-mono text-xs text-ink-soft">
          <span className="absolute top-0 right-0 -translate-y-1/2">{compact.format(top)}</span>
          {bottom < 0 && zeroAt > 12 && zeroAt < 88 && (
            <span className="absolute right-0 -translate-y-1/2" style={{ top: `${zeroAt}%` }}>
              0
            </span>
          )}
          <span className="absolute right-0 bottom-0 translate-y-1/2">{compact.format(bottom)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible border-b border-l border-line"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          {bottom < 0 && <line x1={0} x2={width} y1={y(0)} y2={y(0)} className="stroke-ink-soft" vectorEffect="non-scaling-stroke" />}
          {bars.values.map((value, i) => (
            <rect
              key={labels[i] ?? i}
              data-chart-bar=""
              x={i * SLOT + SLOT * 0.1}
              width={SLOT * 0.8}
              y={y(Math.max(value, 0))}
              height={Math.abs(y(0) - y(value))}
              className={value < 0 ? 'fill-danger' : 'fill-brand/70'}
            >
              <title>{`${labels[i]}: ${bars.name} ${value}${line ? `, ${line.name} ${line.values[i]}` : ''}`}</title>
            </rect>
          ))}
          {points && <polyline points={points} fill="none" strokeWidth={2} className="stroke-ink" vectorEffect="non-scaling-stroke" />}
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-14 font-mono text-xs text-ink-soft">
        <span>{labels[0]}</span>
        {labels.length > 1 && <span>{labels.at(-1)}</span>}
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-ink-soft">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand/70" />
          {bars.name}
        </li>
        {bars.values.some((value) => value < 0) && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-danger" />
            {`${bars.name} < 0`}
          </li>
        )}
        {line && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-ink" />
            {line.name}
          </li>
        )}
      </ul>
    </figure>
  );
}
