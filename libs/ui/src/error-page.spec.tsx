import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@classhub/routing';
import { ErrorPage } from './error-page';
import { ClassHubThemeProvider } from './theme-provider';

function renderErrorPage(props: Parameters<typeof ErrorPage>[0] = {}) {
  return render(
    <ClassHubThemeProvider mode="light">
      <MemoryRouter>
        <ErrorPage {...props} />
      </MemoryRouter>
    </ClassHubThemeProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows Error, status 404 and "Page not found" by default', () => {
    renderErrorPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Error\s*404$/);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it('shows the given status and message', () => {
    renderErrorPage({ status: 500, message: 'Something broke' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*500/);
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('links back to the homepage', () => {
    renderErrorPage();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});
