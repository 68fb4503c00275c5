import { describe, expect, it } from '@jest/globals';
import { indexPageFor, REMOTE_LIST_ELEMENT_ID } from './index-page.js';

const HTML = '<!doctype html><html><head><title>ClassHub</title></head><body><div id="root"></div></body></html>';
/** As the shell's build writes it: the federation runtime's chunk named, not loaded. */
const SHELL_HTML = HTML.replace(
  '</head>',
  '<meta name="classhub-federation-runtime" content="/static/js/async/federation.0123abcd.js"></head>',
);

describe('indexPageFor', () => {
  it('writes a list that cannot close its element early and an entry that cannot leave its attribute', () => {
    const remotes = [{ name: 'mf_catalog', entry: 'https://cdn.example/</script><script>alert(1)</script>"x.json' }];
    const html = indexPageFor(HTML, remotes, '/classes');

    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const list = /<script type="application\/json" id="classhub-remotes">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual(remotes);
    expect(html).toContain(
      'href="https://cdn.example/&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;x.json"',
    );
    expect(REMOTE_LIST_ELEMENT_ID).toBe('classhub-remotes');
  });

  it('preloads nothing for a page of the shell or a remote missing from the list', () => {
    expect(indexPageFor(SHELL_HTML, [], '/classes')).not.toContain('rel="preload"');
    expect(indexPageFor(SHELL_HTML, [{ name: 'mf_catalog', entry: '/m.json' }], '/login')).not.toContain(
      'rel="preload"',
    );
  });

  it("preloads the owning remote's manifest and the shell's federation runtime on a remote's page", () => {
    const html = indexPageFor(SHELL_HTML, [{ name: 'mf_catalog', entry: '/m.json' }], '/classes');
    expect(html).toContain('<link rel="preload" href="/m.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" href="/static/js/async/federation.0123abcd.js" as="script">');
  });
});
