import { INLINE_REMOTE_LIST_ID, inlineRemoteList, parseRemoteList } from './remote-list';

describe('parseRemoteList', () => {
  it('accepts the fixed /remotes.json shape', () => {
    const list = [{ name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' }];
    expect(parseRemoteList(list)).toEqual(list);
  });

  it.each([[{}], [[{ name: 'mf_catalog' }]], [[{ name: '', entry: '/x' }]], [null]])('rejects %j', (json) => {
    expect(() => parseRemoteList(json)).toThrow();
  });
});

describe('inlineRemoteList', () => {
  const LIST = [{ name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' }];

  function documentWith(html: string): Document {
    return new DOMParser().parseFromString(
      `<!doctype html><html><head>${html}</head><body></body></html>`,
      'text/html',
    );
  }

  it('reads the list the gateway wrote into index.html', () => {
    expect(
      inlineRemoteList(
        documentWith(`<script type="application/json" id="${INLINE_REMOTE_LIST_ID}">${JSON.stringify(LIST)}</script>`),
      ),
    ).toEqual(LIST);
  });

  it('answers undefined without a list (the dev server) or with a broken one, so /remotes.json is asked', () => {
    expect(inlineRemoteList(documentWith(''))).toBeUndefined();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      inlineRemoteList(
        documentWith(`<script type="application/json" id="${INLINE_REMOTE_LIST_ID}">[{"name":</script>`),
      ),
    ).toBeUndefined();
  });
});
