import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@classhub/routing';
import type { ClassDto } from '@classhub/contracts';
import { lightTheme, toast } from '@classhub/ui';
import { jsonResponse, renderRemote, type TestAuth } from '@classhub/remote-testing';
import { ClassDetailPage } from './class-detail-page';

const piano: ClassDto = {
  _id: 'k1',
  className: 'Piano for Beginners',
  classImage: '/api/media/classes/k1.webp',
  instructorName: 'Cy Twombly',
  instructorEmail: 'cy@x.io',
  availableSeats: 2,
  price: 120.5,
  enrolled: 18,
  status: 'approved',
};

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

const NO_REVIEWS = { items: [], total: 0, page: 1, pageSize: 5 };

function renderDetail(id: string, auth: TestAuth = 'signedOut') {
  renderRemote(
    <Routes>
      <Route path="/classes/:id" element={<ClassDetailPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/classes/${id}`, auth },
  );
}

// The Reviews section (decision 0043) loads on its own, after the class: its calls are its specs' business.
const requestedPaths = () =>
  fetchSpy.mock.calls
    .map(([request]) => new URL((request as Request).url).pathname)
    .filter((path) => !/\/reviews?$/.test(path));

describe('ClassDetailPage', () => {
  it('shows the class from GET /api/classes/{id}/detail', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(piano));
    renderDetail('k1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Piano for Beginners' })).toBeInTheDocument();
    expect(requestedPaths()).toEqual(['/api/classes/k1/detail']);
    const article = screen.getByRole('article', { name: 'Piano for Beginners' });
    expect(within(article).getByRole('img', { name: 'Piano for Beginners' })).toHaveAttribute(
      'src',
      '/api/media/classes/k1.webp',
    );
    expect(article).toHaveTextContent('$120.50');
    expect(article).toHaveTextContent('InstructorCy Twombly');
    expect(article).toHaveTextContent('Available seats2');
    expect(article).toHaveTextContent('Enrolled18');
    expect(article).toHaveAttribute('data-full', 'false');
    expect(within(article).getByRole('button', { name: 'Select' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '← All classes' })).toHaveAttribute('href', '/classes');
  });

  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderDetail('k1');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the class…');
  });

  it.each([
    ['an unknown id (404)', 404],
    ['a malformed id (400)', 400],
  ])("says 'Class not found' for %s, with a link back to /classes", async (_what, status) => {
    fetchSpy.mockResolvedValue(
      jsonResponse({ message: status === 404 ? 'Class not found' : 'Invalid class id' }, status),
    );
    renderDetail('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all classes' })).toHaveAttribute('href', '/classes');
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry for a server failure, and Retry fetches again', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ message: 'boom' }, 503)).mockResolvedValueOnce(jsonResponse(piano));
    renderDetail('k1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this class");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Piano for Beginners' })).toBeInTheDocument();
  });

  it('is red with a disabled Select when the class is full', async () => {
    // A fresh answer per call: the student's own lists are asked for too (and hold nothing here).
    fetchSpy.mockImplementation(async (request: Request) =>
      jsonResponse(new URL(request.url).pathname.endsWith('/detail') ? { ...piano, availableSeats: 0 } : []),
    );
    renderDetail('k1', 'student');
    const article = await screen.findByRole('article', { name: 'Piano for Beginners' });
    expect(article).toHaveAttribute('data-full', 'true');
    expect(article).toHaveStyle({ backgroundColor: lightTheme.color.dangerSoft });
    expect(article).toHaveTextContent('Class full');
    expect(within(article).getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it.each(['admin', 'instructor', 'loading'] as const)('disables Select for %s', async (auth) => {
    fetchSpy.mockResolvedValue(jsonResponse(piano));
    renderDetail('k1', auth);
    const article = await screen.findByRole('article', { name: 'Piano for Beginners' });
    expect(within(article).getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('asks a signed-out visitor to log in, returning to this class', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(piano));
    renderDetail('k1');
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Please Login to select the class' })).getByRole('link', {
        name: 'Login Now',
      }),
    );
    const location = JSON.parse(screen.getByTestId('location').textContent ?? '{}');
    expect(location.pathname).toBe('/login');
    expect(location.state.from.pathname).toBe('/classes/k1');
  });

  /** The class, the student's own lists (`selected` names the classes in their cart) and POST /selected. */
  function stubStudentApi(selected: string[] = []) {
    fetchSpy.mockImplementation(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST') return jsonResponse({ insertedId: 's9' }, 201);
      if (pathname.startsWith('/api/selected/'))
        return jsonResponse(selected.map((classId, index) => ({ _id: `s${index}`, classId })));
      if (pathname === '/api/payment' || pathname === '/api/waitlist') return jsonResponse([]);
      if (pathname.endsWith('/reviews')) return jsonResponse(NO_REVIEWS);
      return jsonResponse(piano);
    });
  }

  it('lets a student select it', async () => {
    stubStudentApi();
    renderDetail('k1', 'student');
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    expect(await screen.findByRole('status', { name: 'Class has been selected' })).toBeInTheDocument();
    const ownLists = (path: string) =>
      path.startsWith('/api/selected/') || ['/api/payment', '/api/waitlist'].includes(path);
    expect(requestedPaths().filter((path) => !ownLists(path))).toEqual(['/api/classes/k1/detail', '/api/selected']);
  });

  it("shows 'Selected', with the way to the cart, for a class the student already selected", async () => {
    stubStudentApi([piano._id]);
    renderDetail('k1', 'student');
    expect(await screen.findByText('Selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Go to my selected classes: ${piano.className}` })).toHaveAttribute(
      'href',
      '/dashboard/myselectedclass',
    );
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  });
});
