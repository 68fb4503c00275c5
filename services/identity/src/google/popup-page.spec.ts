import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { POPUP_PAGE_CSP, popupPage } from './popup-page.js';

function scripts(html: string): string[] {
  return [...html.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

describe('popupPage', () => {
  it('carries the result as data and runs only the script its CSP allows by hash', () => {
    const html = popupPage({ type: 'classhub:google', ok: true, isNewUser: true });
    const [data, code] = scripts(html);
    expect(JSON.parse(data ?? '')).toEqual({ type: 'classhub:google', ok: true, isNewUser: true });
    const hash = createHash('sha256')
      .update(code ?? '')
      .digest('base64');
    expect(POPUP_PAGE_CSP).toContain(`script-src 'sha256-${hash}'`);
    expect(POPUP_PAGE_CSP).not.toContain("unsafe-inline'; script");
    expect(code).toContain('window.opener.postMessage(result, location.origin)');
    expect(code).toContain("location.replace('/')");
  });

  it('cannot be broken out of by a message', () => {
    const html = popupPage({ type: 'classhub:google', ok: false, message: '</script><script>alert(1)</script>' });
    expect(scripts(html)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    const [data] = scripts(html);
    expect(JSON.parse(data ?? '').message).toBe('</script><script>alert(1)</script>');
  });
});
