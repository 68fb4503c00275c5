import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

// The architecture's import rules (ARCHITECTURE.md §1), checked through the workspace's real lint configuration.
describe('import boundaries', () => {
  it('refuses an import from one app into another', async () => {
    const errors = await boundaryErrors('mf-admin/src/probe.ts', "export { ClassCard } from '../../mf-catalog/src/features/classes/class-card';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses server code in a front end', async () => {
    const errors = await boundaryErrors('shell/src/probe.ts', "export { DRIZZLE } from '@classhub/nest-kit';\n");
    expect(errors.join('\n')).toMatch(/type:app.*can only depend on/);
  });

  it("refuses a service importing another service's code", async () => {
    const errors = await boundaryErrors('services/payments/src/probe.ts', "export { ClassesService } from '../../classes/src/classes/classes.service.js';\n");
    expect(errors).toHaveLength(1);
  });

  it('allows apps and services to use the libs meant for them', async () => {
    expect(await boundaryErrors('mf-admin/src/probe.ts', "export { api } from '@classhub/web-api';\nexport { isClassFull } from '@classhub/contracts';\n")).toEqual([]);
    expect(await boundaryErrors('services/payments/src/probe.ts', "export { DRIZZLE } from '@classhub/nest-kit';\n")).toEqual([]);
  });
});
