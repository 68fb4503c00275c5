import { describe, expect, it } from '@jest/globals';
import type { EnrolmentStatus } from './payment.api.js';
import {
  describeWeekChange,
  isCountedSale,
  percentChange,
  salesFigures,
  salesPerDay,
  salesWeekOverWeek,
  summarizeSales,
  type SalePayment,
} from './sales-figures.js';

// A fixed 'now' late in a UTC day: a local-time implementation would already be on the next day east of UTC.
const NOW = new Date('2026-05-20T23:30:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const paid = (price: number, msBeforeNow: number, enrolmentStatus: EnrolmentStatus = 'confirmed'): SalePayment => ({
  price,
  date: new Date(NOW.getTime() - msBeforeNow).toISOString(),
  enrolmentStatus,
});

describe('isCountedSale', () => {
  it('counts confirmed and pending payments, not refunded ones', () => {
    expect(isCountedSale({ enrolmentStatus: 'confirmed' })).toBe(true);
    expect(isCountedSale({ enrolmentStatus: 'pending' })).toBe(true);
    expect(isCountedSale({ enrolmentStatus: 'refunded' })).toBe(false);
  });

  it('counts no payment a refund was asked for, whether it is on its way, done or failed', () => {
    const refund = {
      _id: 'r',
      paymentId: 'p',
      amount: 10,
      initiatedBy: 'student' as const,
      requestedAt: NOW.toISOString(),
    };
    for (const state of ['requested', 'succeeded', 'failed'] as const)
      expect(isCountedSale({ enrolmentStatus: 'confirmed', refund: { ...refund, state } })).toBe(false);
  });
});

describe('summarizeSales', () => {
  it('is zero for no payments', () => {
    expect(summarizeSales([])).toEqual({ value: 0, orders: 0 });
  });

  it('adds up the prices to the cent and counts the orders, leaving refunded payments out', () => {
    const payments = [paid(0.1, HOUR), paid(0.2, HOUR, 'pending'), paid(19.99, DAY), paid(500, DAY, 'refunded')];
    expect(summarizeSales(payments)).toEqual({ value: 20.29, orders: 3 });
  });
});

describe('salesPerDay', () => {
  it('gives 30 UTC days ending today, oldest first, with empty days as 0', () => {
    const days = salesPerDay([], NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-04-21', value: 0, orders: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-05-20', value: 0, orders: 0 });
  });

  it('puts each counted payment on its UTC day and leaves out refunded, older and unparseable ones', () => {
    const payments = [
      { price: 10, date: '2026-05-20T00:00:00.000Z', enrolmentStatus: 'confirmed' as const },
      // 23:59 UTC on the 19th is already the 20th in Berlin: it still belongs to the 19th.
      { price: 20.5, date: '2026-05-19T23:59:59.000Z', enrolmentStatus: 'pending' as const },
      { price: 4.5, date: '2026-05-19T01:00:00.000+02:00', enrolmentStatus: 'confirmed' as const },
      { price: 99, date: '2026-05-20T10:00:00.000Z', enrolmentStatus: 'refunded' as const },
      { price: 7, date: '2026-04-20T23:59:59.000Z', enrolmentStatus: 'confirmed' as const },
      { price: 7, date: 'not a date', enrolmentStatus: 'confirmed' as const },
    ];
    const days = salesPerDay(payments, NOW);
    const byDate = Object.fromEntries(days.filter((day) => day.orders > 0).map((day) => [day.date, day]));
    expect(byDate).toEqual({
      '2026-05-20': { date: '2026-05-20', value: 10, orders: 1 },
      '2026-05-19': { date: '2026-05-19', value: 20.5, orders: 1 },
      '2026-05-18': { date: '2026-05-18', value: 4.5, orders: 1 },
    });
  });

  it('takes the number of days asked for', () => {
    expect(salesPerDay([], NOW, 7).map((day) => day.date)).toEqual([
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
      '2026-05-18',
      '2026-05-19',
      '2026-05-20',
    ]);
  });
});

describe('percentChange', () => {
  it('is the change in per cent of last week', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(0, 40)).toBe(-100);
  });

  it('is null when last week was 0: there is no basis, so no percentage', () => {
    expect(percentChange(25, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('salesWeekOverWeek', () => {
  it('compares the 7 days up to now with the 7 days before, by value and by orders', () => {
    const payments = [
      paid(30, HOUR),
      paid(15, 6 * DAY),
      paid(100, 3 * DAY, 'refunded'),
      paid(20, 7 * DAY + HOUR),
      paid(40, 13 * DAY),
      paid(1000, 15 * DAY),
    ];
    expect(salesWeekOverWeek(payments, NOW)).toEqual({
      value: { thisWeek: 45, lastWeek: 60, percent: -25 },
      orders: { thisWeek: 2, lastWeek: 2, percent: 0 },
    });
  });

  it('puts a payment exactly 7 days old into last week, and one dated after now into this week', () => {
    const { orders } = salesWeekOverWeek([paid(10, 7 * DAY), paid(10, -HOUR)], NOW);
    expect(orders).toEqual({ thisWeek: 1, lastWeek: 1, percent: 0 });
  });

  it('gives no percentage when last week had no sales', () => {
    expect(salesWeekOverWeek([paid(12.5, DAY)], NOW)).toEqual({
      value: { thisWeek: 12.5, lastWeek: 0, percent: null },
      orders: { thisWeek: 1, lastWeek: 0, percent: null },
    });
  });
});

describe('describeWeekChange', () => {
  it('says up or down by a whole per cent, or the same', () => {
    expect(describeWeekChange({ percent: 25 })).toBe('up 25% on last week');
    expect(describeWeekChange({ percent: -33.333 })).toBe('down 33% on last week');
    expect(describeWeekChange({ percent: 0.4 })).toBe('same as last week');
  });

  it("says 'no sales last week' instead of a percentage when there is no basis", () => {
    expect(describeWeekChange({ percent: null })).toBe('no sales last week');
  });
});

describe('salesFigures', () => {
  it('puts the totals, the weeks, the chart days and the refund count together', () => {
    const payments = [paid(30, 2 * HOUR), paid(15, 3 * DAY), paid(99, DAY, 'refunded')];
    const figures = salesFigures(payments, NOW);
    expect(figures.totals).toEqual(summarizeSales(payments));
    expect(figures.weeks).toEqual(salesWeekOverWeek(payments, NOW));
    expect(figures.days).toEqual(salesPerDay(payments, NOW));
    expect(figures.refunded).toBe(1);
  });
});
