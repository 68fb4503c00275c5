import { screen, within } from '@testing-library/react';
import { formatSessionTimes, type ClassDto } from '@classhub/contracts';
import { renderRemote } from '@classhub/remote-testing';
import ClassSchedule from './class-schedule.lazy';

const cls = {
  _id: 'c1',
  className: 'Evening Pottery',
  description: 'First <b>paragraph</b>.\n\nSecond paragraph.',
  learningOutcomes: 'Centre clay\n\nThrow a bowl',
  timeZone: 'Europe/Paris',
  sessions: [
    { startsAt: '2099-07-01T16:30:00.000Z', durationMinutes: 60 },
    { startsAt: '2099-07-08T16:30:00.000Z', durationMinutes: 90 },
  ],
} as ClassDto;

describe('ClassSchedule (decision 0040)', () => {
  it('shows the description as plain-text paragraphs, the outcomes and every session with its zone', () => {
    renderRemote(<ClassSchedule cls={cls} />);
    expect(screen.getByText('First <b>paragraph</b>.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: "What you'll learn" })).getAllByRole('listitem')).toHaveLength(2);
    const sessions = within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    expect(sessions.map((item) => item.textContent)).toEqual(
      cls.sessions?.map((session) => formatSessionTimes(session)),
    );
    expect(sessions[0]?.textContent).toMatch(/(UTC|GMT|[A-Z]{3,4})/);
    expect(screen.getByText(/^Starts /)).toBeInTheDocument();
  });

  it('says a class without sessions is self-paced, and one whose sessions are over has ended', () => {
    const { unmount } = renderRemote(<ClassSchedule cls={{ ...cls, sessions: [] }} />);
    expect(screen.getByText(/Self-paced/)).toBeInTheDocument();
    unmount();
    renderRemote(
      <ClassSchedule cls={{ ...cls, sessions: [{ startsAt: '2020-01-01T10:00:00Z', durationMinutes: 60 }] }} />,
    );
    expect(screen.getByText('This class has ended.')).toBeInTheDocument();
  });
});
