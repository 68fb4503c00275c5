/**
 * A small iCalendar (RFC 5545) writer for ClassHub's class sessions (decision 0040): what a calendar program needs to
 * import a class, and nothing else. No maintained iCalendar library was among the project's dependencies, and the
 * format needed here is a handful of properties; the rules that trip writers up are kept here and tested: CRLF line
 * ends, lines folded at 75 octets without splitting a character, TEXT values escaped, times in UTC.
 */

export interface CalendarEvent {
  /** Globally unique and stable: the same session gets the same UID in every file, so a re-import updates it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** A web address (the joining link); written as URL and as LOCATION so calendar programs show it. */
  url?: string;
}

export interface Calendar {
  /** The calendar's name (X-WR-CALNAME), shown by some calendar programs. */
  name: string;
  events: readonly CalendarEvent[];
  /** When the file was made (DTSTAMP). */
  now?: Date;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const PRODUCT_ID = '-//ClassHub//Class sessions//EN';
const MAX_OCTETS = 75;

/** 2027-03-02T17:30:00.000Z → 20270302T173000Z (the UTC form of DATE-TIME). */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, every line break written as \n. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`, `LOCATION:${icsText(event.url)}`] : []),
    'END:VEVENT',
  ];
}

/** The whole .ics file: one VCALENDAR with a VEVENT per event, CRLF after every line. */
export function buildCalendar({ name, events, now = new Date() }: Calendar): string {
  const stamp = icsDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A file name for a class's calendar: letters and digits of its name, never a path. */
export function calendarFileName(className: string): string {
  const stem = className
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60)
    .toLowerCase();
  return `${stem || 'class'}.ics`;
}
