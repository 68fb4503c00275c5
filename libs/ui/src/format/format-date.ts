/**
 * The display format of docs/product.md#limits with am/pm added, e.g. "March 1st 2026, 2:05 pm" (local time), in
 * date-pattern notation (dayjs, moment): the spec's 'h:mm' alone showed 3:33 for 15:33. `formatDateTime` writes it;
 * tests compare with it.
 */
export const DATE_TIME_FORMAT = 'MMMM Do YYYY, h:mm a';

// The browser's own formatter rather than a date library: dayjs was one more script on every page (the shared ui
// library loads everywhere) for this one format. Made on first use: the first Intl formatter a page builds is slow.
let dateTimeParts: Intl.DateTimeFormat | undefined;
let ordinalRules: Intl.PluralRules | undefined;

const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

interface Moment {
  month: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  /** "AM" or "PM". */
  dayPeriod: string;
}

/** The parts of `iso` in local time, US English; undefined for a string that is not a moment. */
function momentOf(iso: string): Moment | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  dateTimeParts ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const parts = Object.fromEntries(dateTimeParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return parts as unknown as Moment;
}

/** "1st", "2nd", "3rd", "11th", "22nd": English ordinals by the plural rules the browser ships. */
export function formatOrdinal(n: number | string): string {
  ordinalRules ??= new Intl.PluralRules('en-US', { type: 'ordinal' });
  return `${n}${ORDINAL_SUFFIX[ordinalRules.select(Number(n))]}`;
}

/** What a date library writes for a string that is not a moment, so a bad value shows rather than breaks the page. */
const INVALID = 'Invalid Date';

/** "March 1st 2026, 2:05 pm" (`DATE_TIME_FORMAT`), in local time. */
export function formatDateTime(iso: string): string {
  const moment = momentOf(iso);
  if (!moment) return INVALID;
  return `${moment.month} ${formatOrdinal(moment.day)} ${moment.year}, ${moment.hour}:${moment.minute} ${moment.dayPeriod.toLowerCase()}`;
}

/** A time of day such as "3:45 PM". */
export function formatTime(iso: string): string {
  const moment = momentOf(iso);
  return moment ? `${moment.hour}:${moment.minute} ${moment.dayPeriod}` : INVALID;
}
