import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import { HomePage } from './home-page';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => fetchSpy.mockRestore());

describe('HomePage', () => {
  it("shows the sections in the original product's order", async () => {
    const { container } = renderRemote(<HomePage />);
    // Lets the gallery's zoom settle (it decodes its images on mount).
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to ClassHub' })).toBeInTheDocument();
    const page = container.firstElementChild as HTMLElement;
    const landmarks = within(page)
      .getAllByRole('region')
      .map(
        (region) =>
          region.getAttribute('aria-label') ??
          document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(landmarks).toEqual([
      'Highlights',
      'Popular Classes',
      'Popular Instructors',
      'Gallery',
      'Call for information about the course',
      'Why we are the first choice of students and parents?',
      'Contact Us',
    ]);
  });

  it('asks for the popular classes and the popular instructors', async () => {
    renderRemote(<HomePage />);
    await act(async () => undefined);
    const paths = () => fetchSpy.mock.calls.map(([request]) => new URL((request as Request).url).pathname).sort();
    await waitFor(() => expect(paths()).toEqual(['/api/popularclass', '/api/popularinstructors']));
  });
});
