import { describe, expect, it } from '@jest/globals';
import { cardOf } from './card-brand.js';

describe('a test card’s brand and last four digits', () => {
  it('names the network from the leading digits, as Stripe does for its test cards', () => {
    expect(cardOf('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardOf('5555555555554444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(cardOf('2223003122003222')).toEqual({ brand: 'mastercard', last4: '3222' });
    expect(cardOf('378282246310005')).toEqual({ brand: 'amex', last4: '0005' });
    expect(cardOf('6011111111111117')).toEqual({ brand: 'discover', last4: '1117' });
    expect(cardOf('3566002020360505')).toEqual({ brand: 'jcb', last4: '0505' });
    expect(cardOf('9999999999999995')).toEqual({ brand: 'unknown', last4: '9995' });
  });
});
