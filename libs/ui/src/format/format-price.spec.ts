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

});
