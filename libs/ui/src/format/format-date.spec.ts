import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { DATE_TIME_FORMAT, formatDateTime, formatOrdinal, formatTime } from './format-date';

// The date library the format is written for, as the reference (`Do` is in its advancedFormat plugin).
dayjs.extend(advancedFormat);

// Local time, so the instants are built from local parts.
const afternoon = new Date(2026, 2, 1, 14, 5).toISOString();
const morning = new Date(2026, 10, 22, 9, 30).toISOString();
const lateAfternoon = new Date(2026, 0, 3, 15, 33).toISOString();

describe('date formatting', () => {
  it("uses the product's date format (docs/product.md#limits) with an ordinal day, and says am or pm", () => {
    expect(formatDateTime(afternoon)).toBe('March 1st 2026, 2:05 pm');
    expect(formatDateTime(morning)).toBe('November 22nd 2026, 9:30 am');
    expect(formatDateTime(lateAfternoon)).toBe('January 3rd 2026, 3:33 pm');
  });

  it('writes places in line as English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(formatOrdinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('gives the time of day with AM/PM', () => {
    expect(formatTime(morning)).toBe('9:30 AM');
    expect(formatTime(new Date(2026, 0, 1, 0, 0).toISOString())).toBe('12:00 AM');
    expect(formatTime(new Date(2026, 0, 1, 12, 7).toISOString())).toBe('12:07 PM');
  });

  it('writes what a date library writes for the same pattern, every day of a leap year at every hour', () => {
    for (let day = 0; day < 366; day += 1) {
      for (const hour of [0, 1, 9, 11, 12, 13, 23]) {
        const iso = new Date(2028, 0, 1 + day, hour, (day * 7) % 60).toISOString();
        expect(formatDateTime(iso)).toBe(dayjs(iso).format(DATE_TIME_FORMAT));
        expect(formatTime(iso)).toBe(dayjs(iso).format('h:mm A'));
      }
    }
  });

  it('shows a value that is not a moment instead of throwing', () => {
    expect(formatDateTime('not a date')).toBe('Invalid Date');
    expect(formatTime('')).toBe('Invalid Date');
  });
});
