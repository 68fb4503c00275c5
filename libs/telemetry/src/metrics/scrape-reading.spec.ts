import { describe, expect, it } from '@jest/globals';
import { scrapeReading } from './scrape-reading.js';

describe('scrapeReading', () => {
  it('shares the reading under way between the gauges of one scrape, and reads afresh for the next', async () => {
    let readings = 0;
    const read = scrapeReading(async () => ++readings);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('reads again after a failed reading', async () => {
    let fail = true;
    const read = scrapeReading(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe('up');
  });
});
