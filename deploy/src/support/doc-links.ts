import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One place in a tracked file that points somewhere, or cites what it must not. */
export interface DocReference {
  file: string;
  line: number;
  /** The target as written: a repository path (`docs/product.md#roles`) or a Markdown link's target. */
  target: string;
}

const SKIPPED =
  /(^|\/)(node_modules|dist|\.nx)\/|(^|\/)package-lock\.json$|\.(png|jpe?g|gif|webp|ico|woff2?|br|gz|lock)$/;

/** The files git tracks, without dependencies, build output, lockfiles and binaries. */
export function trackedTextFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => file && !SKIPPED.test(file) && existsSync(path.join(root, file)));
}

// The product spec and the architecture notes once lived outside the repository: a section sign cites them (an RFC's
// section is the one citation kept), and so does naming their files. Written without the sign's own character, so this
// file does not cite anything itself.
const OUTSIDE_CITATION = new RegExp(
  [
    '(?<!RFC \\d+ )\\u00a7\\s?\\d',
    '\\bARCHITECTURE\\.md\\b',
    '\\bTOOLCHAIN\\.md\\b',
    '\\bSTYLE\\.md\\b',
    '\\bproduct-spec\\b',
    '\\.\\./shared/spec\\b',
  ].join('|'),
);

/** Lines citing a document that is not in the repository. */
export function outsideCitations(file: string, text: string): DocReference[] {
  return linesOf(text).flatMap(({ line, content }) => {
    const match = OUTSIDE_CITATION.exec(content);
    return match ? [{ file, line, target: content.trim() }] : [];
  });
}

// A path from the repository's root to a Markdown file, with or without an anchor, as code comments and docs write them.
const ROOT_PATH =
  /(?<![\w./-])((?:docs|bench|libs|services|shell|mf-[a-z]+|e2e|tools|deploy|scripts)\/[\w./-]*?\.md)(#[\w-]+)?/g;
// A Markdown link or image: [text](target) or ![alt](target "title").
const MARKDOWN_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
// A line of a comment in code (`//`, `/*`, ` * `, `#`), where a Markdown link may appear too.
const COMMENT_LINE = /^\s*(?:\/\/|\/?\*|#)/;

/** Every repository path with a Markdown target, and every relative Markdown link (in docs and code comments), resolved from the root. */
export function repositoryLinks(file: string, text: string): DocReference[] {
  const markdown = file.endsWith('.md');
  const references: DocReference[] = [];
  for (const { line, content } of markdown ? proseLinesOf(text) : linesOf(text)) {
    for (const match of content.matchAll(ROOT_PATH)) {
      references.push({ file, line, target: `${match[1]}${match[2] ?? ''}` });
    }
    if (!markdown && !COMMENT_LINE.test(content)) continue;
    for (const match of withoutCodeSpans(content).matchAll(MARKDOWN_LINK)) {
      const target = match[1] ?? '';
      if (EXTERNAL.test(target)) continue;
      const [pathPart = '', anchor] = target.split('#');
      const resolved =
        pathPart === ''
          ? file
          : path.posix.normalize(
              pathPart.startsWith('/') ? pathPart.slice(1) : path.posix.join(path.posix.dirname(file), pathPart),
            );
      references.push({ file, line, target: anchor === undefined ? resolved : `${resolved}#${anchor}` });
    }
  }
  return references;
}

/** Why `target` (a path from the root, maybe with an anchor) does not resolve, or null when it does. */
export function brokenReason(root: string, target: string, anchorsOf: (file: string) => Set<string>): string | null {
  const [file = '', anchor] = target.split('#');
  if (file.startsWith('..')) return 'points outside the repository';
  const absolute = path.join(root, file);
  if (!existsSync(absolute)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (!file.endsWith('.md') || statSync(absolute).isDirectory()) return 'an anchor into a file that has no headings';
  return anchorsOf(file).has(anchor.toLowerCase()) ? null : `no heading or <a id> "${anchor}" in ${file}`;
}

/** The anchors GitHub gives a Markdown document: each heading's slug (repeats numbered) and every explicit id. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { content } of proseLinesOf(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(content);
    if (heading) {
      const slug = headingSlug(heading[1] ?? '');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of content.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add((match[1] ?? '').toLowerCase());
  }
  return anchors;
}

/** GitHub's heading slug: the heading's text, lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function linesOf(text: string): { line: number; content: string }[] {
  return text.split('\n').map((content, index) => ({ line: index + 1, content }));
}

/** A Markdown file's lines outside fenced code blocks. */
function proseLinesOf(text: string): { line: number; content: string }[] {
  let fence: string | null = null;
  return linesOf(text).filter(({ content }) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(content)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return false;
    }
    return fence === null;
  });
}

function withoutCodeSpans(content: string): string {
  return content.replace(/`[^`]*`/g, '');
}

/** Reads a tracked file as text. */
export function readText(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}
