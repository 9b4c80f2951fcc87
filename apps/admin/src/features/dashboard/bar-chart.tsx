import { theme } from 'antd';

export interface BarDatum {
  label: string;
  value: number;
  /** What a screen reader and the hover title say for this bar. */
  text: string;
}

interface BarChartProps {
  title: string;
  data: BarDatum[];
  /** The top of the scale; the largest value when not given. */
  max?: number;
  height?: number;
}

/**
 * A small SVG bar chart: one bar per day, each with a <title> read out on hover and by screen
 * readers, and the chart itself labelled. Scales to its container's width.
 */
export function BarChart({ title, data, max, height = 160 }: BarChartProps) {
  const { token } = theme.useToken();
  const top = Math.max(max ?? 0, ...data.map((d) => d.value), 1);
  const width = data.length * 10;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={{ width: '100%', height, display: 'block' }}
    >
      <title>{title}</title>
      <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke={token.colorBorder} />
      {data.map((d, i) => {
        const h = (d.value / top) * (height - 4);
        return (
          <rect key={d.label} x={i * 10 + 1.5} y={height - h} width={7} height={h} fill={token.colorPrimary}>
            <title>{d.text}</title>
          </rect>
        );
      })}
    </svg>
  );
}
