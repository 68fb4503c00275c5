// The build helpers that keep the front ends' output small and reproducible (tools/rsbuild), on small fixtures.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dependencyFolders } from '../../tools/rsbuild/boot-chunk';
import { esmSibling } from '../../tools/rsbuild/federation-runtime-esm';
import { pathFreeIdentifier, pathFreeIds, withoutWorkspacePath } from '../../tools/rsbuild/path-free-ids';

describe('path-free module ids', () => {
  const consumeShared = (workspace: string) =>
    `consume shared module (default) react@^19.3.1 (singleton) (fallback: ${workspace}/node_modules/react/index.js)`;
  const runtime = (workspace: string) =>
    `data:text/javascript,import%20x%20from%20%22${encodeURIComponent(workspace)}%2Fnode_modules%2Fx.cjs%22`;

  it('takes the checkout folder out of an identifier, plain or URL-encoded', () => {
    expect(withoutWorkspacePath(consumeShared('/tmp/a/classhub'), '/tmp/a/classhub')).toBe(
      consumeShared('<workspace>'),
    );
    expect(withoutWorkspacePath(runtime('/tmp/a/classhub'), '/tmp/a/classhub')).toBe(
      'data:text/javascript,import%20x%20from%20%22<workspace>%2Fnode_modules%2Fx.cjs%22',
    );
  });

  it('gives the same modules the same ids whichever folder they were built in, and in whatever order they come', () => {
    const idsIn = (workspace: string, order: (list: string[]) => string[]) =>
      pathFreeIds(
        order([consumeShared(workspace), runtime(workspace)]).map((identifier) =>
          withoutWorkspacePath(identifier, workspace),
        ),
      );
    const first = idsIn('/tmp/a/classhub', (list) => list);
    const second = idsIn('/home/ci/work/classhub', (list) => [...list].reverse());
    expect([...second.values()].sort()).toEqual([...first.values()].sort());
    expect(new Set(first.values()).size).toBe(2);
  });

  it('names a concatenation after its first module, without the hash of its absolute paths', () => {
    const concatenated = (workspace: string, hash: string) => `${runtime(workspace)}|${hash}`;
    expect(pathFreeIdentifier(concatenated('/tmp/a/classhub', '2311ef4bf4e66eed'), '/tmp/a/classhub')).toBe(
      pathFreeIdentifier(concatenated('/home/ci/work/classhub', '8dbd6e8b3e2cb1fe'), '/home/ci/work/classhub'),
    );
  });

  it('refuses two modules of one name rather than give them one id', () => {
    expect(() => pathFreeIds(['module a', 'module b', 'module a'])).toThrow(/two modules are named module a/);
  });

  it('never hands out an id twice', () => {
    const identifiers = Array.from({ length: 5000 }, (_, index) => `module ${index}`);
    expect(new Set(pathFreeIds(identifiers).values()).size).toBe(identifiers.length);
  });
});

describe('the boot chunk’s libraries', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  function writePackage(dir: string, dependencies: Record<string, string> = {}): void {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: path.basename(dir), dependencies }));
  }

  it('are the named packages with what the npm ones depend on, not what a workspace library depends on', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'boot-chunk-'));
    const modules = path.join(folder, 'node_modules');
    writePackage(path.join(modules, 'react-router-dom'), { 'react-router': '7' });
    writePackage(path.join(modules, 'react-router'), { cookie: '1' });
    writePackage(path.join(modules, 'cookie'));
    writePackage(path.join(modules, 'charts'));
    writePackage(path.join(folder, 'libs', 'ui'), { charts: '1' });
    mkdirSync(path.join(modules, '@classhub'), { recursive: true });
    symlinkSync(path.join(folder, 'libs', 'ui'), path.join(modules, '@classhub', 'ui'));
    const app = path.join(folder, 'shell');
    mkdirSync(app);

    const folders = dependencyFolders(['react-router-dom', '@classhub/ui', 'not-installed'], app);
    expect(folders.map((dir) => path.relative(folder!, dir)).sort()).toEqual(
      ['libs/ui', 'node_modules/cookie', 'node_modules/react-router', 'node_modules/react-router-dom'].sort(),
    );
  });
});

describe('the federation runtime’s ES build', () => {
  const published = new Set([
    '/w/node_modules/@module-federation/runtime-core/dist/index.js',
    '/w/node_modules/@module-federation/sdk/dist/index.js',
  ]);
  const exists = (file: string) => published.has(file);

  it('stands in for a CommonJS file of the federation packages', () => {
    expect(esmSibling('/w/node_modules/@module-federation/runtime-core/dist/index.cjs', exists)).toBe(
      '/w/node_modules/@module-federation/runtime-core/dist/index.js',
    );
  });

  it('leaves a file alone when the package publishes no ES twin, or when it is not the federation runtime', () => {
    expect(esmSibling('/w/node_modules/@module-federation/runtime-core/dist/helpers.cjs', exists)).toBeUndefined();
    expect(esmSibling('/w/node_modules/other/dist/index.cjs', () => true)).toBeUndefined();
    expect(esmSibling('/w/node_modules/@module-federation/sdk/dist/index.js', () => true)).toBeUndefined();
  });

  it('finds the twin the installed packages publish', () => {
    // What the Module Federation plugin's `require.resolve` finds: the CommonJS build.
    const installed = createRequire(import.meta.url).resolve('@module-federation/runtime-core');
    expect(installed).toMatch(/\.cjs$/);
    expect(esmSibling(installed)).toMatch(/runtime-core[\\/]dist[\\/]index\.js$/);
  });
});
