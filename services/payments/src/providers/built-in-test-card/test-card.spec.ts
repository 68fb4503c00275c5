import { describe, expect, it } from '@jest/globals';
import { TEST_CARDS } from '@classhub/contracts';
import { CARD_REFUSALS, judgeTestCard, type TestCard } from './test-card.js';

const NOW = new Date('2030-06-15T12:00:00Z');
const card = (overrides: Partial<TestCard> = {}): TestCard => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  ...overrides,
});

describe('judgeTestCard', () => {
  it('charges 4242… and any other valid card, spaces or not', () => {
    expect(judgeTestCard(card(), NOW)).toBeUndefined();
    expect(judgeTestCard(card({ number: TEST_CARDS.success }), NOW)).toBeUndefined();
    expect(judgeTestCard(card({ number: '5555 5555 5555 4444', cvc: '9876' }), NOW)).toBeUndefined();
  });

  it("declines Stripe's decline cards with their decline codes", () => {
    expect(judgeTestCard(card({ number: '4000 0000 0000 0002' }), NOW)).toEqual(CARD_REFUSALS.declined);
    expect(judgeTestCard(card({ number: TEST_CARDS.insufficientFunds }), NOW)).toEqual(CARD_REFUSALS.insufficientFunds);
  });

  it('refuses numbers that fail the Luhn check or are not digits', () => {
    for (const number of ['4242 4242 4242 4241', '4242-4242-4242-4242', 'abcd', '', '42']) {
      expect(judgeTestCard(card({ number }), NOW)).toEqual(CARD_REFUSALS.incorrectNumber);
    }
  });

  it('takes a card through the end of its expiry month', () => {
    expect(judgeTestCard(card({ expMonth: 6, expYear: 2030 }), NOW)).toBeUndefined();
    expect(judgeTestCard(card({ expMonth: 5, expYear: 2030 }), NOW)).toEqual(CARD_REFUSALS.expired);
    expect(judgeTestCard(card({ expMonth: 12, expYear: 2029 }), NOW)).toEqual(CARD_REFUSALS.expired);
  });

  it('wants a cvc of 3 or 4 digits', () => {
    for (const cvc of ['12', '12345', '12a', ''])
      expect(judgeTestCard(card({ cvc }), NOW)).toEqual(CARD_REFUSALS.invalidCvc);
  });

  it('reports the number before the expiry, and the expiry before the cvc', () => {
    expect(judgeTestCard(card({ number: '1', expYear: 2000, cvc: 'x' }), NOW)).toEqual(CARD_REFUSALS.incorrectNumber);
    expect(judgeTestCard(card({ expYear: 2000, cvc: 'x' }), NOW)).toEqual(CARD_REFUSALS.expired);
  });
});
