import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findImportCycles } from '../../../../scripts/lib/import-cycles.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The problems the repository's own lint configuration reports for `code` placed at `file` (from the root) under `rule`. */
async function lintErrors(file: string, code: string, rule = 'import-x/no-restricted-paths'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const DICE = 'packages/games/src/families/dice/fixture.ts';

// Loading the lint configuration and its import resolver takes seconds on a busy machine.
describe('boundaries of the game families', { timeout: 60_000 }, () => {
  it('let a family use its own folder, the shared code and the family-module type', async () => {
    for (const from of ['./dice', '../../shared/rational', '../../family', '../../fairness/float-source', '../family-module']) {
      expect(await lintErrors(DICE, `export * from '${from}';\n`), from).toEqual([]);
    }
  });

  it('refuse a family importing another family or the registry', async () => {
    for (const from of ['../plinko/plinko', '../slots/titles/index', '../registry']) {
      expect(await lintErrors(DICE, `export * from '${from}';\n`), from).toEqual([expect.stringContaining('never another family')]);
    }
  });

  it('refuse a family importing the catalogue, except in its tests', async () => {
    for (const from of ['../../titles/index', '../../index']) {
      expect(await lintErrors(DICE, `export * from '${from}';\n`), from).toEqual([
        expect.stringContaining('knows nothing of the catalogue'),
      ]);
    }
    expect(await lintErrors('packages/games/src/families/dice/fixture.test.ts', "export * from '../../titles/index';\n")).toEqual([]);
    expect(await lintErrors('packages/games/src/families/dice/fixture.test.ts', "export * from '../mines/mines';\n")).toHaveLength(1);
  });

  it('cover a new family folder as soon as it exists, and keep the catalogue free to use every family', async () => {
    expect(await lintErrors('packages/games/src/titles/fixture.ts', "export * from '../families/dice/dice';\n")).toEqual([]);
    expect(await lintErrors('packages/games/src/families/registry.ts', "export * from './dice/module';\n")).toEqual([]);
  });

  it('refuse import cycles (the import-cycle check of npm run lint)', () => {
    const points = path.join(ROOT, 'packages/games/src/families/craps/points.ts');
    expect(findImportCycles({ sources: { [points]: "export * from './craps';\n" } })).toEqual([
      expect.objectContaining({ files: ['packages/games/src/families/craps/craps.ts', 'packages/games/src/families/craps/points.ts'] }),
    ]);
  });
});
