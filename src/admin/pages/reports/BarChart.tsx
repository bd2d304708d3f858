/**
 * A small bar chart in SVG for a trend (one bar per period, negative values below the zero line).
 * It is an image with a text alternative; the table beside it holds the same figures for screen
 * readers and for reading exact values, so the chart itself carries no interactive parts.
 */
export function BarChart(props: {
  title: string;
  summary: string;
  /** `short`: the axis label (the full label is in each bar's tooltip and the table). */
  bars: readonly { label: string; short: string; value: number }[];
  format(value: number): string;
}) {
  const { bars } = props;
  const width = 720;
  const height = 220;
  const pad = { top: 16, bottom: 28, left: 24, right: 24 };
  const min = Math.min(0, ...bars.map((b) => b.value));
  // All zero: the zero line at the bottom, as for a positive series.
  const max = Math.max(0, ...bars.map((b) => b.value)) || (min < 0 ? 0 : 1);
  const span = max - min || 1;
  const plotHeight = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + ((max - v) / span) * plotHeight;
  const step = (width - pad.left - pad.right) / Math.max(1, bars.length);
  const barWidth = Math.max(1, step * 0.7);
  // Every label when they fit; otherwise about eight, evenly spread.
  const labelEvery = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${props.title}. ${props.summary}`}>
        <line className="admin-chart__axis" x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} />
        {bars.map((bar, i) => {
          const x = pad.left + i * step + (step - barWidth) / 2;
          const top = Math.min(y(bar.value), y(0));
          return (
            <g key={bar.label}>
              <rect
                className={bar.value < 0 ? 'admin-chart__bar admin-chart__bar--negative' : 'admin-chart__bar'}
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(bar.value === 0 ? 0 : 1, Math.abs(y(bar.value) - y(0)))}
              >
                <title>{`${bar.label}: ${props.format(bar.value)}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text className="admin-chart__label" x={x + barWidth / 2} y={height - 8} textAnchor="middle">
                  {bar.short}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="admin-muted">{props.summary}</figcaption>
    </figure>
  );
}
