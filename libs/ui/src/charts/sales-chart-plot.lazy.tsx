import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatPrice } from '../format/format-price';
import { formatChartDay, type SalesChartDay } from './sales-chart-day';

export interface SalesChartPlotProps {
  days: readonly SalesChartDay[];
  height: number;
}

/**
 * The drawn bars (recharts). Loaded lazily by `SalesChart`, so recharts stays out of the first paint; hidden from
 * assistive technology, which reads the same figures from the table beside it.
 */
export default function SalesChartPlot({ days, height }: SalesChartPlotProps) {
  const theme = useTheme();
  return (
    <BarChart
      responsive
      style={{ width: '100%', height }}
      data={[...days]}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      // The plot is aria-hidden: no keyboard stop inside it (the table carries the data).
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={theme.color.border} vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatChartDay}
        stroke={theme.color.textMuted}
        fontSize={12}
        minTickGap={16}
      />
      <YAxis
        tickFormatter={(value: number) => `$${value}`}
        stroke={theme.color.textMuted}
        fontSize={12}
        width={56}
        allowDecimals={false}
      />
      <Tooltip
        cursor={{ fill: theme.color.primarySoft }}
        labelFormatter={(label) => formatChartDay(String(label))}
        formatter={(value) => [formatPrice(Number(value)), 'Sales']}
        contentStyle={{ background: theme.color.surface, borderColor: theme.color.border, color: theme.color.text }}
      />
      <Bar dataKey="value" name="Sales" fill={theme.color.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
