import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../testing/render-app';
import { RemoteArea, RemoteAreasProvider, usePrefetchRemoteArea } from './remote-area';

describe('RemoteArea', () => {
  it('"Try again" opens the page anew when the remote host went silent, since only a new page asks it again', async () => {
    const loader = {
      loadApp: jest.fn(async () => {
        throw new Error('no answer');
      }),
      needsNewPage: jest.fn(() => true),
    };
    const reloadPage = jest.fn();
    renderInShell(
      <RemoteAreasProvider loader={loader} reloadPage={reloadPage}>
        <RemoteArea remote="mf_catalog" />
      </RemoteAreasProvider>,
      { path: '/classes' },
    );
    await screen.findByRole('heading', { name: 'This part of ClassHub is unavailable right now' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loader.needsNewPage).toHaveBeenCalledWith('mf_catalog');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(loader.loadApp).toHaveBeenCalledTimes(1);
  });

  it('starts loading an area the page will show before the area renders, and loads it once', async () => {
    const loader = {
      loadApp: jest.fn(async () => ({ default: () => <h1>Admin area</h1> })),
      needsNewPage: jest.fn(() => false),
    };
    function SignedInPage() {
      usePrefetchRemoteArea('mf_admin');
      const [ready, setReady] = useState(false);
      return ready ? <RemoteArea remote="mf_admin" /> : <button onClick={() => setReady(true)}>Session checked</button>;
    }
    renderInShell(
      <RemoteAreasProvider loader={loader}>
        <SignedInPage />
      </RemoteAreasProvider>,
      { path: '/dashboard/manageclasses' },
    );
    expect(loader.loadApp).toHaveBeenCalledWith('mf_admin');
    await userEvent.click(screen.getByRole('button', { name: 'Session checked' }));
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeVisible();
    expect(loader.loadApp).toHaveBeenCalledTimes(1);
  });
});
