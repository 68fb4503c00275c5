import { createFallbackModule } from './remote-fallback';
import { createRemoteLoader, type RemoteLoaderDeps } from './remote-loader';
import type { RemoteEntry } from './remote-list';

const LIST: RemoteEntry[] = [
  { name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' },
  { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
];
const RemoteApp = () => null;

function setup(overrides: Partial<RemoteLoaderDeps> = {}) {
  const deps = {
    fetchRemoteList: jest.fn(async () => LIST),
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (): Promise<unknown> => ({ default: RemoteApp })),
    wait: jest.fn(async () => undefined),
    attempts: 3,
    ...overrides,
  };
  return { deps, loader: createRemoteLoader(deps) };
}

describe('createRemoteLoader', () => {
  it('registers the remotes of /remotes.json once and loads <name>/App', async () => {
    const loadRemote = jest.fn(async (_id: string): Promise<unknown> => ({ default: RemoteApp }));
    const { deps, loader } = setup({ loadRemote });
    await expect(loader.loadApp('mf_catalog')).resolves.toEqual({ default: RemoteApp });
    await loader.loadApp('mf_admin');
    expect(deps.fetchRemoteList).toHaveBeenCalledTimes(1);
    expect(deps.registerRemotes).toHaveBeenCalledWith(LIST, { force: false });
    expect(loadRemote.mock.calls).toEqual([['mf_catalog/App'], ['mf_admin/App']]);
  });

  it('retries a failed load with a fresh registration, then succeeds', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ default: RemoteApp });
    const { deps, loader } = setup({ loadRemote });
    await expect(loader.loadApp('mf_catalog')).resolves.toEqual({ default: RemoteApp });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(deps.registerRemotes).toHaveBeenLastCalledWith([LIST[0]], { force: true });
    expect(deps.wait).toHaveBeenCalledTimes(1);
  });

  it('retries when the fallback hook answered, and returns the fallback after the last attempt', async () => {
    const fallback = createFallbackModule();
    const loadRemote = jest.fn(async () => fallback);
    const { loader } = setup({ loadRemote });
    await expect(loader.loadApp('mf_catalog')).resolves.toBe(fallback);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('gives up after the bounded number of attempts', async () => {
    const loadRemote = jest.fn(async () => {
      throw new Error('aborted');
    });
    const { loader } = setup({ loadRemote });
    await expect(loader.loadApp('mf_admin')).rejects.toThrow('aborted');
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('fetches /remotes.json again when it failed before', async () => {
    const fetchRemoteList = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(LIST);
    const { deps, loader } = setup({ fetchRemoteList });
    await expect(loader.registerAll()).rejects.toThrow('503');
    await expect(loader.loadApp('mf_catalog')).resolves.toEqual({ default: RemoteApp });
    expect(fetchRemoteList).toHaveBeenCalledTimes(2);
    expect(deps.registerRemotes).toHaveBeenCalledWith(LIST, { force: false });
  });

  it('rejects a remote that /remotes.json does not list', async () => {
    const { deps, loader } = setup({ fetchRemoteList: jest.fn(async () => [LIST[0]!]) });
    await expect(loader.loadApp('mf_student')).rejects.toThrow(/mf_student is unavailable: not listed/);
    expect(deps.loadRemote).not.toHaveBeenCalled();
  });
});
