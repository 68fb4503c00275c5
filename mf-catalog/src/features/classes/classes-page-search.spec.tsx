// The /classes query lives in the URL and reaches GET /api/approvedclass; these tests assert both ends.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@classhub/routing';
import type { ClassDto, ClassPage } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { ClassesPage } from './classes-page';
import { PRICE_FORMAT_MESSAGE, PRICE_RANGE_MESSAGE } from './class-filters';
import { TYPING_DEBOUNCE_MS } from '@classhub/ui';

function classNamed(i: number): ClassDto {
  return {
    _id: `c${i}`,
    className: `Class ${i}`,
    classImage: `/api/media/classes/c${i}.png`,
    instructorName: 'Ada',
    instructorEmail: 'ada@x.io',
    availableSeats: 3,
    price: 10 + i,
    enrolled: i,
    status: 'approved',
  };
}

let fetchSpy: jest.SpyInstance;
let answer: (search: URLSearchParams) => Response;

/** A page as the server would send it for `total` matching classes. */
function pageAnswer(total: number) {
  return (search: URLSearchParams): Response => {
    const page = Number(search.get('page'));
    const pageSize = Number(search.get('pageSize'));
    const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
    const items = Array.from({ length: count }, (_, i) => classNamed((page - 1) * pageSize + i + 1));
    const body: ClassPage = { items, total, page, pageSize };
    return jsonResponse(body);
  };
}

/** The query string of every GET /api/approvedclass the page sent, in order. */
function apiSearches(): string[] {
  return fetchSpy.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/approvedclass')
    .map((url) => url.search.slice(1));
}

const lastApiSearch = () => apiSearches().at(-1);

/** Shows the router's search and offers the browser's Back, which renderRemote's probe does not. */
function HistoryProbe() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <output data-testid="search">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(path: string) {
  renderRemote(
    <>
      <ClassesPage />
      <HistoryProbe />
    </>,
    { path },
  );
}

const urlSearch = () => screen.getByTestId('search').textContent;

beforeEach(() => {
  answer = pageAnswer(2);
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  fetchSpy.mockImplementation(async (request: Request) => answer(new URL(request.url).searchParams));
});
afterEach(() => fetchSpy.mockRestore());

