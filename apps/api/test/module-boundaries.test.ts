import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findImportCycles } from '../../../scripts/lib/import-cycles.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

// Fixture code linted as if it stood at a path inside the API: the repository's own ESLint
// configuration decides, so these tests fail if the boundary rules stop biting.
describe('API module boundaries (ESLint)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** The rule ids and messages ESLint reports for `code` placed at `file` (relative to apps/api/src). */
  async function problems(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/api/src', file) });
    return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
  }

  it("refuses a module importing another module's repo or service internals", async () => {
    const found = await problems(
      'modules/profile/fixture.ts',
      "import { findUserById } from '../auth/repo';\nimport { getAccount } from '../auth/service';\nexport const used = [findUserById, getAccount];\n",
    );
    expect(found).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('"../auth/repo"') }),
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('"../auth/service"') }),
    ]);
  });

  it("refuses a module reading another module's tables, or all of them through the schema index", async () => {
    const found = await problems(
      'modules/wallet/fixture.ts',
      "import { users } from '../../db/schema/auth';\nimport { sessions } from '../../db/schema';\nexport const used = [users, sessions];\n",
    );
    expect(found.map((p) => p.rule)).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
    expect(found[0]!.message).toMatch(/wallet imports only db\/schema\/wallet\.ts/);
  });

  it("lets a module use another module's index.ts and its own schema file", async () => {
    const found = await problems(
      'modules/profile/fixture.ts',
      "import { getAccount } from '../auth';\nimport { playerProfiles } from '../../db/schema/profile';\nexport const used = [getAccount, playerProfiles];\n",
    );
    expect(found).toEqual([]);
  });

  it('keeps lib/ free of modules, and the rest of src/ on their index.ts', async () => {
    expect(await problems('lib/fixture.ts', "import { getAccount } from '../modules/auth';\nexport const used = getAccount;\n")).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths' }),
    ]);
    expect(
      await problems('scripts/fixture.ts', "import { listRates } from '../modules/currency/repo';\nexport const used = listRates;\n"),
    ).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths' })]);
    expect(
      await problems('scripts/fixture.ts', "import { loadRates } from '../modules/currency';\nexport const used = loadRates;\n"),
    ).toEqual([]);
  });

  it('reports a dependency cycle between modules, even through index.ts (the import-cycle check of npm run lint)', () => {
    // The sessions module is used by auth; importing auth back closes a circle.
    const service = path.join(ROOT, 'apps/api/src/modules/sessions/service.ts');
    const cycles = findImportCycles({ sources: { [service]: "import { getAccount } from '../auth';\nexport const used = getAccount;\n" } });
    expect(cycles).toEqual([
      expect.objectContaining({
        files: expect.arrayContaining(['apps/api/src/modules/sessions/service.ts', 'apps/api/src/modules/auth/index.ts']),
      }),
    ]);
  });
});
