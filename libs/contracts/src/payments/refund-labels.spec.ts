import { describe, expect, it } from '@jest/globals';
import { refundLabel } from './refund-labels.js';

describe('refundLabel', () => {
  it('names each state of a refund as the pages show it', () => {
    expect(refundLabel({ state: 'requested' })).toBe('Refund in progress');
    expect(refundLabel({ state: 'seat-released' })).toBe('Refund in progress');
    expect(refundLabel({ state: 'succeeded' })).toBe('Refunded');
    expect(refundLabel({ state: 'failed' })).toBe('Refund delayed');
    expect(refundLabel({ state: 'failed', resolvedAt: '2026-01-01T00:00:00.000Z' })).toBe('Refund resolved');
  });
});
