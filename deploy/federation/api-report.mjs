// The public API of the web libs every remote takes from the shell at run time (@classhub/ui, @classhub/web-api,
// @classhub/web-query, @classhub/routing),
// written down per version in `<lib>/api-report.json`, so a change a remote built earlier could trip over is seen.
// A remote built against 1.x runs on whatever copy the shell provides, so the version must say what changed:
//   - an export removed, or its type changed  → a major version (conservative: the type may only have widened);
//   - exports added                            → at least a minor version;
// and the report must describe the current code. `npm run federation-api -w deploy -- --write` rewrites the reports once the
// version says enough; `npm run federation-check -w deploy` runs it with the skew check.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const SHARED_LIBS = ['libs/ui', 'libs/web-api', 'libs/web-query', 'libs/routing'];

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseFullyQualifiedType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/**
 * A function's type is printed with its parameters as the source writes them, destructuring included: a formatter's
 * trailing comma in `({ a, b, }: Props)` is layout, not a change of type. Types themselves never print `, }`.
 */
function withoutLayout(text) {
  return text.replace(/,\s*\}/g, ' }');
}

/** Each export of `<lib>/src/index.ts` with the text of its type (a type's members, spelled out). */
export function currentApi(libDir) {
  const configFile = ts.findConfigFile(libDir, ts.sys.fileExists, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const entry = path.join(libDir, 'src', 'index.ts');
  const program = ts.createProgram([entry], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  const api = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    if (symbol.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.Function | ts.SymbolFlags.Class)) {
      api[exported.name] = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(symbol, declaration),
        declaration,
        FORMAT,
      );
    } else {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      // Object types are spelled out member by member (their name alone would hide a change); others as written.
      const spelledOut = type.flags & ts.TypeFlags.Object;
      const members = (spelledOut ? checker.getPropertiesOfType(type) : []).map(
        (member) =>
          `${member.name}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(member, declaration), declaration, FORMAT)}`,
      );
      api[exported.name] = members.length
        ? `{ ${members.join('; ')} }`
        : checker.typeToString(type, declaration, FORMAT | ts.TypeFormatFlags.InTypeAlias);
    }
  }
  return Object.fromEntries(Object.entries(api).sort(([a], [b]) => a.localeCompare(b)));
}

function differences(before, after) {
  const removed = Object.keys(before).filter((name) => !(name in after));
  const changed = Object.keys(before).filter(
    (name) => name in after && withoutLayout(before[name]) !== withoutLayout(after[name]),
  );
  const added = Object.keys(after).filter((name) => !(name in before));
  return { removed, changed, added };
}

/** What is wrong with `lib`'s version and report; an empty list when they agree with the code. */
export function checkLib(libDir, { write = false } = {}) {
  const { name, version } = JSON.parse(readFileSync(path.join(libDir, 'package.json'), 'utf8'));
  const reportFile = path.join(libDir, 'api-report.json');
  const api = currentApi(libDir);
  if (!existsSync(reportFile)) {
    if (!write)
      return [`${path.relative(ROOT, reportFile)} is missing: run npm run federation-api -w deploy -- --write`];
    writeFileSync(reportFile, `${JSON.stringify({ version, exports: api }, null, 2)}\n`);
    return [];
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { removed, changed, added } = differences(report.exports, api);
  const problems = [];
  const needed = removed.length || changed.length ? 'major' : added.length ? 'minor' : undefined;
  if (needed && !semver.gte(version, semver.inc(report.version, needed))) {
    const what = [
      removed.length ? `removed ${removed.join(', ')}` : '',
      changed.length ? `changed ${changed.join(', ')}` : '',
      added.length ? `added ${added.join(', ')}` : '',
    ].filter(Boolean);
    problems.push(
      `${name} ${what.join('; ')} since ${report.version}: that needs a ${needed} version (≥ ${semver.inc(report.version, needed)}), package.json says ${version}`,
    );
  } else if (needed || report.version !== version) {
    if (write) writeFileSync(reportFile, `${JSON.stringify({ version, exports: api }, null, 2)}\n`);
    else
      problems.push(
        `${path.relative(ROOT, reportFile)} does not describe ${name} ${version}: run npm run federation-api -w deploy -- --write`,
      );
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write');
  const problems = SHARED_LIBS.flatMap((lib) => checkLib(path.join(ROOT, lib), { write }));
  if (problems.length) {
    console.error(`The shared web libs' API and versions disagree:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${SHARED_LIBS.join(', ')}: versions and API reports agree with the code.`);
}
