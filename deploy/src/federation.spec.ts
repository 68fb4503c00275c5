// The two checks `npm run federation:check -w deploy` runs on the real builds and libs, here on small fixtures: a
// remote needing a newer shared version than the shell provides, and a shared lib changing its API without saying so.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLib } from '../federation/api-report.mjs';
import { findSkew } from '../federation/check-skew.mjs';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('findSkew', () => {
  function builds(remoteNeeds: string) {
    folder = mkdtempSync(path.join(tmpdir(), 'federation-skew-'));
    const shared = (version: string, requiredVersion: string) => [
      { name: 'styled-components', version, requiredVersion, singleton: true },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    ];
    write(path.join(folder, 'shell/dist/mf-manifest.json'), JSON.stringify({ shared: shared('6.6.0', '^6.6.0') }));
    write(
      path.join(folder, 'mf-catalog/dist/mf-manifest.json'),
      JSON.stringify({ shared: shared('6.7.0', remoteNeeds) }),
    );
    return folder;
  }

  it('passes when the shell provides what each remote needs', () => {
    expect(findSkew(builds('^6.6.0'), ['mf-catalog']).problems).toEqual([]);
  });

  it('fails a remote built against a newer styled-components range than the shell provides', () => {
    const { problems } = findSkew(builds('^6.7.0'), ['mf-catalog']);
    expect(problems).toEqual(['mf-catalog needs styled-components ^6.7.0; the shell provides 6.6.0']);
  });

  it('says which build is missing', () => {
    const root = builds('^6.6.0');
    expect(() => findSkew(root, ['mf-admin'])).toThrow(/mf-admin\/dist\/mf-manifest.json is missing/);
  });
});

describe('checkLib', () => {
  function lib(version: string, index: string) {
    folder ??= mkdtempSync(path.join(tmpdir(), 'federation-api-'));
    write(path.join(folder, 'package.json'), JSON.stringify({ name: '@classhub/fixture', version }));
    write(
      path.join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', types: [] },
        include: ['src'],
      }),
    );
    write(path.join(folder, 'src/index.ts'), index);
    return folder;
  }
  const V1 =
    'export interface ButtonProps { label: string }\nexport function button(props: ButtonProps): string { return props.label; }\n';

  it('records the API, then accepts the same code', () => {
    const dir = lib('1.0.0', V1);
    expect(checkLib(dir, { write: true })).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(dir, 'api-report.json'), 'utf8')).exports).toEqual({
      button: '(props: ButtonProps) => string',
      ButtonProps: '{ label: string }',
    });
    expect(checkLib(dir)).toEqual([]);
  });

  it('asks for a major version when an export is removed or its type changes, and a minor one for an addition', () => {
    const dir = lib('1.0.0', V1);
    checkLib(dir, { write: true });

    lib(
      '1.0.0',
      'export interface ButtonProps { label: number }\nexport function button(props: ButtonProps): string { return String(props.label); }\n',
    );
    expect(checkLib(dir, { write: true })).toEqual([
      expect.stringMatching(/changed ButtonProps.*needs a major version \(≥ 2\.0\.0\), package\.json says 1\.0\.0/),
    ]);

    lib('1.0.0', `${V1}export const extra = 1;\n`);
    expect(checkLib(dir)).toEqual([expect.stringMatching(/added extra.*needs a minor version \(≥ 1\.1\.0\)/)]);
    lib('1.1.0', `${V1}export const extra = 1;\n`);
    expect(checkLib(dir)).toEqual([
      expect.stringMatching(/api-report\.json does not describe @classhub\/fixture 1\.1\.0/),
    ]);
    expect(checkLib(dir, { write: true })).toEqual([]);
    expect(checkLib(dir)).toEqual([]);
  });

  it("takes a formatter's trailing comma in a destructured parameter for layout, not a change", () => {
    const dir = lib('1.0.0', 'export function button({ label }: { label: string }): string { return label; }\n');
    checkLib(dir, { write: true });
    lib('1.0.0', 'export function button({\n  label,\n}: {\n  label: string;\n}): string {\n  return label;\n}\n');
    expect(checkLib(dir)).toEqual([]);
  });
});
