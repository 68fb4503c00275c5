import { buildCalendar, type CalendarEvent } from './ics-calendar.js';

/** What a class's calendar file says about the class (decision 0040). */
export interface CalendarClass {
  classId: string;
  className: string;
  instructorName: string;
  /** The joining link, for those who may see it. */
  meetingUrl?: string | null;
}

/** A session of the class: its start (an ISO instant) and length. */
export interface CalendarSession {
  startsAt: string;
  durationMinutes: number;
}

/** One event per session; a session's UID is stable, so importing the file again updates it rather than doubling it. */
export function classSessionEvents(klass: CalendarClass, sessions: readonly CalendarSession[]): CalendarEvent[] {
  return sessions.map((session, index) => {
    const start = new Date(session.startsAt);
    return {
      uid: `${klass.classId}-${start.getTime()}@classhub`,
      start,
      end: new Date(start.getTime() + session.durationMinutes * 60_000),
      summary:
        sessions.length > 1 ? `${klass.className} (session ${index + 1} of ${sessions.length})` : klass.className,
      description: `ClassHub class with ${klass.instructorName}.${klass.meetingUrl ? `\nJoin: ${klass.meetingUrl}` : ''}`,
      ...(klass.meetingUrl ? { url: klass.meetingUrl } : {}),
    };
  });
}

/** The .ics file of a class's sessions: what the download route answers and the receipt mail attaches. */
export function classCalendar(klass: CalendarClass, sessions: readonly CalendarSession[], now = new Date()): string {
  return buildCalendar({ name: klass.className, events: classSessionEvents(klass, sessions), now });
}
