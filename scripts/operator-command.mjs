// `npm run <command>` of the README's operating section: runs the API's built operator command (apps/api/build.mjs),
// building the API first when its sources changed. Arguments, output and exit code are the command's own.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_DIST, ensureApiBuild } from './lib/api-build.mjs';

const [name, ...args] = process.argv.slice(2);
ensureApiBuild();
const command = spawnSync(process.execPath, ['--enable-source-maps', path.join(API_DIST, `${name}.js`), ...args], { stdio: 'inherit' });
if (command.error) throw command.error;
process.exit(command.status ?? 1);
