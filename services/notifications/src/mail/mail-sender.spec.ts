import { describe, expect, it } from '@jest/globals';
import { messageIdOf, retryDelayMs } from './mail-sender.js';

describe('the mail sender', () => {
  it('waits twice as long after each failed attempt, up to the longest wait', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
    expect(retryDelayMs(500, 1000, 300_000)).toBe(300_000);
  });

  it('gives a mail the same Message-ID every time it is sent', () => {
    const key = 'e1:welcome:ada@classhub.test';
    expect(messageIdOf(key)).toBe(messageIdOf(key));
    expect(messageIdOf(key)).not.toBe(messageIdOf('e2:welcome:ada@classhub.test'));
    expect(messageIdOf(key)).toMatch(/^<[0-9a-f]{32}@notifications\.classhub>$/);
  });
});
