import { NoAnswerLog } from './answer-deadline';
import { createFallbackModule } from './remote-fallback';
import { createRemoteLoader, RETRY_BY_MS, type RemoteLoaderDeps } from './remote-loader';
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
    forgetRemote: jest.fn(),
    loadRemote: jest.fn(async (): Promise<unknown> => ({ default: RemoteApp })),
    wait: jest.fn(async () => undefined),
    now: () => 0,
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
    expect(deps.registerRemotes).toHaveBeenCalledWith(LIST);
    expect(loadRemote.mock.calls).toEqual([['mf_catalog/App'], ['mf_admin/App']]);
  });

  it('retries a failed load with a fresh registration, then succeeds', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ default: RemoteApp });
    const { deps, loader } = setup({ loadRemote });
    await expect(loader.loadApp('mf_catalog')).resolves.toEqual({ default: RemoteApp });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(deps.forgetRemote).toHaveBeenCalledWith(LIST[0]);
    expect(deps.registerRemotes).toHaveBeenLastCalledWith([LIST[0]]);
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
    expect(deps.registerRemotes).toHaveBeenCalledWith(LIST);
  });

  it('rejects a remote that /remotes.json does not list', async () => {
    const { deps, loader } = setup({ fetchRemoteList: jest.fn(async () => [LIST[0]!]) });
    await expect(loader.loadApp('mf_student')).rejects.toThrow(/mf_student is unavailable: not listed/);
    expect(deps.loadRemote).not.toHaveBeenCalled();
  });

  it('stops retrying a remote whose host did not answer, so its fallback shows at once', async () => {
    const silent = new NoAnswerLog();
    const fallback = createFallbackModule();
    const loadRemote = jest.fn(async () => {
      silent.record('mf_catalog');
      return fallback;
    });
    const { deps, loader } = setup({ loadRemote, silent });
    await expect(loader.loadApp('mf_catalog')).resolves.toBe(fallback);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(deps.wait).not.toHaveBeenCalled();
  });

  it('rejects at once when the silent host made the load throw, and asks anew on "Try again"', async () => {
    const silent = new NoAnswerLog();
    const loadRemote = jest
      .fn()
      .mockImplementationOnce(async () => {
        silent.record('mf_catalog');
        throw new Error('aborted');
      })
      .mockResolvedValue({ default: RemoteApp });
    const { deps, loader } = setup({ loadRemote, silent });
    await expect(loader.loadApp('mf_catalog')).rejects.toThrow('aborted');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await expect(loader.loadApp('mf_catalog', { fresh: true })).resolves.toEqual({ default: RemoteApp });
    expect(deps.forgetRemote).toHaveBeenCalledWith(LIST[0]);
  });

  it('forgets a silence noted before the load started', async () => {
    const silent = new NoAnswerLog();
    silent.record('mf_catalog');
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValue({ default: RemoteApp });
    const { loader } = setup({ loadRemote, silent });
    await expect(loader.loadApp('mf_catalog')).resolves.toEqual({ default: RemoteApp });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shares one load between the early start and the area, and "Try again" starts a new one', async () => {
    const loadRemote = jest.fn(async (): Promise<unknown> => ({ default: RemoteApp }));
    const { loader } = setup({ loadRemote });
    const early = loader.loadApp('mf_catalog');
    expect(loader.loadApp('mf_catalog')).toBe(early);
    await early;
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await loader.loadApp('mf_catalog', { fresh: true });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not start a retry that could not end before the first page deadline', async () => {
    const loadRemote = jest.fn(async () => {
      throw new Error('404');
    });
    const { deps, loader } = setup({ loadRemote, now: () => RETRY_BY_MS - 100 });
    await expect(loader.loadApp('mf_catalog')).rejects.toThrow('404');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(deps.wait).not.toHaveBeenCalled();
  });

  it('gives the load of a later page its own retry window', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValue({ default: RemoteApp });
    const { loader } = setup({ loadRemote, now: () => 60_000 });
    await expect(loader.loadApp('mf_catalog')).resolves.toEqual({ default: RemoteApp });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
