import { lazy, Suspense, useId } from 'react';
import { VisuallyHidden } from '../layout';
import { FallbackBoundary } from '../fallback-boundary';
import { formatPrice } from '../format/format-price';
import { formatChartDay, type SalesChartDay } from './sales-chart-day';
import { Caption, Figure, PlotFrame, PlotNote } from './sales-chart.styles';

// recharts is about 100 KB gzip: a chunk of its own, fetched after the figures have painted.
const SalesChartPlot = lazy(() => import(/* webpackChunkName: "sales-chart-plot" */ './sales-chart-plot.lazy'));

export interface SalesChartProps {
  /** One entry per day, oldest first (contracts' `salesPerDay`). */
  days: readonly SalesChartDay[];
  /** The visible caption; also names the figure. */
  title?: string;
  height?: number;
}

/**
 * A bar chart of sales per day. The bars are drawn for sighted users only; screen readers get the caption and a
 * visually hidden table of the days with sales (with the period's total), which is there from the first paint.
 */
export function SalesChart({ days, title = `Sales per day, last ${days.length} days`, height = 200 }: SalesChartProps) {
  const captionId = useId();
  const sold = days.filter((day) => day.orders > 0);
  const cents = sold.reduce((sum, day) => sum + Math.round(day.value * 100), 0);
  const orders = sold.reduce((sum, day) => sum + day.orders, 0);
  const summary =
    orders === 0
      ? 'no sales in this period'
      : `${formatPrice(cents / 100)} from ${orders} ${orders === 1 ? 'order' : 'orders'}`;

  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      <PlotFrame $height={height} aria-hidden="true" data-testid="sales-chart-plot">
        <FallbackBoundary fallback={<PlotNote>The chart could not be drawn.</PlotNote>}>
          <Suspense fallback={null}>
            <SalesChartPlot days={days} height={height} />
          </Suspense>
        </FallbackBoundary>
      </PlotFrame>
      <VisuallyHidden as="div">
        <table>
          <caption>
            {title}: {summary}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sales</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {sold.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatChartDay(day.date)}</th>
                <td>{formatPrice(day.value)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
