import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../testing/render-app';
import type { RemoteName } from '@classhub/contracts';
import { createFallbackModule } from '../features/remotes/remote-fallback';
import type { RemoteAppModule } from '../features/remotes/fallback-module';
import { signedInAs } from '../testing/auth-fixtures';
import { App } from './app';
import { stubLoader } from '../testing/stub-loader';

const UNAVAILABLE = 'This part of ClassHub is unavailable right now';

function remoteModule(remote: RemoteName): RemoteAppModule {
  return { default: () => <p>{`${remote} app`}</p> };
}

describe('App area routing', () => {
  it.each([
    ['/', 'mf_catalog', 'student'],
    ['/classes', 'mf_catalog', 'student'],
    ['/instructors', 'mf_catalog', 'student'],
    ['/dashboard/studenthome', 'mf_student', 'student'],
    ['/dashboard/payment/123', 'mf_student', 'student'],
    ['/dashboard/myclasses', 'mf_instructor', 'instructor'],
    ['/dashboard/adminhome', 'mf_admin', 'admin'],
  ] as const)('mounts the owner of %s (%s) in the main area', async (path, remote, role) => {
    const loader = stubLoader();
    renderInShell(<App loader={loader} />, { path, auth: signedInAs(role) });
    expect(await within(screen.getByRole('main')).findByText(`${remote} app`)).toBeInTheDocument();
    expect(loader.loadApp).toHaveBeenCalledWith(remote);
    expect(loader.loadApp).toHaveBeenCalledTimes(1);
  });

  it('renders the shared error page for a path no one owns, without loading a remote', () => {
    const loader = stubLoader();
    renderInShell(<App loader={loader} />, { path: '/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(loader.loadApp).not.toHaveBeenCalled();
  });

  it('keeps one remote loaded while moving between its pages', async () => {
    const loader = stubLoader();
    renderInShell(<App loader={loader} />, { path: '/classes' });
    await screen.findByText('mf_catalog app');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Instructors' }),
    );
    expect(await screen.findByText('mf_catalog app')).toBeInTheDocument();
    expect(loader.loadApp).toHaveBeenCalledTimes(1);
  });
});

describe('App remote fallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in the area only when the loader rejects; nav and footer stay', async () => {
    const loader = stubLoader(async () => {
      throw new Error('ChunkLoadError');
    });
    renderInShell(<App loader={loader} />, { path: '/classes' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: UNAVAILABLE })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 ClassHub');
  });

  it('shows the fallback module the errorLoadRemote hook returned', async () => {
    const loader = stubLoader(async () => createFallbackModule());
    renderInShell(<App loader={loader} />, { path: '/dashboard/adminhome', auth: signedInAs('admin') });
    expect(await screen.findByRole('heading', { name: UNAVAILABLE })).toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its area', async () => {
    const loader = stubLoader(async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    renderInShell(<App loader={loader} />, { path: '/dashboard/manageusers', auth: signedInAs('admin') });
    expect(await screen.findByRole('heading', { name: UNAVAILABLE })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('"Try again" loads the remote afresh', async () => {
    const loader = stubLoader(async () => {
      throw new Error('offline');
    });
    renderInShell(<App loader={loader} />, { path: '/classes' });
    await screen.findByRole('heading', { name: UNAVAILABLE });
    loader.loadApp.mockImplementation(async (remote) => remoteModule(remote));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('mf_catalog app')).toBeInTheDocument();
    expect(loader.loadApp).toHaveBeenLastCalledWith('mf_catalog', { fresh: true });
  });

  it('a failed area does not break another area', async () => {
    const loader = stubLoader(async (remote) => {
      if (remote === 'mf_catalog') throw new Error('down');
      return remoteModule(remote);
    });
    renderInShell(<App loader={loader} />, { path: '/dashboard/adminhome', auth: signedInAs('admin') });
    expect(await screen.findByText('mf_admin app')).toBeInTheDocument();
  });
});
