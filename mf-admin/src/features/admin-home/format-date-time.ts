import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// `Do` (the ordinal day, "1st") is in this plugin, not in dayjs's core.
dayjs.extend(advancedFormat);

/** Spec §9's date format, as the student's pages show it: "March 1st 2026, 2:05" (local time). */
export const DATE_TIME_FORMAT = 'MMMM Do YYYY, h:mm';

export function formatDateTime(iso: string): string {
  return dayjs(iso).format(DATE_TIME_FORMAT);
}
