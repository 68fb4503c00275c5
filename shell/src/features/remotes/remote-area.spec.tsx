import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../testing/render-app';
import { RemoteArea, RemoteAreasProvider } from './remote-area';

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
});
