import { describe, expect, it } from '@jest/globals';
import { classCalendar } from './class-calendar.js';
import { buildCalendar, calendarFileName, foldLine, icsDateTime, icsText } from './ics-calendar.js';

const now = new Date('2026-11-27T12:00:00Z');

describe('buildCalendar (RFC 5545)', () => {
  const ics = buildCalendar({
    name: 'Guitar, Basics; Level 1',
    now,
    events: [
      {
        uid: 's1@classhub',
        start: new Date('2027-03-02T17:30:00Z'),
        end: new Date('2027-03-02T19:00:00Z'),
        summary: 'Guitar, Basics; Level 1',
        description: 'Line one\nLine two \\ end',
        url: 'https://meet.example.com/abc',
      },
      {
        uid: 's2@classhub',
        start: new Date('2027-03-09T17:30:00Z'),
        end: new Date('2027-03-09T18:30:00Z'),
        summary: 'x',
      },
    ],
  });

  it('ends every line with CRLF and never has a bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has one VCALENDAR with one VEVENT per event, UTC times, UID and DTSTAMP', () => {
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//ClassHub//Class sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20270302T173000Z');
    expect(lines).toContain('DTEND:20270302T190000Z');
    expect(lines).toContain('UID:s1@classhub');
    expect(lines.filter((line) => line === 'DTSTAMP:20261127T120000Z')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes TEXT values', () => {
    expect(ics).toContain('SUMMARY:Guitar\\, Basics\\; Level 1');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two \\\\ end');
    expect(ics).toContain('URL:https://meet.example.com/abc');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets, continuation lines starting with a space, without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('helpers', () => {
  it('writes UTC DATE-TIME and safe file names', () => {
    expect(icsDateTime(new Date('2027-01-05T08:04:09.123Z'))).toBe('20270105T080409Z');
    expect(icsText('a,b;c\r\nd')).toBe('a\\,b\\;c\\nd');
    expect(calendarFileName('Guitar Basics: Level 1/../x')).toBe('guitar-basics-level-1x.ics');
    expect(calendarFileName('¿¿')).toBe('class.ics');
  });
});

describe('classCalendar', () => {
  it('writes one event per session with a stable UID, numbered summaries and the joining link', () => {
    const klass = {
      classId: 'c1',
      className: 'Pottery',
      instructorName: 'Sam',
      meetingUrl: 'https://meet.example.com/p',
    };
    const sessions = [
      { startsAt: '2027-07-01T16:30:00.000Z', durationMinutes: 60 },
      { startsAt: '2027-07-08T16:30:00.000Z', durationMinutes: 90 },
    ];
    const ics = classCalendar(klass, sessions, now);
    expect(ics).toBe(classCalendar(klass, sessions, now));
    expect(ics).toContain(`UID:c1-${Date.parse('2027-07-01T16:30:00Z')}@classhub`);
    expect(ics).toContain('SUMMARY:Pottery (session 2 of 2)');
    expect(ics).toContain('DTEND:20270708T180000Z');
    expect(ics).toContain('DESCRIPTION:ClassHub class with Sam.\\nJoin: https://meet.example.com/p');
    expect(classCalendar({ ...klass, meetingUrl: null }, sessions.slice(0, 1), now)).not.toContain('URL:');
  });
});
