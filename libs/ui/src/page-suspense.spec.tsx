import { lazy, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { PageSuspense } from './page-suspense';
import { ClassHubThemeProvider } from './theme-provider';

describe('PageSuspense', () => {
  it('says Loading… until the page has arrived, then shows it', async () => {
    let arrive!: () => void;
    const Page = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Payment History</h1> });
        }),
    );
    render(
      <ClassHubThemeProvider mode="light">
        <PageSuspense>
          <Page />
        </PageSuspense>
      </ClassHubThemeProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
