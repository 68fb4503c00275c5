import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-4200, '-4,200'],
  ])('%d → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('writes what toLocaleString would in US English for whole numbers', () => {
    for (const count of [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 9007199254740991, -1, -1000, -987654]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
