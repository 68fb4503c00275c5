// Real RTK Query against a stubbed fetch: the reply sent, the list refreshed, and the refusals shown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, type ContactMessageDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { MessagesPage } from './messages-page';

const message: ContactMessageDto = {
  _id: '5b0d7a2e-8a1c-4a55-9d52-0c7a5e7f6a10',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Do you have evening classes?',
  date: '2026-03-02T15:33:00Z',
  read: false,
};

let fetchSpy: jest.SpyInstance;
let replies: unknown[];

function stubApi(answerReply: () => Response) {
  let current = message;
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/contact-messages') return jsonResponse([current]);
    if (request.method === 'POST' && pathname === `/api/contact-messages/${message._id}/reply`) {
      const body = (await request.json()) as { reply: string };
      replies.push(body);
      const answer = answerReply();
      if (answer.status === 201)
        current = {
          ...message,
          read: true,
          reply: body.reply,
          repliedBy: 'Grace Whitfield',
          repliedAt: '2026-03-03T10:00:00Z',
        };
      return answer;
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  replies = [];
});
afterEach(() => fetchSpy.mockRestore());

describe('ReplyBox', () => {
  it('sends the reply, then shows it with who answered and a Replied badge', async () => {
    stubApi(() => jsonResponse({}, 201));
    renderRemote(<MessagesPage />, { auth: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.replyRequired);
    expect(replies).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Your reply to Grace Hopper/), '  Yes, every Tuesday at 7 pm.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(replies).toEqual([{ reply: 'Yes, every Tuesday at 7 pm.' }]);
    const answered = await screen.findByRole('region', { name: 'Reply to Grace Hopper' });
    expect(within(answered).getByText('Yes, every Tuesday at 7 pm.')).toBeInTheDocument();
    expect(answered).toHaveTextContent('Replied by Grace Whitfield');
    expect(screen.getByText('Replied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the reply is refused", async () => {
    stubApi(() => jsonResponse({ statusCode: 409, error: 'Conflict', message: ACCOUNT_MESSAGES.alreadyReplied }, 409));
    renderRemote(<MessagesPage />, { auth: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText(/Your reply to Grace Hopper/), 'Hello Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.alreadyReplied);
  });
});
