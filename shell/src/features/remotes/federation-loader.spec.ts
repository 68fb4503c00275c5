import { createFederationRemoteLoader } from './federation-loader';

const mockStarts: string[] = [];
const mockLoaded: string[] = [];
jest.mock('./federation-runtime', () => ({
  startFederation: () => {
    mockStarts.push('started');
    return {
      registerRemotes: () => undefined,
      forgetRemote: () => undefined,
      loadRemote: async (id: string) => {
        mockLoaded.push(id);
        return { default: () => null };
      },
    };
  },
}));

describe('createFederationRemoteLoader', () => {
  beforeEach(() => {
    document.body.innerHTML = `<script type="application/json" id="classhub-remotes">[{"name":"mf_catalog","entry":"/remotes/mf-catalog/mf-manifest.json"}]</script>`;
  });

  it('starts the federation runtime only when a remote is first asked for, and once', async () => {
    const loader = createFederationRemoteLoader();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockStarts).toEqual([]);
    await loader.loadApp('mf_catalog');
    await loader.loadApp('mf_catalog', { fresh: true });
    expect(mockStarts).toEqual(['started']);
    expect(mockLoaded).toEqual(['mf_catalog/App', 'mf_catalog/App']);
  });
});
