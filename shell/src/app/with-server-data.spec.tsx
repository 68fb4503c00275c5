import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { act, render, screen } from '@testing-library/react';
import { createShellStore } from './store';
import { WithServerData } from './with-server-data';

function renderWith(store: ReturnType<typeof createShellStore>) {
  return render(
    <Provider store={store}>
      <Suspense fallback={<p>waiting</p>}>
        <WithServerData>
          <p>page</p>
        </WithServerData>
      </Suspense>
    </Provider>,
  );
}

describe('WithServerData', () => {
  it('suspends while the API is fetched', () => {
    renderWith(createShellStore());
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('page')).toBeNull();
  });

  it('shows the page once the store holds the API', async () => {
    const store = createShellStore();
    await act(async () => {
      renderWith(store);
    });
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(store.hasApi()).toBe(true);
  });

  it('shows the page at once when the API is already there', async () => {
    const store = createShellStore();
    await store.mountApi();
    renderWith(store);
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
