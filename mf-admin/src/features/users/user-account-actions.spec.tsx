// Make Student, Suspend and Reactivate (decision 0045) against a stubbed fetch: what is sent and what is shown.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { UserAccountActions } from './user-account-actions';

const bo: AdminUserDto = {
  _id: 'u2',
  name: 'Bo Diddley',
  email: 'bo@example.com',
  photo: '',
  role: 'instructor',
  date: 2023,
};

let fetchSpy: jest.SpyInstance;
let sent: { method: string; path: string; body: unknown }[];

function stub(answer: () => Response) {
  fetchSpy.mockImplementation(async (input: Request) => {
    sent.push({ method: input.method, path: new URL(input.url).pathname, body: await input.json().catch(() => null) });
    return answer();
  });
}

beforeEach(() => {
  sent = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('UserAccountActions', () => {
  it('suspends only with a reason, and sends it', async () => {
    stub(() => jsonResponse({ modifiedCount: 1 }));
    renderRemote(<UserAccountActions user={bo} isSelf={false} />, { auth: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Bo Diddley?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Bo Diddley is suspended')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/users/u2/suspend', body: { reason: 'Spam' } }]);
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    const lastAdmin = 'ClassHub must keep at least one admin: make another user an admin first';
    stub(() => jsonResponse({ statusCode: 409, error: 'Conflict', message: lastAdmin }, 409));
    renderRemote(<UserAccountActions user={{ ...bo, role: 'admin' }} isSelf={false} />, { auth: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Make Student' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Bo Diddley a student?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Student' }));
    expect(await within(dialog).findByText(lastAdmin)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/users/student/u2', body: {} }]);
  });

  it('offers Reactivate for a suspended account, and nothing on one’s own row', async () => {
    const { unmount } = renderRemote(
      <UserAccountActions user={{ ...bo, suspended: true, suspendedReason: 'Spam' }} isSelf={false} />,
    );
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    unmount();
    renderRemote(<UserAccountActions user={{ ...bo, role: 'admin' }} isSelf />);
    for (const name of ['Make Student', 'Suspend']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
