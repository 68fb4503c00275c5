// Real RTK Query against a stubbed fetch: the requests sent, the page states, the dialogs and the toasts are all tested.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASS_MESSAGES, type ClassDto, type ClassStatus } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { ManageClassesPage } from './manage-classes-page';

const guitar: ClassDto = {
  _id: 'c1',
  className: 'Guitar Basics',
  classImage: '/api/media/classes/c1.jpg',
  instructorName: 'Bo Diddley',
  instructorEmail: 'bo@example.com',
  availableSeats: 12,
  price: 49.5,
  enrolled: 3,
  status: 'pending',
};
const painting: ClassDto = {
  ...guitar,
  _id: 'c2',
  className: 'Oil Painting',
  status: 'approved',
  feedback: 'Lovely photos.',
};
const pottery: ClassDto = { ...guitar, _id: 'c3', className: 'Pottery', status: 'denied' };
// A stored status the front end does not know is shown as pending (docs/product.md#class-status).
const odd = { ...guitar, _id: 'c4', className: 'Odd Status', status: 'archived' as ClassStatus };

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

let fetchSpy: jest.SpyInstance;
let calls: Call[];

interface Answers {
  patch?: () => Response;
  put?: () => Response | Promise<Response>;
}

/** Answers GET /api/classes with `classes` (applying a successful PATCH or PUT to them), PATCH and PUT as told. */
function stubApi(
  classes: ClassDto[],
  { patch = () => jsonResponse({ modifiedCount: 1 }), put = () => jsonResponse({ modifiedCount: 1 }) }: Answers = {},
) {
  let current = classes.map((cls) => ({ ...cls }));
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    // Edits waiting for review (decision 0041) have a spec of their own: none here, and not counted.
    if (pathname === '/api/class-edits') return jsonResponse([]);
    const body = request.method === 'PUT' ? await request.json() : undefined;
    calls.push({ method: request.method, path: pathname, ...(body ? { body } : {}) });
    // The page always asks for a page (decision 0044).
    if (request.method === 'GET' && pathname === '/api/classes')
      return jsonResponse({ items: current, total: current.length, page: 1, pageSize: 12 });
    const decision = /^\/api\/classe\/(approved|denied)\/(.+)$/.exec(pathname);
    if (request.method === 'PATCH' && decision) {
      const answer = patch();
      const { modifiedCount } = answer.ok ? await answer.clone().json() : { modifiedCount: 0 };
      if (modifiedCount > 0)
        current = current.map((cls) =>
          cls._id === decision[2] ? { ...cls, status: decision[1] as ClassStatus } : cls,
        );
      return answer;
    }
    const feedback = /^\/api\/feedback\/(.+)$/.exec(pathname);
    if (request.method === 'PUT' && feedback) {
      const answer = await put();
      if (answer.ok)
        current = current.map((cls) =>
          cls._id === feedback[1] ? { ...cls, feedback: (body as { feedback: string }).feedback } : cls,
        );
      return answer;
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
}

const writes = () => calls.filter(({ method }) => method !== 'GET');

async function renderPage() {
  renderRemote(<ManageClassesPage />, { path: '/dashboard/manageclasses', auth: 'admin' });
  return screen.findByRole('list', { name: 'Classes' });
}

const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string, label: string) => within(card(name)).getByRole('button', { name: label });
/** The status badge: its text starts with a visually hidden "Status: " for screen readers. */
const badge = (name: string) => within(card(name)).getByText('Status:').parentElement;

