// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/backoffice/src');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems the repository's lint configuration reports for `code` placed at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(SRC, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// Loading the lint configuration and its import resolver takes seconds on a busy machine.
describe("the console's import boundaries", { timeout: 60_000 }, () => {
  it("refuse a feature reaching into another feature's internals, and allow its index.ts", async () => {
    const file = 'features/staff/components/fixture.tsx';
    expect(await boundaryErrors(file, "export { useMe } from '@/features/session/api/get-me';\n")).toHaveLength(1);
    expect(await boundaryErrors(file, "export { useMe } from '@/features/session';\n")).toEqual([]);
    expect(await boundaryErrors(file, "export { useStaffMembers } from '../api/list-staff';\n")).toEqual([]);
  });

  it('keep lib and components/ui below the features, and the features below the routes', async () => {
    expect(await boundaryErrors('lib/fixture.ts', "export { useMe } from '@/features/session';\n")).toHaveLength(1);
    expect(await boundaryErrors('components/ui/fixture.tsx', "export { useMe } from '@/features/session';\n")).toHaveLength(1);
    expect(await boundaryErrors('features/audit/fixture.ts', "export { HomePage } from '@/routes/home-page';\n")).toHaveLength(1);
    expect(
      await boundaryErrors('routes/fixture.tsx', "export { AuditTrail } from '@/features/audit/components/audit-trail';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('routes/fixture.tsx', "export { AuditTrail } from '@/features/audit';\n")).toEqual([]);
  });
});
