import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lintErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file: string, code: string) => lintErrors('@nx/enforce-module-boundaries', file, code);

// The architecture's import rules (docs/architecture.md#layout), checked through the workspace's real lint
// configuration.
describe('import boundaries', () => {
  it('refuses an import from one app into another', async () => {
    const errors = await boundaryErrors(
      'mf-admin/src/probe.ts',
      "export { ClassCard } from '../../mf-catalog/src/features/classes/class-card';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses server code in a front end', async () => {
    const errors = await boundaryErrors('shell/src/probe.ts', "export { DRIZZLE } from '@classhub/nest-kit';\n");
    expect(errors.join('\n')).toMatch(/type:app.*can only depend on/);
  });

  it("refuses a service importing another service's code", async () => {
    const errors = await boundaryErrors(
      'services/payments/src/probe.ts',
      "export { ClassesService } from '../../classes/src/classes/classes.service.js';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows apps and services to use the libs meant for them', async () => {
    expect(
      await boundaryErrors(
        'mf-admin/src/probe.ts',
        "export { api } from '@classhub/web-api';\nexport { isClassFull } from '@classhub/contracts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('services/payments/src/probe.ts', "export { DRIZZLE } from '@classhub/nest-kit';\n"),
    ).toEqual([]);
  });

  it('has the front ends take React Router only from @classhub/routing, the router they share', async () => {
    const direct = "export { Link } from 'react-router-dom';\nexport { Routes } from 'react-router';\n";
    for (const file of ['shell/src/probe.ts', 'mf-catalog/src/probe.tsx', 'libs/ui/src/probe.ts']) {
      expect(await lintErrors('no-restricted-imports', file, direct)).toHaveLength(2);
    }
    expect(await lintErrors('no-restricted-imports', 'libs/routing/src/probe.ts', direct)).toEqual([]);
    expect(await boundaryErrors('mf-student/src/probe.ts', "export { Link } from '@classhub/routing';\n")).toEqual([]);
    expect(await boundaryErrors('libs/ui/src/probe.ts', "export { Link } from '@classhub/routing';\n")).toEqual([]);
  });
});
