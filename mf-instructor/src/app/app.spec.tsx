import { screen } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import InstructorApp from './app';

let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  // The pages' data never arrives here: this test is about routing only.
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => fetchSpy.mockRestore());

function renderAt(path: string) {
  renderRemote(<InstructorApp />, { path, auth: 'instructor' });
}

describe('InstructorApp', () => {
  it.each([
    ['/dashboard/instructorhome', 'Instructor Home'],
    ['/dashboard/myclasses', 'My Classes'],
    ['/dashboard/addclasses', 'Add A Class'],
  ])('%s shows the page "%s"', async (path, title) => {
    renderAt(path);
    // Each page is a lazy chunk: "Loading…" first, then the page.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderAt('/dashboard/instructorhome/unknown');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});
