import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ClassHubThemeProvider } from '@classhub/ui';
import StudentApp from './app';

function renderAt(path: string) {
  render(
    <ClassHubThemeProvider mode="light">
      <MemoryRouter initialEntries={[path]}>
        <StudentApp />
      </MemoryRouter>
    </ClassHubThemeProvider>,
  );
}

describe('StudentApp', () => {
  it.each([
    ['/dashboard/studenthome', 'Student Home'],
    ['/dashboard/myselectedclass', 'My Selected Classes'],
    ['/dashboard/myenrolledclass', 'My Enrolled Classes'],
    ['/dashboard/paymenthistory', 'Payment History'],
    ['/dashboard/payment/65f0c0ffee', 'Please Proceed to Payment'],
  ])('%s shows the page "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderAt('/dashboard/payment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});
