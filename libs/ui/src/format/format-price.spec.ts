import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [49.5, '$49.50'],
    [20, '$20.00'],
    [0, '$0.00'],
    [19.999, '$20.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
  ])('%d → %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('writes what Intl.NumberFormat would for US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const price of [0, 0.5, 9.99, 10, 99.95, 100, 999.99, 1000, 12345.67, 100000, 2500000.1, -42.42]) {
      expect(formatPrice(price)).toBe(intl.format(price));
    }
  });
});
