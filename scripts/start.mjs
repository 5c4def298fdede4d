// npm start: build the web app, the operator console and the API if needed, start the built API (it migrates the database) and the web app.
import { createSupervisor, spawnApi, spawnWeb, waitForUrl } from './lib/processes.mjs';
import { ensureApiBuild } from './lib/api-build.mjs';
import { ensureBackofficeBuild } from './lib/backoffice-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// The API's staff app serves the console and /staff-api on this port, never through the site's origin.
const staffPort = Number(process.env.STAFF_PORT ?? 4100);

ensureWebBuild();
ensureBackofficeBuild();
ensureApiBuild();
const supervisor = createSupervisor();
try {
  const api = supervisor.add(
    spawnApi({ API_PORT: String(apiPort), PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` }, { built: true }),
  );
  await waitForUrl(`${apiUrl}/health`, { child: api });
  const web = supervisor.add(spawnWeb({ API_URL: apiUrl }, { port: webPort }));
  await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web });
  console.log(`\nCasino is running: http://localhost:${webPort}  (API ${apiUrl})\nOperator console: http://localhost:${staffPort}\n`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  supervisor.stop(1);
}
