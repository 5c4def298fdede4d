import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/**
 * The API's module boundaries (docs/architecture.md, Module boundaries), read from the folders so a new
 * module is covered without editing this file: a module uses another one only through its index.ts
 * and reads only its own schema file; outside modules/ they are used through index.ts too; lib/
 * depends on no module and no plugin; modules use the plugins' decorations, never the plugins.
 */
function apiBoundaryZones() {
  const src = 'apps/api/src';
  const entries = (dir) => readdirSync(path.join(ROOT, src, dir), { withFileTypes: true });
  const modules = entries('modules')
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const schemaFiles = new Set(entries('db/schema').map((e) => e.name));
  const moduleDir = (name) => `${src}/modules/${name}`;
  return [
    ...modules.map((name) => ({
      target: moduleDir(name),
      from: modules.filter((other) => other !== name).map(moduleDir),
      except: ['./index.ts'],
      message: "A module uses another module only through that module's index.ts.",
    })),
    ...modules.map((name) => ({
      target: moduleDir(name),
      from: `${src}/db/schema`,
      except: schemaFiles.has(`${name}.ts`) ? [`./${name}.ts`] : [],
      message: `A module owns its tables: ${name} imports only db/schema/${name}.ts.`,
    })),
    {
      target: entries('.')
        .filter((e) => e.name !== 'modules')
        .map((e) => `${src}/${e.name}`),
      from: modules.map(moduleDir),
      except: ['./index.ts'],
      message: 'Outside modules/, a module is used only through its index.ts.',
    },
    {
      target: [`${src}/lib`, `${src}/config.ts`],
      from: [`${src}/modules`, `${src}/plugins`],
      message: 'lib/ and config.ts depend on no module.',
    },
    { target: `${src}/modules`, from: `${src}/plugins`, message: "Modules use the plugins' decorations, never the plugins themselves." },
  ];
}

const GAMES = 'packages/games/src';

/**
 * The game families, read from packages/games/src/families so a new family is covered as soon as its folder
 * exists: a family uses its own folder, the package's shared code (shared/, family.ts, fairness/, …) and
 * families/family-module.ts, never another family's folder. With `catalogue`, also never the registry, the
 * catalogue (titles/) or the package's index.ts, which all sit above the families.
 */
