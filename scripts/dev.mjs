// npm run dev: API with reload on change, Next.js dev server.
import { createSupervisor, spawnApi, spawnWeb } from './lib/processes.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const supervisor = createSupervisor();
supervisor.add(spawnApi({ API_PORT: String(apiPort), PUBLIC_URL: `http://localhost:${webPort}` }, { watch: true }));
supervisor.add(spawnWeb({ API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` }, { dev: true, port: webPort }));
