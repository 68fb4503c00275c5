import type { PaymentDto } from '@classhub/contracts';
import { describeChange, windowTotals } from './payment-trend';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const paid = (days: number, price: number) => ({ date: daysAgo(days), price }) as PaymentDto;

describe('windowTotals', () => {
  it('splits payments into the last 30 days and the 30 before, ignoring older ones', () => {
    const payments = [paid(1, 10), paid(29.9, 5), paid(30, 20), paid(59, 1), paid(61, 100)];
    expect(windowTotals(payments, now, (p) => p.price)).toEqual({ current: 15, previous: 21 });
    expect(windowTotals(payments, now, () => 1)).toEqual({ current: 2, previous: 2 });
  });
});

describe('describeChange', () => {
  const count = (n: number) => `${n} classes`;

  it('gives the percentage change when there is a basis', () => {
    expect(describeChange({ current: 30, previous: 20 }, count)).toBe('+50% vs the previous 30 days');
    expect(describeChange({ current: 5, previous: 20 }, count)).toBe('-75% vs the previous 30 days');
    expect(describeChange({ current: 20, previous: 20 }, count)).toBe('0% vs the previous 30 days');
  });

  it('says what is new when nothing came before, and nothing when both are empty', () => {
    expect(describeChange({ current: 2, previous: 0 }, count)).toBe('2 classes in the last 30 days, none before');
    expect(describeChange({ current: 0, previous: 0 }, count)).toBeNull();
  });
});
