import { parseRemoteList } from './remote-list';

describe('parseRemoteList', () => {
  it('accepts the fixed /remotes.json shape', () => {
    const list = [{ name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' }];
    expect(parseRemoteList(list)).toEqual(list);
  });

  it.each([[{}], [[{ name: 'mf_catalog' }]], [[{ name: '', entry: '/x' }]], [null]])('rejects %j', (json) => {
    expect(() => parseRemoteList(json)).toThrow();
  });
});