describe('ClassesPage search, filters, sort and pages', () => {
  it('asks for the first page of 12, most popular first, on a plain /classes', async () => {
    renderAt('/classes');
    expect(await screen.findByText('2 classes')).toBeInTheDocument();
    expect(apiSearches()).toEqual(['page=1&pageSize=12']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('popular');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('groups the thousands of a large count', async () => {
    answer = pageAnswer(1234);
    renderAt('/classes');
    expect(await screen.findByText('1,234 classes')).toBeInTheDocument();
  });

  it('restores everything from the URL on reload', async () => {
    renderAt('/classes?q=yoga&minPrice=10&maxPrice=50&available=true&sort=price-asc&page=1');
    await screen.findByText('2 classes');
    expect(apiSearches()).toEqual(['q=yoga&minPrice=10&maxPrice=50&available=true&sort=price-asc&page=1&pageSize=12']);
    expect(screen.getByRole('searchbox', { name: 'Search classes' })).toHaveValue('yoga');
    expect(screen.getByLabelText('Min price ($)')).toHaveValue('10');
    expect(screen.getByLabelText('Max price ($)')).toHaveValue('50');
    expect(screen.getByRole('checkbox', { name: 'Only classes with free seats' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price low to high');
  });

  it('falls back to the defaults for invalid values typed in the URL', async () => {
    renderAt('/classes?page=abc&sort=cheapest&minPrice=-1&maxPrice=ten&available=maybe&pageSize=1000');
    expect(await screen.findByText('2 classes')).toBeInTheDocument();
    expect(apiSearches()).toEqual(['page=1&pageSize=12']);
    expect(screen.getByRole('heading', { level: 1, name: 'All Classes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches once typing pauses, not on every key, and goes back to page 1', async () => {
    answer = pageAnswer(30);
    renderAt('/classes?page=2');
    await screen.findByText('30 classes');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'guitar');
    expect(apiSearches()).toEqual(['page=2&pageSize=12']);
    await waitFor(() => expect(lastApiSearch()).toBe('q=guitar&page=1&pageSize=12'));
    expect(apiSearches()).toHaveLength(2);
    expect(urlSearch()).toBe('?q=guitar');
  });

  it('searches at once on Enter', async () => {
    renderAt('/classes');
    await screen.findByText('2 classes');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'oil{Enter}');
    // Well inside the typing pause, so only Enter can have sent it.
    await waitFor(() => expect(lastApiSearch()).toBe('q=oil&page=1&pageSize=12'), { timeout: TYPING_DEBOUNCE_MS / 2 });
  });

  it.each([
    ['Most popular', 'page=1&pageSize=12'],
    ['Price low to high', 'sort=price-asc&page=1&pageSize=12'],
    ['Price high to low', 'sort=price-desc&page=1&pageSize=12'],
    ['Newest', 'sort=newest&page=1&pageSize=12'],
  ])('sorts by %s', async (label, expected) => {
    renderAt('/classes?sort=price-asc');
    await screen.findByText('2 classes');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
    await waitFor(() => expect(lastApiSearch()).toBe(expected));
  });

  it('filters to classes with free seats', async () => {
    renderAt('/classes');
    await screen.findByText('2 classes');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only classes with free seats' }));
    await waitFor(() => expect(lastApiSearch()).toBe('available=true&page=1&pageSize=12'));
    expect(urlSearch()).toBe('?available=true');
  });

  it('filters by a price range', async () => {
    renderAt('/classes');
    await screen.findByText('2 classes');
    await userEvent.type(screen.getByLabelText('Min price ($)'), '10');
    await userEvent.type(screen.getByLabelText('Max price ($)'), '40.5');
    await waitFor(() => expect(lastApiSearch()).toBe('minPrice=10&maxPrice=40.5&page=1&pageSize=12'));
  });

  it('explains a price that is not a price and does not send it', async () => {
    renderAt('/classes');
    await screen.findByText('2 classes');
    const min = screen.getByLabelText('Min price ($)');
    await userEvent.type(min, '1.234');
    expect(await screen.findByRole('alert')).toHaveTextContent(PRICE_FORMAT_MESSAGE);
    expect(min).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, TYPING_DEBOUNCE_MS + 150));
    expect(apiSearches()).toEqual(['page=1&pageSize=12']);
  });

  it('explains a minimum above the maximum and does not send it', async () => {
    renderAt('/classes?maxPrice=20');
    await screen.findByText('2 classes');
    await userEvent.type(screen.getByLabelText('Min price ($)'), '50');
    expect(await screen.findByRole('alert')).toHaveTextContent(PRICE_RANGE_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, TYPING_DEBOUNCE_MS + 150));
    expect(apiSearches()).toEqual(['maxPrice=20&page=1&pageSize=12']);
  });

  it('pages with Next and Previous, 12 cards a page', async () => {
    answer = pageAnswer(30);
    renderAt('/classes');
    expect(await screen.findByText('30 classes')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('article')).toHaveLength(12);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('Page 1 of 3');
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastApiSearch()).toBe('page=2&pageSize=12'));
    expect(await screen.findByRole('article', { name: 'Class 13' })).toBeInTheDocument();
    expect(urlSearch()).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('article')).toHaveLength(6);
  });

  it('keeps the filters across Back', async () => {
    renderAt('/classes?q=yoga');
    await screen.findByText('2 classes');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await waitFor(() => expect(urlSearch()).toBe('?q=yoga&sort=newest'));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(urlSearch()).toBe('?q=yoga');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    expect(screen.getByRole('searchbox', { name: 'Search classes' })).toHaveValue('yoga');
  });

  it('says "1 class" for a single match', async () => {
    answer = pageAnswer(1);
    renderAt('/classes');
    expect(await screen.findByText('1 class')).toBeInTheDocument();
  });

  it("says no class matches, and 'Clear filters' clears them but keeps the sort", async () => {
    answer = pageAnswer(0);
    renderAt('/classes?q=zzz&available=true&sort=newest&minPrice=5');
    expect(await screen.findByText('No classes match your search')).toBeInTheDocument();
    expect(screen.getByText('0 classes')).toBeInTheDocument();

    answer = pageAnswer(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastApiSearch()).toBe('sort=newest&page=1&pageSize=12'));
    expect(await screen.findByText('2 classes')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search classes' })).toHaveValue('');
    expect(screen.getByLabelText('Min price ($)')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Only classes with free seats' })).not.toBeChecked();
    expect(urlSearch()).toBe('?sort=newest');
  });

  it('offers page 1 when the URL names a page past the end', async () => {
    answer = pageAnswer(5);
    renderAt('/classes?page=9');
    expect(await screen.findByText('This page is empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(lastApiSearch()).toBe('page=1&pageSize=12'));
    expect(await screen.findByRole('article', { name: 'Class 1' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the query", async () => {
    answer = () =>
      jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: 'Search text must be at most 100 characters' },
        400,
      );
    renderAt('/classes?q=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the classes");
    expect(alert).toHaveTextContent('Search text must be at most 100 characters');
  });
});
