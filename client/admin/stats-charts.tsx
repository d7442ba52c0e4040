import type { ReactNode } from 'react';
import { scaleBand, scaleLinear } from 'd3-scale';
import type { StatsRow } from '#shared/stats-view.ts';

// The statistics page's charts (docs/office-guide.md, "Statistics"): SVG drawn on the server, so they show without
// script; each scales with its viewBox to the width it has (a phone's too) and is an image with its title and a
// description, the table beside it holding the same numbers for a screen reader and for reading them off. Each bar
// carries its value (data-value) and its own title, which a pointer shows.

/** Numbers as the office's other pages write them: 1,234. */
export const count = (value: number) => value.toLocaleString('en-US');

/** A chart's accessible name and description, and the id its title and description are given. */
interface ChartText {
  id: string;
  title: string;
  desc: string;
}

/** A chart's SVG: an image named by its title and described by its description. */
function ChartImage({
  text,
  kind,
  width,
  height,
  children,
}: {
  text: ChartText;
  kind: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={`stats-chart stats-chart--${kind}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${text.id}-title ${text.id}-desc`}
    >
      <title id={`${text.id}-title`}>{text.title}</title>
      <desc id={`${text.id}-desc`}>{text.desc}</desc>
      {children}
    </svg>
  );
}

// The views' chart: a viewBox a phone shows near its own size, so its labels stay legible (stats.css caps its width).
const WIDTH = 360;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 8, bottom: 24, left: 40 };
const MAX_AXIS_LABELS = 6;

/** Whole numbers for a count's axis: at most `wanted` ticks, none between two counts. */
function countTicks(max: number, wanted: number): number[] {
  return scaleLinear([0, max], [0, 1])
    .nice(wanted)
    .ticks(wanted)
    .filter((tick) => Number.isInteger(tick));
}

export interface ColumnBar {
  label: string;
  /** Its short name under the chart. */
  axis: string;
  value: number;
}

/** Vertical bars (the views per day, week or month), with a count axis and a few of the bars named beneath. */
export function ColumnChart({ text, bars }: { text: ChartText; bars: readonly ColumnBar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const ticks = countTicks(max, 4);
  const top = Math.max(max, ticks.at(-1) ?? max);
  const y = scaleLinear([0, top], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const x = scaleBand(
    bars.map((_, index) => String(index)),
    [MARGIN.left, WIDTH - MARGIN.right],
  ).padding(bars.length > 40 ? 0.1 : 0.2);
  const every = Math.ceil(bars.length / MAX_AXIS_LABELS);
  return (
    <ChartImage text={text} kind="columns" width={WIDTH} height={HEIGHT}>
      {ticks.map((tick) => (
        <g key={tick} className="stats-chart__tick">
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text x={MARGIN.left - 4} y={y(tick)} dy="0.32em" textAnchor="end">
            {count(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const left = x(String(index)) ?? 0;
        return (
          <g key={index}>
            <rect
              className="stats-chart__bar"
              x={left}
              y={y(bar.value)}
              width={x.bandwidth()}
              height={y(0) - y(bar.value)}
              data-label={bar.label}
              data-value={bar.value}
            >
              <title>{`${bar.label}: ${count(bar.value)}`}</title>
            </rect>
            {index % every === 0 ? (
              <text
                className="stats-chart__axis"
                x={left + x.bandwidth() / 2}
                y={HEIGHT - MARGIN.bottom + 16}
                textAnchor={index === 0 ? 'start' : 'middle'}
              >
                {bar.axis}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartImage>
  );
}

// A breakdown's chart: a row a name, its name above its bar and its count after it.
const ROW_WIDTH = 320;
const ROW_HEIGHT = 34;
const COUNT_ROOM = 48;
const MAX_NAME = 42;

const shortName = (name: string) =>
  [...name].length > MAX_NAME ? `${[...name].slice(0, MAX_NAME - 1).join('')}…` : name;

/** Horizontal bars, one a row of a breakdown, longest for the most views. */
export function RowChart({ text, rows }: { text: ChartText; rows: readonly StatsRow[] }) {
  const x = scaleLinear([0, Math.max(1, ...rows.map((row) => row.views))], [0, ROW_WIDTH - COUNT_ROOM]);
  const height = rows.length * ROW_HEIGHT + 4;
  return (
    <ChartImage text={text} kind="rows" width={ROW_WIDTH} height={height}>
      {rows.map((row, index) => {
        const top = index * ROW_HEIGHT;
        return (
          <g key={index}>
            <text className="stats-chart__name" x={0} y={top + 13} lang={row.lang}>
              {shortName(row.label)}
            </text>
            <rect
              className="stats-chart__bar"
              x={0}
              y={top + 18}
              width={Math.max(row.views > 0 ? 2 : 0, x(row.views))}
              height={10}
              data-label={row.label}
              data-value={row.views}
            >
              <title>{`${row.label}: ${count(row.views)}`}</title>
            </rect>
            <text className="stats-chart__count" x={x(row.views) + 6} y={top + 27}>
              {count(row.views)}
            </text>
          </g>
        );
      })}
    </ChartImage>
  );
}

/** A step's small bar in the funnel's table: its share of the row's largest step; decoration, the number beside it. */
export function StepBar({ value, of }: { value: number; of: number }) {
  const width = of > 0 ? Math.round((Math.min(value, of) / of) * 100) : 0;
  return (
    <svg className="stats-step" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="stats-step__track" x={0} y={0} width={100} height={8} />
      <rect className="stats-chart__bar" x={0} y={0} width={width} height={8} data-value={value} />
    </svg>
  );
}
