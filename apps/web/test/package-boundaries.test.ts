import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems the repository's own lint configuration reports for `code` placed at `file` (from the root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// Loading the lint configuration and its import resolver takes seconds on a busy machine.
describe('boundaries of the shared packages and the web server', { timeout: 60_000 }, () => {
  it('refuse a package importing an app', async () => {
    expect(
      await boundaryErrors('packages/games/src/fixture.ts', "export { apiUrl } from '../../../apps/web/src/lib/runtime-config';\n"),
    ).toEqual([expect.stringContaining('depend on no app')]);
    expect(
      await boundaryErrors('packages/contracts/src/fixture.ts', "export { loadConfig } from '../../../apps/api/src/config';\n"),
    ).toHaveLength(1);
  });

  it('keep contracts and game engines apart', async () => {
    expect(await boundaryErrors('packages/contracts/src/fixture.ts', "export * from '../../games/src/index';\n")).toEqual([
      expect.stringContaining('use no game engine'),
    ]);
    // The one exception: the words naming poker hands, which the play contract uses too.
    expect(await boundaryErrors('packages/contracts/src/fixture.ts', "export * from '@casino/games/poker-hand-names';\n")).toEqual([]);
    expect(await boundaryErrors('packages/contracts/src/fixture.ts', "export * from '@casino/games';\n")).toHaveLength(1);
    expect(await boundaryErrors('packages/games/src/fixture.ts', "export * from '../../contracts/src/money';\n")).toEqual([
      expect.stringContaining('know nothing of request and response shapes'),
    ]);
  });

  it("let the web server use the app's lib/ but not its routes, components or the API", async () => {
    expect(await boundaryErrors('apps/web/server/fixture.ts', "export * from '../src/lib/runtime-config';\n")).toEqual([]);
    for (const from of ['../src/app/global-error', '../src/components/ui/button', '../../api/src/config']) {
      expect(await boundaryErrors('apps/web/server/fixture.ts', `export * from '${from}';\n`), from).toHaveLength(1);
    }
  });
});
