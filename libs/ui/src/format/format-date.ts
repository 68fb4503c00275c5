import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// `Do` (the ordinal day, "1st") is in this plugin, not in dayjs's core.
dayjs.extend(advancedFormat);

/**
 * Spec §9's display format with am/pm added, e.g. "March 1st 2026, 2:05 pm" (local time): the spec's 'h:mm' alone
 * showed 3:33 for 15:33.
 */
export const DATE_TIME_FORMAT = 'MMMM Do YYYY, h:mm a';

export function formatDateTime(iso: string): string {
  return dayjs(iso).format(DATE_TIME_FORMAT);
}

/** A time of day such as "3:45 PM". */
export function formatTime(iso: string): string {
  return dayjs(iso).format('h:mm A');
}