function gameFamilyZones({ catalogue }) {
  const families = `${GAMES}/families`;
  const names = readdirSync(path.join(ROOT, families), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return names.flatMap((name) => [
    {
      target: `${families}/${name}`,
      from: families,
      except: [`./${name}`, './family-module.ts'],
      message: 'A game family imports only its own folder and the shared code, never another family or the registry.',
    },
    ...(catalogue
      ? [
          {
            target: `${families}/${name}`,
            from: [`${GAMES}/titles`, `${GAMES}/index.ts`],
            message: 'A game family knows nothing of the catalogue: titles/ and the registry are built from the families.',
          },
        ]
      : []),
  ]);
}

/** The shared packages and the web app's Node server (docs/decisions/003-module-boundaries.md). */
const PACKAGE_ZONES = [
  { target: 'packages', from: 'apps', message: 'The shared packages depend on no app.' },
  {
    target: 'packages/contracts',
    from: 'packages/games',
    except: ['./src/shared/poker-hand-names.ts'],
    message: 'Contracts are shapes only; they use no game engine (only the list of poker hand names).',
  },
  { target: 'packages/games', from: 'packages/contracts', message: 'Game engines know nothing of request and response shapes.' },
  {
    target: 'apps/web/server',
    from: ['apps/api', 'apps/web/src/app', 'apps/web/src/components'],
    message: "The web server uses the app's lib/ and features, never its routes, components or the API's code.",
  },
];

const WEB_FEATURES = 'apps/web/src/features';

/** Every folder under apps/web/src/features: a new feature is covered by the zones below as soon as it exists. */
const webFeatures = readdirSync(path.join(import.meta.dirname, WEB_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What a feature offers the rest of the app: its index.ts, server.ts for what only the server may use, and for
 * play the game families' registry (each family's recall and checks, for the game history and fairness pages).
 */
const entriesOf = (feature) =>
  ['index.ts', 'server.ts', 'families/registry.ts']
    .filter((file) => existsSync(path.join(import.meta.dirname, WEB_FEATURES, feature, file)))
    .map((file) => `./${feature}/${file}`);

const CONSOLE = 'apps/backoffice/src';
const CONSOLE_FEATURES = `${CONSOLE}/features`;

/**
 * The operator console's one-way imports (as in the web app): components/ui and lib -> features -> routes; a
 * feature reaches another only through its index.ts. The feature folders are read from disk, so a new one is
 * covered as soon as it exists.
 */
function consoleBoundaryZones() {
  const features = readdirSync(path.join(ROOT, CONSOLE_FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const entries = features.map((feature) => `./${feature}/index.ts`);
  const message = 'Import a console feature through its index.ts, never its internals.';
  return [
    { target: `${CONSOLE}/lib`, from: [CONSOLE_FEATURES, `${CONSOLE}/routes`] },
    { target: `${CONSOLE}/components`, from: [CONSOLE_FEATURES, `${CONSOLE}/routes`] },
    { target: CONSOLE_FEATURES, from: `${CONSOLE}/routes` },
    ...features.map((feature) => ({
      target: `${CONSOLE_FEATURES}/${feature}`,
      from: CONSOLE_FEATURES,
      except: [`./${feature}`, ...entries.filter((entry) => !entry.startsWith(`./${feature}/`))],
      message,
    })),
    { target: `${CONSOLE}/routes`, from: CONSOLE_FEATURES, except: entries, message },
  ];
}

const THROUGH_ENTRY = 'Import a feature through its index.ts (or its server.ts on the server), never its internals.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.play-client/**',
      '**/.play-client-dev/**',
      '**/dist/**',
      '**/test-results/**',
      '**/next-env.d.ts',
      '.data/**',
      '.stack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  // Module augmentation needs interfaces.
  { files: ['**/*.d.ts', '**/global-setup.ts'], rules: { '@typescript-eslint/consistent-type-definitions': 'off' } },
  // Import cycles are found by scripts/lib/import-cycles.mjs (npm run lint), in one pass over the whole import graph.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: path.join(ROOT, 'apps/web/tsconfig.json') } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: components/ui and lib -> features -> app.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // A feature reaches another one only through that one's entry points (bulletproof-react's zones).
            ...webFeatures.map((feature) => ({
              target: `./${WEB_FEATURES}/${feature}`,
              from: `./${WEB_FEATURES}`,
              except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).flatMap(entriesOf)],
              message: THROUGH_ENTRY,
            })),
            { target: './apps/web/src/app', from: `./${WEB_FEATURES}`, except: webFeatures.flatMap(entriesOf), message: THROUGH_ENTRY },
          ],
        },
      ],
    },
  },
  {
    // The game client loads every family's entry up front; with code splitting, a value from the engines' index there
    // puts every engine in its first load (apps/web/play-client/build.ts).
    files: ['apps/web/src/features/play/families/*/entry.ts', 'apps/web/src/features/play/families/registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@casino/games',
              allowTypeImports: true,
              message: 'Engine values belong in the lazily loaded screen or the site-only verifier modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${CONSOLE}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: path.join(ROOT, 'apps/backoffice/tsconfig.json') } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: consoleBoundaryZones() }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: { project: path.join(ROOT, 'apps/api/tsconfig.json') } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: apiBoundaryZones() }],
    },
  },
  {
    // The shared packages and the web app's Node server (docs/decisions/003-module-boundaries.md).
    files: ['packages/*/src/**/*.ts', 'apps/web/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['packages/contracts', 'packages/games', 'packages/art', 'packages/proofs', 'apps/web'].map((ws) =>
            path.join(ROOT, ws, 'tsconfig.json'),
          ),
        },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...PACKAGE_ZONES, ...gameFamilyZones({ catalogue: false })] }],
    },
  },
  {
    // A family's own code (its tests may prove its titles through the catalogue's functions).
    files: [`${GAMES}/families/*/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...PACKAGE_ZONES, ...gameFamilyZones({ catalogue: true })] }],
    },
  },
);
