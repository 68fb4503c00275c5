// A class's schedule without zod (issue 36, decision 0040): the pages that only show sessions must not download the
// schema library with them; the schemas that enforce these rules are in class-schedule.api.ts.

export const SCHEDULE_LIMITS = {
  descriptionMax: 5000,
  learningOutcomesMax: 2000,
  sessionsMax: 50,
  durationMin: 1,
  // classes' class_sessions check: a session lasts at most a day.
  durationMax: 1440,
  meetingUrlMax: 2048,
} as const;

export const SCHEDULE_MESSAGES = {
  descriptionLength: `Description must be at most ${SCHEDULE_LIMITS.descriptionMax} characters`,
  learningOutcomesLength: `What students learn must be at most ${SCHEDULE_LIMITS.learningOutcomesMax} characters`,
  timeZone: 'Choose a time zone from the list, such as Europe/Paris',
  meetingUrl: 'Joining link must be a full https:// address, such as https://meet.example.com/abc',
  sessionsMax: `A class has at most ${SCHEDULE_LIMITS.sessionsMax} sessions`,
  sessionDate: 'Session date must be a date such as 2027-03-01',
  sessionTime: 'Session time must be a time such as 18:30',
  sessionDuration: `Session length must be a whole number of minutes from ${SCHEDULE_LIMITS.durationMin} to ${SCHEDULE_LIMITS.durationMax}`,
  sessionInPast: 'Each session must start in the future',
  sessionDuplicate: 'Two sessions start at the same time',
  classEnded: 'This class has ended: its last session is over, so it can no longer be bought',
  notEnrolled: 'Only students enrolled in this class, its instructor and admins can see its joining details',
} as const;

/** One session as the API shows it: when it starts (an instant) and how long it lasts. */
export interface ClassSessionTimes {
  startsAt: string;
  durationMinutes: number;
}

/** True when `timeZone` is an IANA zone this runtime knows (Intl refuses the others with a RangeError). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock `date` (YYYY-MM-DD) and `time` (HH:mm) mean in `timeZone`. The offset is looked up twice
 * so that a time just after a daylight-saving change gets the offset in force then; a time skipped by a change (02:30
 * on a spring-forward night) comes out one hour later, as calendars do.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** True when `date` is a real calendar day written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** The end of a session. */
export function sessionEnd(session: ClassSessionTimes): Date {
  return new Date(Date.parse(session.startsAt) + session.durationMinutes * 60_000);
}

/** The first session not yet over at `now` (sessions in any order), or undefined when all are. */
export function nextSession<T extends ClassSessionTimes>(sessions: readonly T[], now = Date.now()): T | undefined {
  return [...sessions]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .find((session) => sessionEnd(session).getTime() > now);
}

// Made on first use: the first Intl formatter a page builds is slow, and most pages never show a session.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string | undefined, withDay: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${withDay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Tue, Jul 1, 2027, 6:30 PM GMT+2": when a session starts, in the viewer's zone (or `timeZone`), the zone named. */
export function formatSessionStart(iso: string, timeZone?: string): string {
  return formatterFor(timeZone, true).format(new Date(iso));
}

/** "Tue, Jul 1, 2027, 6:30 PM GMT+2 – 8:00 PM GMT+2": a session's start and end in the viewer's zone. */
export function formatSessionTimes(session: ClassSessionTimes, timeZone?: string): string {
  return `${formatSessionStart(session.startsAt, timeZone)} – ${formatterFor(timeZone, false).format(sessionEnd(session))}`;
}