beforeEach(() => {
  calls = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('ManageClassesPage', () => {
  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<ManageClassesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Classes' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading classes…');
  });

  it('heads the grid "Total Classes: N" and shows each class of GET /api/classes on a card', async () => {
    stubApi([guitar, painting, pottery]);
    const list = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Total Classes: 3' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Guitar Basics', 'Oil Painting', 'Pottery']);

    const first = card('Guitar Basics');
    expect(within(first).getByRole('img', { name: 'Guitar Basics' })).toHaveAttribute(
      'src',
      '/api/media/classes/c1.jpg',
    );
    for (const text of [
      'Enrolled: 3',
      'Available seats: 12',
      'Price: $49.50',
      'Instructor: Bo Diddley',
      'bo@example.com',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(calls).toEqual([{ method: 'GET', path: '/api/classes' }]);
  });

  it("shows each class's waitlist length (0 when the server leaves it out)", async () => {
    stubApi([{ ...guitar, availableSeats: 0, waitlistLength: 4 }, painting]);
    await renderPage();
    expect(card('Guitar Basics')).toHaveTextContent('Waitlist: 4');
    expect(card('Oil Painting')).toHaveTextContent('Waitlist: 0');
  });

  it.each([
    ['Guitar Basics', 'Pending', true],
    ['Odd Status', 'Pending', true],
    ['Oil Painting', 'Approved', false],
    ['Pottery', 'Denied', false],
  ])('%s: badge "%s", Approved and Denied enabled: %s; Feedback always enabled', async (name, label, open) => {
    stubApi([guitar, painting, pottery, odd]);
    await renderPage();
    expect(badge(name)).toHaveTextContent(`Status: ${label}`);
    for (const decision of ['Approved', 'Denied']) {
      if (open) expect(button(name, decision)).toBeEnabled();
      else expect(button(name, decision)).toBeDisabled();
    }
    expect(button(name, 'Feedback')).toBeEnabled();
  });

  it.each([
    ['Approved', 'Approve this class?', 'Yes, approve it', '/api/classe/approved/c1', 'Approved!'],
    ['Denied', 'Deny this class?', 'Yes, deny it', '/api/classe/denied/c1', 'Denied!'],
  ])(
    '%s asks first, then sends the PATCH, toasts and shows the new status',
    async (label, question, confirm, path, done) => {
      stubApi([guitar]);
      await renderPage();
      await userEvent.click(button('Guitar Basics', label));

      const dialog = screen.getByRole('alertdialog', { name: question });
      expect(dialog).toHaveTextContent('“Guitar Basics” by Bo Diddley');
      expect(writes()).toEqual([]);

      await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
      const toastShown = await screen.findByRole('status', { name: done });
      expect(toastShown).toHaveTextContent('Class Status has been updated.');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(writes()).toEqual([{ method: 'PATCH', path }]);
      // The toast follows the answer and the list's update is dispatched beside it: one more render may lie between.
      await waitFor(() => expect(badge('Guitar Basics')).toHaveTextContent(`Status: ${label}`));
      expect(button('Guitar Basics', 'Approved')).toBeDisabled();
      expect(button('Guitar Basics', 'Denied')).toBeDisabled();
      // The 'Class' tag is invalidated, so the list is fetched again.
      await waitFor(() => expect(calls.filter(({ method }) => method === 'GET')).toHaveLength(2));
    },
  );

  it('sends nothing when the confirmation is cancelled, by button or by Escape', async () => {
    stubApi([guitar]);
    await renderPage();
    await userEvent.click(button('Guitar Basics', 'Approved'));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(button('Guitar Basics', 'Approved')).toHaveFocus();
    await userEvent.click(button('Guitar Basics', 'Denied'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('disables both decisions while one is being sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi([guitar]);
    const stubbed = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation((request: Request) =>
      request.method === 'PATCH' ? new Promise<Response>((resolve) => (answer = resolve)) : stubbed?.(request),
    );
    await renderPage();
    await userEvent.click(button('Guitar Basics', 'Approved'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve it' }));
    expect(button('Guitar Basics', 'Approved')).toBeDisabled();
    expect(button('Guitar Basics', 'Denied')).toBeDisabled();
    await act(async () => answer(jsonResponse({ modifiedCount: 1 })));
    expect(await screen.findByRole('status', { name: 'Approved!' })).toBeInTheDocument();
  });

  it("shows the server's 409 message in an error toast and refreshes the list", async () => {
    const message = CLASS_MESSAGES.alreadyDecided('denied');
    stubApi([guitar], { patch: () => jsonResponse({ statusCode: 409, message }, 409) });
    await renderPage();
    await userEvent.click(button('Guitar Basics', 'Approved'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve it' }));

    const alert = await screen.findByRole('alert', { name: 'Could not approve Guitar Basics' });
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('status', { name: 'Approved!' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter(({ method }) => method === 'GET')).toHaveLength(2));
  });

  it('shows no success toast when the server changed nothing (modifiedCount 0)', async () => {
    stubApi([guitar], { patch: () => jsonResponse({ modifiedCount: 0 }) });
    await renderPage();
    await userEvent.click(button('Guitar Basics', 'Denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, deny it' }));
    // Enabled again once the answer is in, and still pending.
    await waitFor(() => expect(button('Guitar Basics', 'Denied')).toBeEnabled());
    expect(writes()).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'Denied!' })).not.toBeInTheDocument();
    expect(badge('Guitar Basics')).toHaveTextContent('Status: Pending');
  });

  describe('Feedback', () => {
    async function openFeedback(cls: ClassDto, answers?: Answers) {
      stubApi([cls], answers);
      await renderPage();
      await userEvent.click(button(cls.className, 'Feedback'));
      const dialog = screen.getByRole('dialog', { name: `Feedback on “${cls.className}”` });
      return {
        dialog,
        field: within(dialog).getByRole('textbox', { name: 'Feedback for Bo Diddley' }),
        send: within(dialog).getByRole('button', { name: 'Send Feedback' }),
      };
    }

    it('opens a labelled, focused textarea prefilled with the feedback already sent, with a counter', async () => {
      const { dialog, field } = await openFeedback(painting);
      expect(field).toHaveValue('Lovely photos.');
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('maxlength', '1000');
      expect(dialog).toHaveTextContent('14/1000 characters');
      await userEvent.type(field, '!');
      expect(dialog).toHaveTextContent('15/1000 characters');
    });

    it('says "Feedback cannot be empty" and calls nothing for an empty or blank text', async () => {
      const { dialog, field, send } = await openFeedback(guitar);
      expect(field).toHaveValue('');
      await userEvent.click(send);
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Feedback cannot be empty');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(field, '   ');
      await userEvent.click(send);
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Feedback cannot be empty');
      expect(writes()).toEqual([]);
    });

    it('sends PUT /api/feedback/{id} with {feedback, id}, toasts "Send!" and closes', async () => {
      const { field, send } = await openFeedback(guitar);
      await userEvent.type(field, '  Please add a clearer photo.  ');
      await userEvent.click(send);

      const done = await screen.findByRole('status', { name: 'Send!' });
      expect(done).toHaveTextContent('Feedback has been send.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(writes()).toEqual([
        { method: 'PUT', path: '/api/feedback/c1', body: { feedback: 'Please add a clearer photo.', id: 'c1' } },
      ]);

      // Opened again, it shows what was sent.
      await userEvent.click(button('Guitar Basics', 'Feedback'));
      expect(screen.getByRole('textbox', { name: 'Feedback for Bo Diddley' })).toHaveValue(
        'Please add a clearer photo.',
      );
    });

    it('disables Send Feedback while the request runs', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { field, send } = await openFeedback(guitar, {
        put: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await userEvent.type(field, 'Nice');
      await userEvent.click(send);
      expect(send).toBeDisabled();
      await act(async () => answer(jsonResponse({ modifiedCount: 1 })));
      expect(await screen.findByRole('status', { name: 'Send!' })).toBeInTheDocument();
    });

    it("keeps the dialog open with the text intact and shows the server's message on failure", async () => {
      const { dialog, field, send } = await openFeedback(guitar, {
        put: () => jsonResponse({ statusCode: 400, message: CLASS_MESSAGES.feedbackLength }, 400),
      });
      await userEvent.type(field, 'Too long, says the server');
      await userEvent.click(send);

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.feedbackLength);
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(field).toHaveValue('Too long, says the server');
      expect(send).toBeEnabled();
      expect(screen.queryByRole('status', { name: 'Send!' })).not.toBeInTheDocument();
    });

    it('closes on Cancel without sending', async () => {
      const { dialog } = await openFeedback(guitar);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button('Guitar Basics', 'Feedback')).toHaveFocus();
      expect(writes()).toEqual([]);
    });
  });

  it("shows the server's message and Retry when the list cannot be loaded, and Retry fetches again", async () => {
    const answers = [
      jsonResponse({ statusCode: 403, message: 'Forbidden resource' }, 403),
      jsonResponse({ items: [guitar], total: 1, page: 1, pageSize: 12 }),
    ];
    // The edits waiting for review (decision 0041) are asked for apart: none.
    fetchSpy.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/api/class-edits' ? jsonResponse([]) : (answers.shift() as Response),
    );
    renderRemote(<ManageClassesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the classes");
    expect(alert).toHaveTextContent('Forbidden resource');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Total Classes: 1' })).toBeInTheDocument();
  });

  it('says so when there are no classes', async () => {
    stubApi([]);
    renderRemote(<ManageClassesPage />);
    expect(await screen.findByRole('heading', { name: 'Total Classes: 0' })).toBeInTheDocument();
    expect(screen.getByText('No classes yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Classes' })).not.toBeInTheDocument();
  });
});
