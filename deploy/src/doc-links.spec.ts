import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import {
  brokenReason,
  headingSlug,
  markdownAnchors,
  outsideCitations,
  readText,
  repositoryLinks,
  trackedTextFiles,
} from './support/doc-links';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The check's own files hold broken links and citations on purpose, as examples.
const SELF = ['deploy/src/doc-links.spec.ts', 'deploy/src/support/doc-links.ts'];
const files = trackedTextFiles(root).filter((file) => !SELF.includes(file));
const texts = new Map(files.map((file) => [file, readText(root, file)]));

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = markdownAnchors(texts.get(file) ?? readText(root, file));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

// Code and docs point into docs/ instead of documents kept elsewhere, and those links must keep resolving when a file
// moves or a heading is renamed.
describe('documents stand alone', () => {
  it('scans the repository', () => {
    expect(files).toContain('docs/product.md');
    expect(files.some((file) => file.includes('node_modules/'))).toBe(false);
  });

  it('cites no document that lives outside the repository', () => {
    const citations = files.flatMap((file) => outsideCitations(file, texts.get(file) ?? ''));
    expect(citations.map(({ file, line, target }) => `${file}:${line}: ${target}`)).toEqual([]);
  });

  it('has every repository path and relative link resolve, anchors included', () => {
    const broken = files.flatMap((file) =>
      repositoryLinks(file, texts.get(file) ?? '').flatMap(({ line, target }) => {
        const reason = brokenReason(root, target, anchorsOf);
        return reason ? [`${file}:${line}: ${target} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('the link check itself', () => {
  it("gives headings GitHub's slugs, and counts explicit ids", () => {
    expect(headingSlug('Admin Home')).toBe('admin-home');
    expect(headingSlug('5. Checkout saga')).toBe('5-checkout-saga');
    expect(headingSlug("What's `POST /jwt` for?")).toBe('whats-post-jwt-for');
    const anchors = markdownAnchors(
      '# Title\n\n<a id="layout"></a>\n\n## 1. Layout\n\n```md\n## Not a heading\n```\n## Layout\n## Layout\n',
    );
    expect([...anchors].sort()).toEqual(['1-layout', 'layout', 'layout-1', 'title']);
  });

  it('finds a broken file, a missing anchor and a citation of an outside document', () => {
    const markdown = 'See [the rules](product.md#no-such-heading), [gone](gone.md) and `docs/product.md#roles`.\n';
    const targets = repositoryLinks('docs/example.md', markdown).map(({ target }) => target);
    expect(targets).toEqual(['docs/product.md#roles', 'docs/product.md#no-such-heading', 'docs/gone.md']);
    const reasons = targets.map((target) => brokenReason(root, target, anchorsOf));
    expect(reasons).toEqual([null, expect.stringContaining('no heading'), 'no such file']);
    expect(
      repositoryLinks('shell/src/x.ts', '// the rule (docs/product.md#nowhere)\n').map(({ target }) => target),
    ).toEqual(['docs/product.md#nowhere']);
    expect(
      repositoryLinks('shell/src/x.ts', ' * see [the notes](../notes.md)\nconst y = calls[0](x);\n').map(
        ({ target }) => target,
      ),
    ).toEqual(['shell/notes.md']);
    const sign = String.fromCharCode(0xa7);
    expect(outsideCitations('x.ts', `// as the spec says (${sign}4)\n// RFC 9110 ${sign}8.8.1\n`)).toHaveLength(1);
  });
});
