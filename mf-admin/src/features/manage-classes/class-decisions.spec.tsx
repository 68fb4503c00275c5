// Decision 0041 on Manage Classes: edits waiting for review (old → new, approve or deny) and reversed decisions.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, ClassEditDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { ManageClassesPage } from './manage-classes-page';

const guitar: ClassDto = {
  _id: 'c1',
  className: 'Guitar Basics',
  classImage: '/api/media/classes/a.jpg',
  instructorName: 'Ada Teacher',
  instructorEmail: 'ada@example.com',
  availableSeats: 5,
  enrolled: 2,
  price: 30,
  status: 'approved',
};
const fields = { className: 'Guitar Basics', classImage: guitar.classImage, availableSeats: 7, price: 30 };
const edit: ClassEditDto = {
  id: 'e1',
  classId: 'c1',
  className: 'Guitar Basics',
  instructorName: 'Ada Teacher',
  status: 'pending',
  submittedAt: '2026-11-27T10:00:00.000Z',
  current: fields,
  proposed: { ...fields, availableSeats: 12, price: 35 },
};

let fetchSpy: jest.SpyInstance;
const sent: Array<{ method: string; path: string; body?: unknown }> = [];
beforeEach(() => {
  sent.length = 0;
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET')
      sent.push({
        method: request.method,
        path: pathname,
        body: await request.text().then((text) => text && JSON.parse(text)),
      });
    if (pathname === '/api/class-edits') return jsonResponse([edit]);
    if (request.method !== 'GET') return jsonResponse({ modifiedCount: 1 });
    return jsonResponse({ items: [guitar], total: 1, page: 1, pageSize: 12 });
  });
});
afterEach(() => fetchSpy.mockRestore());

it('shows what an edit changes, old → new, and approves it', async () => {
  renderRemote(<ManageClassesPage />, { path: '/dashboard/manageclasses', auth: 'admin' });
  const changes = await screen.findByLabelText('Changes to Guitar Basics');
  expect(changes).toHaveTextContent('Seats in all7 → 12');
  expect(changes).toHaveTextContent('Price$30.00 → $35.00');
  expect(changes).not.toHaveTextContent('Name');
  await userEvent.click(screen.getByRole('button', { name: 'Approve edit' }));
  expect(await screen.findByRole('status', { name: 'Edit approved' })).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'PATCH', path: '/api/classes/c1/edit/approve', body: '' }]);
});

it('denies an edit and withdraws a class from sale, each with a required reason', async () => {
  renderRemote(<ManageClassesPage />, { path: '/dashboard/manageclasses', auth: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Deny edit' }));
  const deny = screen.getByRole('dialog', { name: 'Deny the edit of Guitar Basics?' });
  await userEvent.click(within(deny).getByRole('button', { name: 'Deny edit' }));
  expect(deny).toHaveTextContent('Give a reason');
  await userEvent.type(within(deny).getByLabelText('Reason (mailed to the instructor)'), 'Keep the price');
  await userEvent.click(within(deny).getByRole('button', { name: 'Deny edit' }));
  expect(await screen.findByRole('status', { name: 'Edit denied' })).toBeInTheDocument();

  const card = await screen.findByRole('article', { name: 'Guitar Basics' });
  await userEvent.click(within(card).getByRole('button', { name: 'Withdraw from sale' }));
  const withdraw = screen.getByRole('dialog', { name: 'Withdraw from sale: Guitar Basics' });
  expect(withdraw).toHaveTextContent('its 2 enrolled student(s) keep their places');
  await userEvent.type(within(withdraw).getByLabelText('Reason (shown to the instructor)'), 'Misleading');
  await userEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw from sale' }));
  expect(await screen.findByRole('status', { name: 'Withdrawn from sale' })).toBeInTheDocument();
  expect(sent).toEqual([
    { method: 'PATCH', path: '/api/classes/c1/edit/deny', body: { reason: 'Keep the price' } },
    { method: 'PATCH', path: '/api/classes/c1/decision/reverse', body: { reason: 'Misleading' } },
  ]);
});
