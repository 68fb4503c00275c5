import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [49.5, '$49.50'],
    [20, '$20.00'],
    [0, '$0.00'],
    [19.999, '$20.00'],
    [1234.5, '$1,234.50'],
  ])('%d → %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it.each([
    [30, '$30'],
    [49.5, '$49.50'],
    [1200, '$1,200'],
  ])('%d → %s without zero cents', (price, text) => {
    expect(formatPrice(price, { dropZeroCents: true })).toBe(text);
  });
});
