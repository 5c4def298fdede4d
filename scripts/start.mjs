// npm start: build the web app, the operator console and the API if needed, start the built API (it migrates the database)
// and the web app, and the sandbox game aggregator beside them unless GAME_AGGREGATORS names real ones.
import { randomBytes } from 'node:crypto';
import { createSupervisor, spawnApi, spawnSandboxAggregator, spawnWeb, waitForUrl } from './lib/processes.mjs';
import { ensureApiBuild } from './lib/api-build.mjs';
import { ensureBackofficeBuild } from './lib/backoffice-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// The API's staff app serves the console and /staff-api on this port, never through the site's origin.
const staffPort = Number(process.env.STAFF_PORT ?? 4100);

// The sandbox aggregator signs its wallet calls with a secret the API lists for its operator id: one made up per start.
const aggregatorPort = Number(process.env.SANDBOX_AGGREGATOR_PORT ?? 4700);
const aggregatorOrigin = `http://localhost:${aggregatorPort}`;
const aggregatorSecret = randomBytes(32).toString('hex');
const withSandboxAggregator = !process.env.GAME_AGGREGATORS;
const aggregatorEnv = withSandboxAggregator
  ? {
      api: {
        WALLET_API_SECRETS: `sandbox-aggregator:${aggregatorSecret}`,
        GAME_AGGREGATORS: `sandbox-aggregator=http://127.0.0.1:${aggregatorPort}`,
      },
      web: { AGGREGATOR_ORIGINS: aggregatorOrigin },
    }
  : { api: {}, web: {} };

ensureWebBuild();
ensureBackofficeBuild();
ensureApiBuild();
const supervisor = createSupervisor();
try {
  const api = supervisor.add(
    spawnApi(
      { API_PORT: String(apiPort), PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`, ...aggregatorEnv.api },
      { built: true },
    ),
  );
  await waitForUrl(`${apiUrl}/health`, { child: api });
  if (withSandboxAggregator) {
    const aggregator = supervisor.add(
      spawnSandboxAggregator(
        {
          SANDBOX_AGGREGATOR_PORT: String(aggregatorPort),
          SANDBOX_AGGREGATOR_PUBLIC_URL: aggregatorOrigin,
          SANDBOX_AGGREGATOR_SECRET: aggregatorSecret,
          WALLET_API_URL: apiUrl,
        },
        { built: true },
      ),
    );
    await waitForUrl(`http://127.0.0.1:${aggregatorPort}/health`, { child: aggregator });
  }
  const web = supervisor.add(spawnWeb({ API_URL: apiUrl, ...aggregatorEnv.web }, { port: webPort }));
  await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web });
  console.log(`\nCasino is running: http://localhost:${webPort}  (API ${apiUrl})\nOperator console: http://localhost:${staffPort}\n`);
  if (withSandboxAggregator)
    console.log(
      `Sandbox game aggregator: ${aggregatorOrigin} (its games: npm run catalogue:import -- apps/api/data/sandbox-aggregator-games.json)\n`,
    );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  supervisor.stop(1);
}
