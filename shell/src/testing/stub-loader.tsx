import type { RemoteName } from '@classhub/contracts';
import type { RemoteAppModule } from '../features/remotes/fallback-module';

/** A remote loader for component tests: `load` answers each remote's module (by default, a page naming the remote). */
export function stubLoader(
  load: (remote: RemoteName) => Promise<RemoteAppModule> = async (remote) => ({
    default: () => <p>{`${remote} app`}</p>,
  }),
) {
  return { loadApp: jest.fn(load), needsNewPage: jest.fn((_remote: RemoteName) => false) };
}
