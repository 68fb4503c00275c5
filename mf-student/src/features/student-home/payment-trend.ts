import type { PaymentDto } from '@classhub/contracts';

/** The compared periods: the last 30 days against the 30 days before (whole months would compare a partial month with a full one). */
export const TREND_WINDOW_DAYS = 30;
const WINDOW_MS = TREND_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export interface WindowTotals {
  current: number;
  previous: number;
}

/** Sums `value` over the payments made in the last window and in the window before it. */
export function windowTotals(
  payments: readonly PaymentDto[],
  now: Date,
  value: (payment: PaymentDto) => number,
): WindowTotals {
  const end = now.getTime();
  const totals = { current: 0, previous: 0 };
  for (const payment of payments) {
    const age = end - new Date(payment.date).getTime();
    if (age < 0 || Number.isNaN(age)) continue;
    if (age < WINDOW_MS) totals.current += value(payment);
    else if (age < 2 * WINDOW_MS) totals.previous += value(payment);
  }
  return totals;
}

/**
 * Replaces the spec's fixed 'since last month' percentages with the real change: a percentage when the previous
 * window has something to compare with, what the last 30 days brought when it has not, and nothing when both are empty.
 */
export function describeChange({ current, previous }: WindowTotals, format: (value: number) => string): string | null {
  if (previous > 0) {
    const percent = Math.round(((current - previous) / previous) * 100);
    const sign = percent > 0 ? '+' : '';
    return `${sign}${percent}% vs the previous ${TREND_WINDOW_DAYS} days`;
  }
  if (current > 0) return `${format(current)} in the last ${TREND_WINDOW_DAYS} days, none before`;
  return null;
}
