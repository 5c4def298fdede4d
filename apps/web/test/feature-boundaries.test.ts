import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/web/src');
const ESLINT_BIN = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');
const REACH_INTO_GAMES = "export { thumbnailUrl } from '@/features/games/lib/thumbnail';\n";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems the repository's own lint configuration reports for `code` placed at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(SRC, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// Loading the lint configuration and its import resolver takes seconds on a busy machine.
describe('feature boundaries in the web app', { timeout: 60_000 }, () => {
  it("refuse a feature reaching into another feature's internals", async () => {
    const errors = await boundaryErrors('features/wallet/components/fixture.tsx', REACH_INTO_GAMES);
    expect(errors).toEqual([expect.stringContaining('Import a feature through its index.ts')]);
    expect(
      await boundaryErrors('features/wallet/components/fixture.tsx', "export { thumbnailUrl } from '../../games/lib/thumbnail';\n"),
    ).toHaveLength(1);
  });

  it("let a feature use another feature's index.ts and its own files", async () => {
    expect(await boundaryErrors('features/wallet/components/fixture.tsx', "export { GameTile } from '@/features/games';\n")).toEqual([]);
    expect(await boundaryErrors('features/wallet/components/fixture.tsx', "export { useFunds } from '../api/get-funds';\n")).toEqual([]);
  });

  it('let routes use a feature through its index.ts or server.ts only', async () => {
    expect(await boundaryErrors('app/fixture/page.tsx', "export { GameTile } from '@/features/games';\n")).toEqual([]);
    expect(await boundaryErrors('app/fixture/page.tsx', "export { serverCatalogue } from '@/features/games/server';\n")).toEqual([]);
    expect(
      await boundaryErrors('app/fixture/page.tsx', "export { GameTile } from '@/features/games/components/game-tile';\n"),
    ).toHaveLength(1);
  });

  it('cover every feature folder', async () => {
    const features = readdirSync(path.join(SRC, 'features'));
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) {
      const errors = await boundaryErrors(`features/${feature}/fixture.ts`, REACH_INTO_GAMES);
      expect(errors, feature).toHaveLength(feature === 'games' ? 0 : 1);
    }
  });

  it('cover a feature folder added later, with no change to the configuration', () => {
    const added = path.join(SRC, 'features', `added-later-${process.pid}`);
    mkdirSync(added);
    try {
      // A process of its own: the configuration reads the feature folders when it loads.
      const run = spawnSync(
        process.execPath,
        [ESLINT_BIN, '--stdin', '--stdin-filename', path.join(added, 'fixture.ts'), '--format', 'json'],
        {
          cwd: ROOT,
          input: REACH_INTO_GAMES,
          encoding: 'utf8',
        },
      );
      const [result] = JSON.parse(run.stdout) as ESLint.LintResult[];
      expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
    } finally {
      rmSync(added, { recursive: true, force: true });
    }
  });
});

/** Source files of features/ and lib/ (tests excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('server-only modules', () => {
  it('are marked: server entries, lib/server-*, and whatever reads the environment or the file system', () => {
    const files = [...sourceFiles(path.join(SRC, 'features')), ...sourceFiles(path.join(SRC, 'lib'))];
    const serverOnly = files.filter((file) => /^import 'server-only';$/m.test(readFileSync(file, 'utf8')));
    expect(serverOnly.length).toBeGreaterThan(3);
    for (const file of files) {
      const name = path.relative(SRC, file);
      const isServerModule = /^features\/[^/]+\/server(\.ts|\/)|^lib\/server-/.test(name);
      const readsServerState = /process\.env|from 'node:fs/.test(readFileSync(file, 'utf8'));
      if (isServerModule || readsServerState) expect(serverOnly, name).toContain(file);
    }
  });
});
