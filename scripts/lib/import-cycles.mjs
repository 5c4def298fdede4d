// Import cycles in the source that lint covers (apps/web/src and server, the console, apps/api/src, packages/*/src).
// import-x/no-cycle walked the import graph again from every linted file; here the graph is read once and split into
// strongly connected components (Tarjan), so each cycle is found once, in one pass. As with that rule, type-only imports
// and re-exports are no edges (they are erased before run time), while import() is one.
// Run as `node scripts/lib/import-cycles.mjs` (part of `npm run lint`): prints each cycle and fails when there is one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '../..');

// Loaded as CommonJS: an ES import would first scan the whole compiler for its export names (about a second).
const ts = createRequire(import.meta.url)('typescript');

const SOURCE = /\.[cm]?tsx?$/;
/** Folders lint ignores (eslint.config.mjs): dependencies and build output. */
const SKIPPED = new Set(['node_modules', 'dist', '.next', '.play-client', '.play-client-dev', 'test-results', '.data']);

/** The folders checked, from the root. */
export function checkedFolders(root = ROOT) {
  const packages = readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`);
  return ['apps/web/src', 'apps/web/server', 'apps/backoffice/src', 'apps/api/src', ...packages].filter((dir) =>
    existsSync(path.join(root, dir)),
  );
}

/** The source files under `dir`, recursively. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Named imports or exports that are all types (`{ type A, type B }`). */
const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/**
 * The specifiers `text` imports at run time: `import … from`, `export … from` and `import()` with a literal;
 * `import type`, `export type` and imports of type-only names (`import { type A }`) are left out.
 */
export function runtimeImports(fileName, text) {
  const file = ts.createSourceFile(fileName, text, {
    languageVersion: ts.ScriptTarget.Latest,
    jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
  });
  const found = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.phaseModifier === ts.SyntaxKind.TypeKeyword ||
        (clause?.name === undefined &&
          clause?.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          allTypes(clause.namedBindings.elements));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const typeOnly =
        statement.isTypeOnly ||
        (statement.exportClause && ts.isNamedExports(statement.exportClause) && allTypes(statement.exportClause.elements));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    }
  }
  // import() may sit anywhere: the whole tree is walked only when the text has one.
  if (/\bimport\s*\(/.test(text)) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/**
 * Resolves a specifier as TypeScript does with the importing file's nearest tsconfig.json (its `paths` such as `@/*`,
 * the workspace packages' `exports`); answers a source file of the repository, or undefined (a dependency, an asset).
 */
function createResolver(root) {
  const configs = new Map(); // folder -> the options and resolution cache of its nearest tsconfig.json
  const configFor = (dir) => {
    let config = configs.get(dir);
    if (config) return config;
    const file = path.join(dir, 'tsconfig.json');
    if (existsSync(file) || dir === root) {
      const json = ts.readConfigFile(existsSync(file) ? file : path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
      // No listing of the project's files: only the options are wanted.
      const { options } = ts.parseJsonConfigFileContent(json, { ...ts.sys, readDirectory: () => [] }, dir);
      config = { options, cache: ts.createModuleResolutionCache(dir, (name) => name, options) };
    } else {
      config = configFor(path.dirname(dir));
    }
    configs.set(dir, config);
    return config;
  };
  return (specifier, importer) => {
    const { options, cache } = configFor(path.dirname(importer));
    // A workspace package counts as external (found in node_modules) but resolves to its real path, under packages/.
    const target = ts.resolveModuleName(specifier, importer, options, ts.sys, cache).resolvedModule?.resolvedFileName;
    const inRepository = target?.startsWith(root + path.sep) && !target.includes(`${path.sep}node_modules${path.sep}`);
    return inRepository && SOURCE.test(target) ? target : undefined;
  };
}

/**
 * The run-time import graph, each file (absolute path) to the set of files it imports: the checked files and every
 * repository file they reach (a cycle may pass outside the checked folders). `sources` stands in for files' text
 * (absolute path to text), for tests.
 */
export function importGraph({ root = ROOT, sources = {} } = {}) {
  const resolve = createResolver(root);
  const graph = new Map();
  const pending = [...checkedFolders(root).flatMap((dir) => sourceFiles(path.join(root, dir))), ...Object.keys(sources)];
  while (pending.length > 0) {
    const file = pending.pop();
    if (graph.has(file)) continue;
    const targets = new Set();
    for (const specifier of runtimeImports(file, sources[file] ?? readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
    pending.push(...[...targets].filter((target) => !graph.has(target)));
  }
  return graph;
}

/**
 * The strongly connected components of `graph` that are cycles (two files or more, or a file importing itself), from
 * one depth-first pass of Tarjan's algorithm: every file and import is visited once.
 */
export function stronglyConnectedCycles(graph) {
  let counter = 0;
  const order = new Map(); // file -> its rank in the depth-first visit
  const low = new Map(); // file -> the lowest rank it reaches among the files still on the stack
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    order.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), order.get(next)));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    // `file` is the root of a component: its members are the files above it on the stack.
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** The shortest loop from the component's first file (by name) back to it, for the report. */
function loopThrough(graph, component) {
  const members = new Set(component);
  const start = component.toSorted()[0];
  const previous = new Map([[start, '']]);
  for (const queue = [start]; queue.length > 0;) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const loop = [start];
        for (let at = file; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return component;
}

/** Every import cycle through a checked file: its files, sorted, and one loop through them, as paths from the root. */
export function findImportCycles(options = {}) {
  const root = options.root ?? ROOT;
  const graph = importGraph(options);
  const checked = checkedFolders(root).map((dir) => path.join(root, dir) + path.sep);
  const relative = (file) => path.relative(root, file);
  return stronglyConnectedCycles(graph)
    .filter((component) => component.some((file) => checked.some((dir) => file.startsWith(dir))))
    .map((component) => ({ files: component.map(relative).sort(), loop: loopThrough(graph, component).map(relative) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const cycles = findImportCycles();
  for (const { files, loop } of cycles) {
    const others = files.filter((file) => !loop.includes(file));
    console.error(`Import cycle (${files.length} file${files.length === 1 ? '' : 's'}):\n  ${loop.join('\n  -> ')}`);
    if (others.length > 0) console.error(`  and, in the same cycle:\n    ${others.join('\n    ')}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}: break each one (${seconds} s).`);
    process.exitCode = 1;
  } else {
    console.log(`No import cycle (${seconds} s).`);
  }
}
