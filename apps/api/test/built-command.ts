import path from 'node:path';

const API_DIST = path.resolve(import.meta.dirname, '../dist');

/**
 * The node arguments that run an operator command as `npm run <command>` does: its build (apps/api/build.mjs),
 * which the tests' global setup brings up to date.
 */
export const builtCommand = (name: string, ...args: string[]) => ['--enable-source-maps', path.join(API_DIST, `${name}.js`), ...args];

/** The built API server. */
export const BUILT_SERVER = path.join(API_DIST, 'server.js');
