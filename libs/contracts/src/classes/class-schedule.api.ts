// The schedule fields a class is written with (Add A Class, and its edit), in zod's mini API like class.api.ts.
import * as z from 'zod/mini';
import { publicUrl } from '../identity/url-fields.js';
import {
  isCalendarDate,
  isKnownTimeZone,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  zonedTimeToInstant,
} from './class-schedule.js';
import { COUNT_TEXT, decimalNumber } from '../input/decimal-number.js';

const plainText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, message)))),
    z.transform((value) => value ?? ''),
  );

export const timeZoneSchema = z
  .string({ error: SCHEDULE_MESSAGES.timeZone })
  .check(z.trim(), z.refine(isKnownTimeZone, SCHEDULE_MESSAGES.timeZone));

/** A joining link is an https address on the public internet; absent, null or '' means none yet. */
export const meetingUrlSchema = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: SCHEDULE_MESSAGES.meetingUrl }).check(
        z.trim(),
        z.maxLength(SCHEDULE_LIMITS.meetingUrlMax, SCHEDULE_MESSAGES.meetingUrl),
        z.refine((value) => value === '' || isHttpsUrl(value), SCHEDULE_MESSAGES.meetingUrl),
        publicUrl('Joining link'),
      ),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).hostname.length > 0;
}

/** One session as the instructor writes it: a day and a time on their clock (the class's time zone) and a length. */
export const sessionInputSchema = z.object({
  date: z
    .string({ error: SCHEDULE_MESSAGES.sessionDate })
    .check(z.refine(isCalendarDate, SCHEDULE_MESSAGES.sessionDate)),
  time: z
    .string({ error: SCHEDULE_MESSAGES.sessionTime })
    .check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MESSAGES.sessionTime)),
  durationMinutes: z.pipe(
    decimalNumber(COUNT_TEXT, SCHEDULE_MESSAGES.sessionDuration),
    z
      .int(SCHEDULE_MESSAGES.sessionDuration)
      .check(
        z.gte(SCHEDULE_LIMITS.durationMin, SCHEDULE_MESSAGES.sessionDuration),
        z.lte(SCHEDULE_LIMITS.durationMax, SCHEDULE_MESSAGES.sessionDuration),
      ),
  ),
});
export type SessionInput = z.output<typeof sessionInputSchema>;

/**
 * The class fields of issue 36 (decision 0040), all optional so that the spec's payload without them is still valid:
 * a class without sessions is self-paced, without a time zone is planned in UTC.
 */
export const classFieldsShape = {
  description: plainText(SCHEDULE_LIMITS.descriptionMax, SCHEDULE_MESSAGES.descriptionLength),
  learningOutcomes: plainText(SCHEDULE_LIMITS.learningOutcomesMax, SCHEDULE_MESSAGES.learningOutcomesLength),
  timeZone: z._default(timeZoneSchema, 'UTC'),
  meetingUrl: meetingUrlSchema,
  sessions: z._default(
    z.array(sessionInputSchema).check(z.maxLength(SCHEDULE_LIMITS.sessionsMax, SCHEDULE_MESSAGES.sessionsMax)),
    [],
  ),
};

export const classFieldsSchema = z.object(classFieldsShape);
export type ClassFieldsInput = z.input<typeof classFieldsSchema>;
export type ClassFields = z.output<typeof classFieldsSchema>;

/** The sessions' instants, in the order written. */
export function sessionInstants({ sessions, timeZone }: Pick<ClassFields, 'sessions' | 'timeZone'>): Date[] {
  return sessions.map((session) => zonedTimeToInstant(session.date, session.time, timeZone));
}

/**
 * Sessions never start at the same time, and each starts in the future unless `mayBePast` allows its instant (epoch
 * milliseconds: an edit of a class under way sends its past sessions back unchanged). Checked on the whole body (the
 * time zone gives the instants); `now` is read when the body is parsed. Skipped while a field has its own issue (a bad
 * date gives no instant).
 */
export const distinctSessions = (mayBePast: (time: number) => boolean) =>
  z.check<Pick<ClassFields, 'sessions' | 'timeZone'>>((ctx) => {
    if (ctx.issues.length > 0) return;
    const now = Date.now();
    const seen = new Set<number>();
    sessionInstants(ctx.value).forEach((instant, index) => {
      const time = instant.getTime();
      const message =
        time <= now && !mayBePast(time)
          ? SCHEDULE_MESSAGES.sessionInPast
          : seen.has(time)
            ? SCHEDULE_MESSAGES.sessionDuplicate
            : undefined;
      seen.add(time);
      if (message)
        ctx.issues.push({ code: 'custom', input: ctx.value.sessions[index], path: ['sessions', index], message });
    });
  });

/** A new class's sessions: all in the future, no two at once. */
export const futureDistinctSessions = distinctSessions(() => false);
