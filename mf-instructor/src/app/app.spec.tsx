import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ClassHubThemeProvider } from '@classhub/ui';
import InstructorApp from './app';

function renderAt(path: string) {
  render(
    <ClassHubThemeProvider mode="light">
      <MemoryRouter initialEntries={[path]}>
        <InstructorApp />
      </MemoryRouter>
    </ClassHubThemeProvider>,
  );
}

describe('InstructorApp', () => {
  it.each([
    ['/dashboard/instructorhome', 'Instructor Home'],
    ['/dashboard/myclasses', 'My Classes'],
    ['/dashboard/addclasses', 'Add A Class'],
  ])('%s shows the page "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderAt('/dashboard/instructorhome/unknown');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});
