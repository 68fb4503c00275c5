// Decision 0041 on My Classes: edits waiting for review, a denied class to fix, cancelling. Real RTK Query, stubbed fetch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, ClassEditDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, testUser } from '@classhub/remote-testing';
import { MyClassesPage } from './my-classes-page';

const me = testUser('instructor');
const base = { instructorName: me.name, instructorEmail: me.email, classImage: '/api/media/classes/a.jpg', price: 30 };
const classes: ClassDto[] = [
  { ...base, _id: 'c1', className: 'Guitar Basics', availableSeats: 5, enrolled: 2, status: 'approved' },
  {
    ...base,
    _id: 'c2',
    className: 'Chess Openings',
    availableSeats: 8,
    enrolled: 0,
    status: 'denied',
    feedback: 'Add a syllabus',
  },
  {
    ...base,
    _id: 'c3',
    className: 'Oil Painting',
    availableSeats: 8,
    enrolled: 0,
    status: 'approved',
    cancelledAt: '2026-11-27T10:00:00.000Z',
    cancelReason: 'Studio closed',
  },
];
const fields = { className: 'Guitar Basics', classImage: base.classImage, availableSeats: 7, price: 30 };
const edits: ClassEditDto[] = [
  {
    id: 'e1',
    classId: 'c1',
    className: 'Guitar Basics',
    instructorName: me.name,
    status: 'pending',
    submittedAt: '2026-11-27T10:00:00.000Z',
    current: fields,
    proposed: { ...fields, availableSeats: 12 },
  },
];

let fetchSpy: jest.SpyInstance;
const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
    const { pathname } = new URL((request as Request).url);
    if (pathname === '/api/class-edits') return jsonResponse(edits);
    if (pathname.endsWith('/cancel'))
      return jsonResponse({ cancelledAt: 'now', releasedHolds: 0, endedWaitlistEntries: 0 });
    return jsonResponse(classes);
  });
});
afterEach(() => fetchSpy.mockRestore());

describe('My Classes: edits and cancellation', () => {
  it('badges an edit waiting for review, offers Fix and resubmit on a denied class, marks a cancelled one', async () => {
    renderRemote(<MyClassesPage />, { path: '/dashboard/myclasses', auth: 'instructor' });
    await screen.findByRole('list', { name: 'My classes' });
    expect(await within(cardOf('Guitar Basics')).findByText('Changes waiting for review')).toBeInTheDocument();
    expect(within(cardOf('Guitar Basics')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/myclasses/c1/edit',
    );
    const denied = cardOf('Chess Openings');
    expect(denied).toHaveTextContent('Not approved: Add a syllabus');
    expect(within(denied).getByRole('link', { name: 'Fix and resubmit' })).toHaveAttribute(
      'href',
      '/dashboard/myclasses/c2/edit',
    );
    const cancelled = cardOf('Oil Painting');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('Reason: Studio closed');
    expect(within(cancelled).queryByRole('button', { name: 'Cancel class' })).not.toBeInTheDocument();
  });

  it('cancels a class after a confirmation with an optional reason', async () => {
    renderRemote(<MyClassesPage />, { path: '/dashboard/myclasses', auth: 'instructor' });
    await screen.findByRole('list', { name: 'My classes' });
    await userEvent.click(within(cardOf('Guitar Basics')).getByRole('button', { name: 'Cancel class' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Guitar Basics?' });
    expect(dialog).toHaveTextContent('Its 2 enrolled student(s) are refunded in full');
    await userEvent.type(within(dialog).getByLabelText('Reason, shown to the students (optional)'), 'Ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the class' }));
    expect(await screen.findByText('Guitar Basics is cancelled')).toBeInTheDocument();
    const call = fetchSpy.mock.calls.find(([request]) => (request as Request).url.endsWith('/classes/c1/cancel'));
    expect(await (call?.[0] as Request).json()).toEqual({ reason: 'Ill' });
  });
});
