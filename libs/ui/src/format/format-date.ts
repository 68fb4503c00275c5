import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// `Do` (the ordinal day, "1st") is in this plugin, not in dayjs's core.
dayjs.extend(advancedFormat);

/** Spec §9's display format, e.g. "March 1st 2026, 2:05" (local time). */
export const DATE_TIME_FORMAT = 'MMMM Do YYYY, h:mm';

export function formatDateTime(iso: string): string {
  return dayjs(iso).format(DATE_TIME_FORMAT);
}

/** The same moment with AM/PM, which the spec's format leaves out; used as a tooltip. */
export function formatDateTimeLong(iso: string): string {
  return dayjs(iso).format(`${DATE_TIME_FORMAT} A`);
}

/** A time of day such as "3:45 PM". */
export function formatTime(iso: string): string {
  return dayjs(iso).format('h:mm A');
}
