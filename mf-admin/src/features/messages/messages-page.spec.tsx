// Real RTK Query against a stubbed fetch: the requests sent and the page states are both tested.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessageDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { MessagesPage } from './messages-page';

const newest: ContactMessageDto = {
  _id: 'm2',
  name: 'Sam Lee',
  email: 'sam@example.com',
  message: 'Is there a weekend class?\nThanks!',
  date: '2026-03-02T15:33:00Z',
  read: false,
};
const older: ContactMessageDto = {
  _id: 'm1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Do you teach Rust?',
  date: '2026-03-01T09:00:00Z',
  read: true,
};

let fetchSpy: jest.SpyInstance;
let patched: { path: string; body: unknown }[];

function stubApi(messages: ContactMessageDto[], patch: () => Response = () => jsonResponse({ modifiedCount: 1 })) {
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/contact-messages') return jsonResponse(messages);
    if (request.method === 'PATCH') {
      patched.push({ path: pathname, body: await request.json() });
      return patch();
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  patched = [];
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('MessagesPage', () => {
  it('lists the messages newest first with sender, date, text and read state, and counts the unread', async () => {
    stubApi([newest, older]);
    renderRemote(<MessagesPage />, { auth: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Unread: 1 of 2' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('article');
    expect(first).toHaveAccessibleName('Message from Sam Lee, unread');
    expect(within(first!).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute(
      'href',
      'mailto:sam@example.com',
    );
    expect(first).toHaveTextContent('Is there a weekend class?');
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Message from Ada Lovelace');
    expect(within(second!).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  });

  it('marks a message read, showing it at once', async () => {
    stubApi([newest, older]);
    renderRemote(<MessagesPage />, { auth: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(patched).toEqual([{ path: '/api/contact-messages/m2', body: { read: true } }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Unread: 0 of 2' })).toBeInTheDocument();
  });

  it('puts the message back and says why when marking fails', async () => {
    stubApi([newest], () => jsonResponse({ statusCode: 404, message: 'Message not found' }, 404));
    renderRemote(<MessagesPage />, { auth: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('alert', { name: 'Could not update the message' })).toHaveTextContent(
      'Message not found',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unread: 1 of 1' })).toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    stubApi([]);
    renderRemote(<MessagesPage />, { auth: 'admin' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
