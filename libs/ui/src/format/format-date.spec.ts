import { formatDateTime, formatDateTimeLong, formatTime } from './format-date';

// Local time, so the instants are built from local parts.
const afternoon = new Date(2026, 2, 1, 14, 5).toISOString();
const morning = new Date(2026, 10, 22, 9, 30).toISOString();

describe('date formatting', () => {
  it("uses spec §9's format with an ordinal day", () => {
    expect(formatDateTime(afternoon)).toBe('March 1st 2026, 2:05');
    expect(formatDateTime(morning)).toBe('November 22nd 2026, 9:30');
  });

  it('adds AM/PM for the long form and the time of day', () => {
    expect(formatDateTimeLong(afternoon)).toBe('March 1st 2026, 2:05 PM');
    expect(formatTime(morning)).toBe('9:30 AM');
  });
});
