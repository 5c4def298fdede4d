import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, runtimeImports, stronglyConnectedCycles } from './import-cycles.mjs';

/** A graph from `{ a: ['b'] }` (a imports b). */
const graph = (edges) => new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));
const sorted = (cycles) => cycles.map((files) => files.toSorted()).sort();

describe('stronglyConnectedCycles', () => {
  it('finds a cycle of two files, of three, and a file importing itself, each once', () => {
    expect(sorted(stronglyConnectedCycles(graph({ a: ['b'], b: ['a'] })))).toEqual([['a', 'b']]);
    expect(sorted(stronglyConnectedCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })))).toEqual([['a', 'b', 'c']]);
    expect(sorted(stronglyConnectedCycles(graph({ a: ['a', 'b'], b: [] })))).toEqual([['a']]);
    expect(sorted(stronglyConnectedCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c', 'a'] })))).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('finds none in a diamond or a chain', () => {
    expect(stronglyConnectedCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
    expect(stronglyConnectedCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('keeps what runs (imports, re-exports, import()) and leaves out type-only imports, as import-x/no-cycle did', () => {
    const text = [
      "import { a } from './a';",
      "import './side-effect';",
      "import { type T, b } from './b';",
      "import type { U } from './type-only';",
      "import { type V } from './type-names';",
      "export * from './c';",
      "export { d } from './d';",
      "export type { W } from './type-export';",
      "export type * from './type-star';",
      "export const load = () => import('./lazy');",
      "export type X = typeof import('./type-query');",
    ].join('\n');
    expect(runtimeImports('file.ts', text).sort()).toEqual(['./a', './b', './c', './d', './lazy', './side-effect']);
  });
});

describe('findImportCycles', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A repository in a temporary folder: `files` from its root to their text. */
  function repository(files) {
    root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    for (const [file, text] of Object.entries({ 'tsconfig.base.json': '{}', ...files })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it('follows the files on disk, and a type-only import closes no cycle', () => {
    const files = {
      'packages/demo/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'packages/demo/src/b.ts': "import { c } from './c';\nexport const b = c;\n",
      'packages/demo/src/c.ts': "import type { a } from './a';\nexport const c: typeof a | 1 = 1;\n",
    };
    expect(findImportCycles({ root: repository(files) })).toEqual([]);
    const c = path.join(root, 'packages/demo/src/c.ts');
    expect(findImportCycles({ root, sources: { [c]: "import { a } from './a';\nexport const c = a;\n" } })).toEqual([
      {
        files: ['packages/demo/src/a.ts', 'packages/demo/src/b.ts', 'packages/demo/src/c.ts'],
        loop: ['packages/demo/src/a.ts', 'packages/demo/src/b.ts', 'packages/demo/src/c.ts', 'packages/demo/src/a.ts'],
      },
    ]);
  });
});
