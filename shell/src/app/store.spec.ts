import * as apiCode from '@classhub/web-query';
import { stubFetch } from '@classhub/web-testing';
import { createShellStore } from './store';

const pingApi = apiCode.api.injectEndpoints({
  endpoints: (build) => ({ getShellPing: build.query<{ ok: boolean }, void>({ query: () => '/ping' }) }),
});

describe('createShellStore', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts without the API: pages without server data never load RTK Query', () => {
    const store = createShellStore();
    expect(store.hasApi()).toBe(false);
    expect(store.getState()).not.toHaveProperty('api');
  });

  it('mounts the API on first use, once, and then answers queries through it', async () => {
    stubFetch({ 'GET /ping': { body: { ok: true } } });
    const store = createShellStore();
    const first = store.mountApi();
    expect(store.mountApi()).toBe(first);
    await first;
    expect(store.hasApi()).toBe(true);
    expect(store.getState().api).toMatchObject({ queries: {} });
    const result = await store.dispatch(pingApi.endpoints.getShellPing.initiate());
    expect(result.data).toEqual({ ok: true });
  });

  it('mounts it at once from the module it is given (tests)', async () => {
    const store = createShellStore({ apiCode });
    expect(store.hasApi()).toBe(true);
    await expect(store.mountApi()).resolves.toBeUndefined();
  });
});
