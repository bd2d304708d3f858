import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A CSS colour (a theme variable's value is read from the page). */
  colour: string;
}

/** The theme's value of a CSS custom property, for the canvas (which cannot read variables). */
function cssColour(value: string, element: Element): string {
  const match = /^var\((--[\w-]+)\)$/.exec(value);
  return match ? getComputedStyle(element).getPropertyValue(match[1]!).trim() || '#2563eb' : value;
}

/**
 * Figures per period (days, months) as bars, drawn by uPlot on a canvas sized to its box. The chart
 * is an image with a text alternative: the exact figures are in the table or figures beside it, so
 * screen readers and keyboards lose nothing; the pointer gets uPlot's cursor and legend.
 */
export function PeriodChart(props: {
  title: string;
  summary: string;
  /** What a period is (Day, Month), for the legend under the pointer. */
  periodLabel: string;
  periods: readonly string[];
  series: readonly ChartSeries[];
  format(value: number): string;
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { periods, series, height = 220 } = props;
  // Redrawn when the figures change, not on every render of the page around it.
  const formatRef = useRef(props.format);
  useEffect(() => {
    formatRef.current = props.format;
  });
  const figures = JSON.stringify([periods, series]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const format = (value: number) => formatRef.current(value);
    const xs = periods.map((_, i) => i);
    const bars = uPlot.paths.bars!({ size: [0.7 / Math.max(1, series.length), 60], align: 0 });
    const axisColour = getComputedStyle(element).color;
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height,
      legend: { show: series.length > 1 },
      cursor: { y: false },
      scales: { x: { time: false, range: [-0.6, periods.length - 0.4] } },
      axes: [
        {
          stroke: axisColour,
          grid: { show: false },
          splits: () => xs,
          // As many period labels as fit (about one per 56 px), evenly spread.
          values: (u, splits) => {
            const every = Math.max(1, Math.ceil(periods.length / Math.max(2, Math.floor(u.width / 56))));
            return splits.map((i) => (i % every === 0 ? (periods[i]?.slice(5) ?? '') : ''));
          },
        },
        { stroke: axisColour, size: 70, values: (_u, splits) => splits.map((v) => format(v)) },
      ],
      series: [
        { label: props.periodLabel, value: (_u, i) => (i === null ? '' : (periods[i] ?? '')) },
        ...series.map((s, n) => ({
          label: s.label,
          stroke: cssColour(s.colour, element),
          fill: cssColour(s.colour, element),
          paths: bars,
          points: { show: false },
          value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)),
          // Side by side: each series' bars shifted within the period's slot.
          ...(series.length > 1
            ? { paths: uPlot.paths.bars!({ size: [0.7 / series.length, 60], align: n === 0 ? -1 : 1 }) }
            : {}),
        })),
      ],
    };
    const plot = new uPlot(options, [xs, ...series.map((s) => [...s.values])], element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `figures` stands for periods and series.
  }, [figures, height]);

  return (
    <figure className="admin-chart" data-testid={props.testId}>
      <div ref={box} role="img" aria-label={`${props.title}. ${props.summary}`} />
    </figure>
  );
}
