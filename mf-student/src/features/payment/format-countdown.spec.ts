import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatCountdown(161)).toBe('2:41');
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(720)).toBe('12:00');
  });

  it('never shows a negative or fractional figure', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(59.2)).toBe('1:00');
  });
});
