import { describe, expect, it } from '@jest/globals';
import { stripeLikeIds } from './stripe-like-ids.js';

describe('stripeLikeIds', () => {
  it('makes pi_ and re_ ids of 24 random base62 characters', () => {
    expect(stripeLikeIds.paymentIntent()).toMatch(/^pi_[0-9A-Za-z]{24}$/);
    expect(stripeLikeIds.refund()).toMatch(/^re_[0-9A-Za-z]{24}$/);
  });

  it("makes a client secret that starts with its intent's id", () => {
    expect(stripeLikeIds.clientSecret('pi_abc')).toMatch(/^pi_abc_secret_[0-9A-Za-z]{24}$/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => stripeLikeIds.paymentIntent()));
    expect(ids.size).toBe(1000);
  });
});
