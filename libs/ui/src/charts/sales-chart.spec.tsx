import { act, render, screen, within } from '@testing-library/react';
import { ClassHubThemeProvider } from '../theme-provider';
import { SalesChart } from './sales-chart';
import type { SalesChartDay } from './sales-chart-day';

const days: SalesChartDay[] = [
  { date: '2026-05-18', value: 0, orders: 0 },
  { date: '2026-05-19', value: 49.5, orders: 2 },
  { date: '2026-05-20', value: 20, orders: 1 },
];

/** Renders inside act, so the lazy plot's chunk settles within it as it would before a user looks. */
async function renderChart(data: SalesChartDay[]) {
  await act(async () => {
    render(
      <ClassHubThemeProvider mode="light">
        <SalesChart days={data} />
      </ClassHubThemeProvider>,
    );
  });
}

describe('SalesChart', () => {
  it('is a figure named by its caption, with a table of the days that had sales and the total for screen readers', async () => {
    await renderChart(days);
    const figure = screen.getByRole('figure', { name: 'Sales per day, last 3 days' });
    const table = within(figure).getByRole('table', { name: 'Sales per day, last 3 days: $69.50 from 3 orders' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'Sales', 'Orders'],
      ['May 19', '$49.50', '2'],
      ['May 20', '$20.00', '1'],
    ]);
  });

  it('hides the drawn plot from assistive technology', async () => {
    await renderChart(days);
    const plot = screen.getByTestId('sales-chart-plot');
    expect(plot).toHaveAttribute('aria-hidden', 'true');
    // The lazy plot arrives without breaking the figure (jsdom has no layout, so no bars are measured here).
    expect(plot.querySelector('.recharts-wrapper')).not.toBeNull();
    expect(plot).not.toHaveTextContent('The chart could not be drawn.');
  });

  it('says when the period had no sales', async () => {
    await renderChart([{ date: '2026-05-20', value: 0, orders: 0 }]);
    expect(
      screen.getByRole('table', { name: 'Sales per day, last 1 days: no sales in this period' }),
    ).toBeInTheDocument();
  });
});
