/** One day of a sales chart: `date` is a UTC day `YYYY-MM-DD`, `value` dollars. Same shape as contracts' `SalesDay`. */
export interface SalesChartDay {
  date: string;
  value: number;
  orders: number;
}

// Made on first use, like format-price's formatter: the first Intl formatter a page builds is slow, and this module
// loads with the shared ui library on every page, chart or not.
let dayLabel: Intl.DateTimeFormat | undefined;

/** "2026-05-20" → "May 20": the day is a UTC day, so it is read and shown in UTC. */
export function formatChartDay(date: string): string {
  dayLabel ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}
