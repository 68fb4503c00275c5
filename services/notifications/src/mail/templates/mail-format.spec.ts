import { describe, expect, it } from '@jest/globals';
import { escapeHtml } from './mail-layout.js';
import { formatCents, formatMailDate } from './mail-format.js';

describe('what mails show', () => {
  it('writes cents as the site shows money', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(4950)).toBe('$49.50');
    expect(formatCents(123_450)).toBe('$1,234.50');
  });

  it('writes moments in UTC, as a mail cannot know its reader’s zone', () => {
    expect(formatMailDate('2026-11-27T23:30:00-02:00')).toBe('28 Nov 2026, 01:30 UTC');
  });

  it('escapes every character that could start markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
