import { render } from '@testing-library/react';
import { MemoryRouter } from '@classhub/routing';
import { ErrorPage } from './error-page';
import { PageHeader } from './layout';
import { ClassHubThemeProvider } from './theme-provider';

describe('page titles', () => {
  it("names the tab after the page's heading", () => {
    render(
      <ClassHubThemeProvider mode="light">
        <PageHeader title="Payment History" />
      </ClassHubThemeProvider>,
    );
    expect(document.title).toBe('Payment History · ClassHub');
  });

  it('names the error page by its status', () => {
    render(
      <ClassHubThemeProvider mode="light">
        <MemoryRouter>
          <ErrorPage status={403} message="Not yours" />
        </MemoryRouter>
      </ClassHubThemeProvider>,
    );
    expect(document.title).toBe('Error 403 · ClassHub');
  });
});
