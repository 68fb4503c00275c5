import { formatDateTime, formatTime } from './format-date';

// Local time, so the instants are built from local parts.
const afternoon = new Date(2026, 2, 1, 14, 5).toISOString();
const morning = new Date(2026, 10, 22, 9, 30).toISOString();
const lateAfternoon = new Date(2026, 0, 3, 15, 33).toISOString();

describe('date formatting', () => {
  it("uses spec §9's format with an ordinal day, and says am or pm", () => {
    expect(formatDateTime(afternoon)).toBe('March 1st 2026, 2:05 pm');
    expect(formatDateTime(morning)).toBe('November 22nd 2026, 9:30 am');
    expect(formatDateTime(lateAfternoon)).toBe('January 3rd 2026, 3:33 pm');
  });

  it('gives the time of day with AM/PM', () => {
    expect(formatTime(morning)).toBe('9:30 AM');
  });
});
