import { describe, expect, it } from '@jest/globals';
import { createClassRequestSchema } from './class.api.js';
import { isKnownTimeZone, nextSession, SCHEDULE_MESSAGES, zonedTimeToInstant } from './class-schedule.js';

const valid = {
  className: 'Guitar Basics',
  availableSeats: 12,
  price: 49.99,
  classImage: '/api/media/classes/4b0f.png',
};
const nextYear = new Date().getUTCFullYear() + 1;
const session = { date: `${nextYear}-03-02`, time: '18:30', durationMinutes: 90 };

const messagesOf = (input: unknown) =>
  createClassRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('createClassRequestSchema: the schedule fields (decision 0040)', () => {
  it('keeps the spec payload valid: no description, UTC, no link, no sessions', () => {
    expect(createClassRequestSchema.parse(valid)).toMatchObject({
      description: '',
      learningOutcomes: '',
      timeZone: 'UTC',
      meetingUrl: null,
      sessions: [],
    });
  });

  it('takes a description, outcomes, a zone, an https link and sessions', () => {
    const parsed = createClassRequestSchema.parse({
      ...valid,
      description: '  First paragraph.\n\nSecond.  ',
      learningOutcomes: 'Chords\nStrumming',
      timeZone: 'Europe/Paris',
      meetingUrl: 'https://meet.example.com/abc',
      sessions: [session, { ...session, date: `${nextYear}-03-09`, durationMinutes: '60' }],
    });
    expect(parsed.description).toBe('First paragraph.\n\nSecond.');
    expect(parsed.sessions[1]?.durationMinutes).toBe(60);
    expect(parsed.meetingUrl).toBe('https://meet.example.com/abc');
  });

  it.each(['Mars/Olympus', 'Europe/Paris; drop', '', '../etc/passwd', 'utc+1'])(
    'refuses the time zone %j',
    (timeZone) => {
      expect(messagesOf({ ...valid, timeZone })).toEqual([['timeZone', SCHEDULE_MESSAGES.timeZone]]);
    },
  );

  it.each([
    ['http://meet.example.com/abc', SCHEDULE_MESSAGES.meetingUrl],
    ['javascript:alert(1)', SCHEDULE_MESSAGES.meetingUrl],
    ['meet.example.com', SCHEDULE_MESSAGES.meetingUrl],
    [
      'https://127.0.0.1/x',
      'Joining link must be a public web address: 127.0.0.1 is in the loopback range, not a public address',
    ],
  ])('refuses the joining link %j', (meetingUrl, message) => {
    expect(messagesOf({ ...valid, meetingUrl })).toEqual([['meetingUrl', message]]);
  });

  it('refuses impossible dates, times and lengths, each on its row', () => {
    expect(
      messagesOf({
        ...valid,
        sessions: [
          { ...session, date: `${nextYear}-02-30` },
          { ...session, time: '24:00' },
          { ...session, durationMinutes: 0 },
          { ...session, durationMinutes: 1441 },
        ],
      }),
    ).toEqual([
      ['sessions.0.date', SCHEDULE_MESSAGES.sessionDate],
      ['sessions.1.time', SCHEDULE_MESSAGES.sessionTime],
      ['sessions.2.durationMinutes', SCHEDULE_MESSAGES.sessionDuration],
      ['sessions.3.durationMinutes', SCHEDULE_MESSAGES.sessionDuration],
    ]);
  });

  it('refuses sessions in the past, twice the same start, and more than 50', () => {
    expect(messagesOf({ ...valid, sessions: [session, { ...session, date: '2020-01-01' }, session] })).toEqual([
      ['sessions.1', SCHEDULE_MESSAGES.sessionInPast],
      ['sessions.2', SCHEDULE_MESSAGES.sessionDuplicate],
    ]);
    expect(messagesOf({ ...valid, sessions: Array.from({ length: 51 }, () => session) })).toEqual([
      ['sessions', SCHEDULE_MESSAGES.sessionsMax],
    ]);
  });

  it('refuses a description longer than 5 000 characters', () => {
    expect(messagesOf({ ...valid, description: 'x'.repeat(5001) })).toEqual([
      ['description', SCHEDULE_MESSAGES.descriptionLength],
    ]);
  });
});

describe('class schedule rules', () => {
  it('knows IANA zones', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Else')).toBe(false);
  });

  it('turns a wall-clock time in a zone into the instant, across daylight-saving changes', () => {
    expect(zonedTimeToInstant('2027-01-15', '18:30', 'Europe/Paris').toISOString()).toBe('2027-01-15T17:30:00.000Z');
    expect(zonedTimeToInstant('2027-07-15', '18:30', 'Europe/Paris').toISOString()).toBe('2027-07-15T16:30:00.000Z');
    expect(zonedTimeToInstant('2027-03-14', '09:00', 'America/New_York').toISOString()).toBe(
      '2027-03-14T13:00:00.000Z',
    );
    expect(zonedTimeToInstant('2027-07-15', '00:15', 'Asia/Kolkata').toISOString()).toBe('2027-07-14T18:45:00.000Z');
    expect(zonedTimeToInstant('2027-07-15', '10:00', 'UTC').toISOString()).toBe('2027-07-15T10:00:00.000Z');
  });

  it('finds the next session not yet over', () => {
    const sessions = [
      { startsAt: '2027-01-03T10:00:00Z', durationMinutes: 60 },
      { startsAt: '2027-01-01T10:00:00Z', durationMinutes: 60 },
    ];
    expect(nextSession(sessions, Date.parse('2026-12-01T00:00:00Z'))).toBe(sessions[1]);
    expect(nextSession(sessions, Date.parse('2027-01-01T10:30:00Z'))).toBe(sessions[1]);
    expect(nextSession(sessions, Date.parse('2027-01-01T11:00:00Z'))).toBe(sessions[0]);
    expect(nextSession(sessions, Date.parse('2027-01-03T11:00:00Z'))).toBeUndefined();
  });
});

describe('session times as people read them', () => {
  it('names the zone, in the viewer’s zone or the one asked', async () => {
    const { formatSessionStart, formatSessionTimes } = await import('./class-schedule.js');
    expect(formatSessionStart('2027-07-01T16:30:00Z', 'Europe/Paris')).toBe('Thu, Jul 1, 2027, 6:30 PM GMT+2');
    expect(formatSessionTimes({ startsAt: '2027-07-01T16:30:00Z', durationMinutes: 90 }, 'UTC')).toBe(
      'Thu, Jul 1, 2027, 4:30 PM UTC – 6:00 PM UTC',
    );
  });
});
