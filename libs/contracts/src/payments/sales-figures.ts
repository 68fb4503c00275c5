import type { PaymentDto } from './payment.api.js';

/** What the sales figures read of a payment. */
export type SalePayment = Pick<PaymentDto, 'price' | 'date' | 'enrolmentStatus' | 'refund'>;

export interface SalesTotals {
  /** Dollars, rounded to the cent. */
  value: number;
  orders: number;
}

/** One UTC day of sales; `date` is `YYYY-MM-DD`. */
export interface SalesDay extends SalesTotals {
  date: string;
}

export interface WeekChange {
  thisWeek: number;
  lastWeek: number;
  /** Per cent change; null when last week had nothing to compare with (no made-up percentage). */
  percent: number | null;
}

export interface SalesWeekOverWeek {
  value: WeekChange;
  orders: WeekChange;
}

export const SALES_CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** A refunded payment's money went back, or is going back (a refund was asked for): it is no sale. */
export function isCountedSale(payment: Pick<PaymentDto, 'enrolmentStatus' | 'refund'>): boolean {
  return payment.enrolmentStatus !== 'refunded' && payment.refund === undefined;
}

// Summed in whole cents so that 0.1 + 0.2 stays 0.30.
const toCents = (dollars: number) => Math.round(dollars * 100);

function totalsOf(payments: readonly SalePayment[]): SalesTotals {
  let cents = 0;
  let orders = 0;
  for (const payment of payments) {
    if (!isCountedSale(payment)) continue;
    cents += toCents(payment.price);
    orders += 1;
  }
  return { value: cents / 100, orders };
}

/** Total sale value and order count of the payments that are not refunded. */
export function summarizeSales(payments: readonly SalePayment[]): SalesTotals {
  return totalsOf(payments);
}

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Sales per UTC day for the `days` days ending with `now`'s day, oldest first, days without sales included as 0.
 * UTC, so the same data gives the same bars in every time zone; payments outside the window are left out.
 */
export function salesPerDay(payments: readonly SalePayment[], now: Date, days = SALES_CHART_DAYS): SalesDay[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Insertion order is the output order: oldest day first.
  const byDate = new Map<string, { cents: number; orders: number }>();
  for (let index = days - 1; index >= 0; index -= 1)
    byDate.set(utcDay(today - index * DAY_MS), { cents: 0, orders: 0 });
  for (const payment of payments) {
    const time = Date.parse(payment.date);
    if (!isCountedSale(payment) || Number.isNaN(time)) continue;
    const day = byDate.get(utcDay(time));
    if (!day) continue;
    day.cents += toCents(payment.price);
    day.orders += 1;
  }
  return [...byDate].map(([date, { cents, orders }]) => ({ date, value: cents / 100, orders }));
}

/** The change from `lastWeek` to `thisWeek` in per cent, or null when there is no basis (last week was 0). */
export function percentChange(thisWeek: number, lastWeek: number): number | null {
  if (lastWeek === 0) return null;
  return ((thisWeek - lastWeek) / lastWeek) * 100;
}

/**
 * This week against last week: the 7 × 24 hours up to `now` against the 7 × 24 hours before them. Rolling windows of
 * instants, so no time zone can shift a payment from one week to the other. A payment dated after `now` (a clock
 * ahead of the browser's) counts as this week.
 */
export function salesWeekOverWeek(payments: readonly SalePayment[], now: Date): SalesWeekOverWeek {
  const weekStart = now.getTime() - WEEK_MS;
  const lastWeekStart = weekStart - WEEK_MS;
  const thisWeek: SalePayment[] = [];
  const lastWeek: SalePayment[] = [];
  for (const payment of payments) {
    const time = Date.parse(payment.date);
    if (Number.isNaN(time)) continue;
    if (time > weekStart) thisWeek.push(payment);
    else if (time > lastWeekStart) lastWeek.push(payment);
  }
  const current = totalsOf(thisWeek);
  const previous = totalsOf(lastWeek);
  return {
    value: { thisWeek: current.value, lastWeek: previous.value, percent: percentChange(current.value, previous.value) },
    orders: {
      thisWeek: current.orders,
      lastWeek: previous.orders,
      percent: percentChange(current.orders, previous.orders),
    },
  };
}

export interface SalesFigures {
  totals: SalesTotals;
  weeks: SalesWeekOverWeek;
  days: SalesDay[];
  /** Refunded payments: no sale, counted nowhere else. */
  refunded: number;
}

/** Everything a sales dashboard shows, from one list of payments; `now` ends 'this week' and the chart. */
export function salesFigures(payments: readonly SalePayment[], now: Date): SalesFigures {
  return {
    totals: summarizeSales(payments),
    weeks: salesWeekOverWeek(payments, now),
    days: salesPerDay(payments, now),
    refunded: payments.filter((payment) => !isCountedSale(payment)).length,
  };
}

/**
 * A week-over-week change in words, for a figure's caption: 'up 25% on last week', 'down 10% on last week', 'same as
 * last week', or 'no sales last week' when there is no basis for a percentage. Whole per cent.
 */
export function describeWeekChange({ percent }: Pick<WeekChange, 'percent'>): string {
  if (percent === null) return 'no sales last week';
  const rounded = Math.round(Math.abs(percent));
  if (rounded === 0) return 'same as last week';
  return `${percent > 0 ? 'up' : 'down'} ${rounded}% on last week`;
}
