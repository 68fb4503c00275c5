// Real RTK Query against a stubbed fetch, so the request path and the page states are both tested.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, ClassPage, PaymentDto, SelectedClassDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote, testUser, type TestAuth } from '@classhub/remote-testing';
import { ClassesPage } from './classes-page';

const classes: ClassDto[] = [
  {
    _id: 'a',
    className: 'Guitar Basics',
    classImage: '/api/media/classes/a.jpg',
    instructorName: 'Bo',
    instructorEmail: 'bo@x.io',
    availableSeats: 5,
    price: 30,
    enrolled: 2,
    status: 'approved',
  },
  {
    _id: 'b',
    className: 'Oil Painting',
    classImage: '/api/media/classes/b.jpg',
    instructorName: 'Cy',
    instructorEmail: 'cy@x.io',
    availableSeats: 0,
    price: 55.25,
    enrolled: 20,
    status: 'approved',
  },
];

/** GET /api/approvedclass answers a ClassPage, since the page always asks for page and pageSize. */
function pageOf(items: ClassDto[]): ClassPage {
  return { items, total: items.length, page: 1, pageSize: 12 };
}

let fetchSpy: jest.SpyInstance;

function requestedUrls(): string[] {
  return fetchSpy.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

/**
 * Answers GET /api/approvedclass with `classes`, POST /api/selected with `selected`, and the student's own lists
 * (GET /api/selected/{email}, GET /api/payment) with `own`; records each POST body.
 */
function stubApi(
  selected: () => Response | Promise<Response>,
  own: { selected?: Partial<SelectedClassDto>[]; payments?: Partial<PaymentDto>[] } = {},
) {
  const posted: unknown[] = [];
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/approvedclass') return jsonResponse(pageOf(classes));
    if (request.method === 'GET' && pathname.startsWith('/api/selected/')) return jsonResponse(own.selected ?? []);
    if (request.method === 'GET' && pathname === '/api/payment') return jsonResponse(own.payments ?? []);
    if (request.method === 'POST' && pathname === '/api/selected') {
      posted.push(await request.json());
      return selected();
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  return posted;
}

async function selectButtonOf(name: string, auth: TestAuth) {
  renderRemote(<ClassesPage />, { path: '/classes', auth });
  const card = await screen.findByRole('article', { name });
  return within(card).getByRole('button', { name: 'Select' });
}

describe('ClassesPage', () => {
  it('titles the page All Classes and shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<ClassesPage />, { path: '/classes' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Classes' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading classes…');
  });

  it('lists the approved classes from GET /api/approvedclass', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(pageOf(classes)));
    renderRemote(<ClassesPage />, { path: '/classes' });
    const list = await screen.findByRole('list', { name: 'Classes' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Guitar Basics', 'Oil Painting']);
    expect(requestedUrls()).toEqual(['/api/approvedclass']);
    expect(screen.getByRole('article', { name: 'Oil Painting' })).toHaveAttribute('data-full', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the images of the first row at once and the rest as they come near', async () => {
    const many = ['c', 'd', 'e', 'f'].map((id, index): ClassDto => ({
      _id: id,
      className: `Class ${index + 1}`,
      classImage: `/api/media/classes/${id}.jpg`,
      instructorName: 'Bo',
      instructorEmail: 'bo@x.io',
      availableSeats: 5,
      price: 30,
      enrolled: 2,
      status: 'approved',
    }));
    fetchSpy.mockResolvedValue(jsonResponse(pageOf(many)));
    renderRemote(<ClassesPage />, { path: '/classes' });
    const list = await screen.findByRole('list', { name: 'Classes' });
    expect(
      within(list)
        .getAllByRole('img', { hidden: true })
        .map((image) => image.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('says so when there are no classes', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(pageOf([])));
    renderRemote(<ClassesPage />, { path: '/classes' });
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Classes' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry fetches again', async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503))
      .mockResolvedValueOnce(jsonResponse(pageOf(classes)));
    renderRemote(<ClassesPage />, { path: '/classes' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the classes");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Guitar Basics' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/approvedclass', '/api/approvedclass']);
  });

  it('asks a signed-out visitor to log in on Select, remembering the page', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(pageOf(classes)));
    renderRemote(<ClassesPage />, { path: '/classes' });
    const card = await screen.findByRole('article', { name: 'Guitar Basics' });
    await userEvent.click(within(card).getByRole('button', { name: 'Select' }));

    const dialog = screen.getByRole('dialog', { name: 'Please Login to select the class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Select' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Login Now' }));
    const location = JSON.parse(screen.getByTestId('location').textContent ?? '{}');
    expect(location.pathname).toBe('/login');
    expect(location.state.from.pathname).toBe('/classes');
  });

  describe('Select by who is signed in (docs/product.md#class-cards)', () => {
    it.each([
      ['an admin', 'admin'],
      ['an instructor', 'instructor'],
      ['anyone while the auth state is loading', 'loading'],
    ] as const)('is disabled for %s', async (_who, auth) => {
      stubApi(() => jsonResponse({ insertedId: 's1' }));
      const select = await selectButtonOf('Guitar Basics', auth);
      expect(select).toBeDisabled();
      await userEvent.click(select);
      expect(fetchSpy.mock.calls.map(([request]) => (request as Request).method)).toEqual(['GET']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it.each([
      ['a student', 'student'],
      ['a signed-out visitor', 'signedOut'],
    ] as const)('is enabled for %s, except on a full class', async (_who, auth) => {
      stubApi(() => jsonResponse({ insertedId: 's1' }));
      expect(await selectButtonOf('Guitar Basics', auth)).toBeEnabled();
      expect(
        within(screen.getByRole('article', { name: 'Oil Painting' })).getByRole('button', { name: 'Select' }),
      ).toBeDisabled();
    });

    it('says why it is disabled for an admin or an instructor', async () => {
      stubApi(() => jsonResponse({}));
      const select = await selectButtonOf('Guitar Basics', 'instructor');
      expect(select).toHaveAccessibleDescription(
        /Only students can select classes; you are signed in as an instructor\./,
      );
      expect(
        within(screen.getByRole('article', { name: 'Guitar Basics' })).getByText(/Only students can select classes/),
      ).toBeVisible();
    });

    it("shows a student's selected and paid-for classes as such, with the way to them, instead of Select", async () => {
      const student = testUser('student');
      stubApi(() => jsonResponse({}), {
        selected: [{ _id: 's1', classId: 'b', email: student.email }],
        payments: [
          { _id: 'p1', classId: 'a', enrolmentStatus: 'confirmed' },
          { _id: 'p2', classId: 'b', enrolmentStatus: 'refunded' },
        ],
      });
      renderRemote(<ClassesPage />, { path: '/classes', auth: 'student' });
      const guitar = await screen.findByRole('article', { name: 'Guitar Basics' });
      expect(await within(guitar).findByText('Enrolled')).toBeInTheDocument();
      expect(within(guitar).getByRole('link', { name: 'Guitar Basics: see my enrolled classes' })).toHaveAttribute(
        'href',
        '/dashboard/myenrolledclass',
      );
      expect(within(guitar).queryByRole('button', { name: 'Select' })).toBeNull();
      // A refunded payment gave no seat: the class is only in the cart again.
      const painting = screen.getByRole('article', { name: 'Oil Painting' });
      expect(within(painting).getByText('Selected')).toBeInTheDocument();
      expect(within(painting).getByRole('link', { name: 'Go to my selected classes: Oil Painting' })).toHaveAttribute(
        'href',
        '/dashboard/myselectedclass',
      );
      const asked = requestedUrls();
      expect(asked).toContain(`/api/selected/${encodeURIComponent(student.email)}`);
      expect(asked).toContain('/api/payment');
    });

    it('asks for no own lists for a signed-out visitor or an admin', async () => {
      stubApi(() => jsonResponse({}));
      await selectButtonOf('Guitar Basics', 'admin');
      expect(requestedUrls()).toEqual(['/api/approvedclass']);
    });

    it("sends the spec's payload with the student's email and name, and toasts 'Class has been selected'", async () => {
      const posted = stubApi(() => jsonResponse({ insertedId: 's1' }, 201));
      await userEvent.click(await selectButtonOf('Guitar Basics', 'student'));

      expect(await screen.findByRole('status', { name: 'Class has been selected' })).toBeInTheDocument();
      const student = testUser('student');
      expect(posted).toEqual([
        {
          className: 'Guitar Basics',
          classImage: '/api/media/classes/a.jpg',
          instructorName: 'Bo',
          instructorEmail: 'bo@x.io',
          availableSeats: 5,
          price: 30,
          enrolled: 2,
          status: 'approved',
          email: student.email,
          name: student.name,
          classId: 'a',
        },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps Select disabled while the class is being selected', async () => {
      let answer: (response: Response) => void = () => undefined;
      stubApi(() => new Promise((resolve) => (answer = resolve)));
      const select = await selectButtonOf('Guitar Basics', 'student');
      await userEvent.click(select);
      expect(select).toBeDisabled();
      await act(async () => answer(jsonResponse({ insertedId: 's1' }, 201)));
      expect(await screen.findByRole('status', { name: 'Class has been selected' })).toBeInTheDocument();
      // The mutation settles in a render after the toast is raised.
      await waitFor(() => expect(select).toBeEnabled());
    });

    it("shows the server's reason in an error toast when it refuses the selection", async () => {
      stubApi(() => jsonResponse({ statusCode: 409, message: 'You have already selected this class' }, 409));
      await userEvent.click(await selectButtonOf('Guitar Basics', 'student'));
      const alert = await screen.findByRole('alert', { name: 'Could not select this class' });
      expect(alert).toHaveTextContent('You have already selected this class');
      expect(screen.queryByRole('status', { name: 'Class has been selected' })).not.toBeInTheDocument();
    });

    it.each([
      ['a missing route (404)', () => jsonResponse({ statusCode: 404, message: 'Cannot POST /selected' }, 404)],
      ['a server failure', () => jsonResponse({ message: 'boom' }, 503)],
    ])('asks to try again after %s, without claiming success', async (_what, answer) => {
      stubApi(answer);
      await userEvent.click(await selectButtonOf('Guitar Basics', 'student'));
      const alert = await screen.findByRole('alert', { name: 'Could not select this class' });
      expect(alert).toHaveTextContent('Please try again.');
      expect(alert).not.toHaveTextContent('Cannot POST');
      expect(screen.queryByRole('status', { name: 'Class has been selected' })).not.toBeInTheDocument();
    });

    it('sends nothing for a signed-out visitor: the login dialog opens instead', async () => {
      const posted = stubApi(() => jsonResponse({ insertedId: 's1' }));
      await userEvent.click(await selectButtonOf('Guitar Basics', 'signedOut'));
      expect(screen.getByRole('dialog', { name: 'Please Login to select the class' })).toBeInTheDocument();
      expect(posted).toEqual([]);
    });
  });
});
