import { formatCardNumber, formatExpiry, parseCard } from './card-input';

describe('formatCardNumber', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });
});

describe('formatExpiry', () => {
  it('adds " / " only after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });
});

describe('parseCard', () => {
  it('turns the fields into what the provider takes', () => {
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '04 / 30', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2030,
      cvc: '123',
    });
  });

  it.each([
    [{ number: '4242', expiry: '04 / 30', cvc: '123' }, 'number', 'Your card number is incomplete.'],
    [
      { number: '4242 4242 4242 4242', expiry: '04', cvc: '123' },
      'expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      { number: '4242 4242 4242 4242', expiry: '13 / 30', cvc: '123' },
      'expiry',
      "Your card's expiration month is invalid.",
    ],
    [{ number: '4242 4242 4242 4242', expiry: '04 / 30', cvc: '1' }, 'cvc', "Your card's security code is incomplete."],
  ])('refuses %o', (fields, field, error) => {
    expect(parseCard(fields)).toEqual({ field, error });
  });
});
