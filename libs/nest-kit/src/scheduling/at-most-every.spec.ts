import { describe, expect, it } from '@jest/globals';
import { AtMostEvery } from './at-most-every.js';

describe('AtMostEvery', () => {
  it('lets a key through once per interval, each key on its own', () => {
    let now = 1000;
    const throttle = new AtMostEvery(5000, 100, () => now);
    expect(throttle.due('a')).toBe(true);
    expect(throttle.due('a')).toBe(false);
    expect(throttle.due('b')).toBe(true);
    now += 4999;
    expect(throttle.due('a')).toBe(false);
    now += 1;
    expect(throttle.due('a')).toBe(true);
  });

  it('forgets what it remembers beyond its memory limit', () => {
    const throttle = new AtMostEvery(5000, 2, () => 0);
    expect(throttle.due('a')).toBe(true);
    expect(throttle.due('b')).toBe(true);
    expect(throttle.due('c')).toBe(true);
    expect(throttle.due('a')).toBe(true);
  });
});
