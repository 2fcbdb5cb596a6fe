// The dashboard's charts (Recharts), loaded with a dynamic import by DashboardPage only: the library is a
// chunk of its own, never in mfe_admin's first download. Each chart is a picture of the table beside it, which
// is what assistive technology reads (the page hides the chart from it); Recharts' own keyboard and screen
// reader layer is turned off for the same reason.
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartProps {
  data: ChartPoint[];
  /** What a value counts (人, 件), for the tooltip. */
  unit: string;
}

const HEIGHT = 220;
const AXIS_TICK = { fontSize: 11, fill: 'var(--er-color-muted)' };
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };

export function BarFigure({ data, unit }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--er-color-chart-grid)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={8} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip formatter={(value) => [`${Number(value).toLocaleString('ja-JP')}${unit}`, '']} separator="" />
        <Bar dataKey="value" fill="var(--er-color-primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function LineFigure({ data, unit }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={data} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--er-color-chart-grid)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip formatter={(value) => [`${Number(value).toLocaleString('ja-JP')}${unit}`, '']} separator="" />
        <Line type="monotone" dataKey="value" stroke="var(--er-color-primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
