// Builds the API to JavaScript: dist/server.js, one file per operator command (dist/<command>.js, run by
// scripts/operator-command.mjs) and the sandbox game aggregator's process (dist/sandbox-aggregator.js), each
// with its source map. The workspace packages (@casino/*) are TypeScript source, so they are bundled in; every
// other package is loaded from node_modules at run time.
// The SQL migrations and function files are copied beside the bundle, where the database client looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const API_DIR = import.meta.dirname;
export const API_DIST = path.join(API_DIR, 'dist');

/** Bare imports other than the workspace packages stay imports. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true }));
  },
};

/** The operator's commands of the README (src/scripts/<name>.ts); the development tools there run under tsx. */
export const OPERATOR_COMMANDS = [
  'audit-verify',
  'catalogue-import',
  'errors-tail',
  'ledger-check',
  'liabilities-snapshot',
  'market-profile',
  'outbox',
  'promotional-mail',
  'promotions-coupon',
  'rates-update',
  'registers',
  'reserves-publish',
  'staff-bootstrap',
  'wallet-adjust',
  'withdrawals',
];

export async function buildApi() {
  rmSync(API_DIST, { recursive: true, force: true });
  await build({
    // Each file directly in dist/, as the server is: their paths to the migrations and the repository are the same.
    entryPoints: [
      { in: path.join(API_DIR, 'src/server.ts'), out: 'server' },
      { in: path.join(API_DIR, 'src/sandbox-aggregator/main.ts'), out: 'sandbox-aggregator' },
      ...OPERATOR_COMMANDS.map((name) => ({ in: path.join(API_DIR, 'src/scripts', `${name}.ts`), out: name })),
    ],
    outdir: API_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [nodeModulesExternal],
  });
  cpSync(path.join(API_DIR, 'src/db/functions'), path.join(API_DIST, 'functions'), { recursive: true });
  // Last: scripts/lib/api-build.mjs takes this folder's time as the build's.
  cpSync(path.join(API_DIR, 'src/db/migrations'), path.join(API_DIST, 'migrations'), { recursive: true });
}

if (process.argv[1] === import.meta.filename) await buildApi();
