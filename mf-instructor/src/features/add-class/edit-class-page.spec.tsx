// Decision 0041: the Edit page is the Add A Class form filled in with the class; it saves through PUT /classes/{id}/edit.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@classhub/routing';
import type { ClassDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, testUser } from '@classhub/remote-testing';
import { EditClassPage } from './edit-class-page';

const me = testUser('instructor');
const cls: ClassDto = {
  _id: 'c1',
  className: 'Guitar Basics',
  classImage: '/api/media/classes/a.jpg',
  instructorName: me.name,
  instructorEmail: me.email,
  availableSeats: 5,
  enrolled: 3,
  price: 30,
  status: 'approved',
  description: 'Chords first.',
};

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
    const { pathname } = new URL((request as Request).url);
    if (pathname === '/api/classes/c1/joining')
      return jsonResponse({ classId: 'c1', className: cls.className, meetingUrl: null, timeZone: 'UTC', sessions: [] });
    if (pathname === '/api/classes/c1/edit')
      return jsonResponse({ outcome: 'submitted-for-review', class: { _id: 'c1' } });
    return jsonResponse([cls]);
  });
});
afterEach(() => fetchSpy.mockRestore());

it('fills the form with the class (seats in all) and sends the changes, keeping the image', async () => {
  renderRemote(
    <Routes>
      <Route path="/dashboard/myclasses/:id/edit" element={<EditClassPage />} />
    </Routes>,
    { path: '/dashboard/myclasses/c1/edit', auth: 'instructor' },
  );
  const name = await screen.findByLabelText('Class Name');
  expect(name).toHaveValue('Guitar Basics');
  expect(screen.getByLabelText('Available Seats')).toHaveValue(8);
  await userEvent.clear(name);
  await userEvent.type(name, 'Guitar for Beginners');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/approved version stays on sale/)).toBeInTheDocument();
  const call = fetchSpy.mock.calls.find(([request]) => (request as Request).url.endsWith('/classes/c1/edit'));
  expect(await (call?.[0] as Request).json()).toMatchObject({
    className: 'Guitar for Beginners',
    availableSeats: 8,
    price: 30,
    classImage: '/api/media/classes/a.jpg',
    description: 'Chords first.',
  });
});
