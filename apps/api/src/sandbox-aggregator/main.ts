import { loadSandboxAggregatorConfig } from './config';
import { jsonLineLog } from './log';
import { createSandboxAggregator } from './sandbox-aggregator';

// The sandbox aggregator as its own process (dist/sandbox-aggregator.js): configured from the environment,
// stopped by SIGTERM or SIGINT after paying the rounds it still owes.

async function main() {
  const config = loadSandboxAggregatorConfig();
  const aggregator = createSandboxAggregator({ ...config, log: jsonLineLog });
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    jsonLineLog('info', 'shutting down', { signal });
    aggregator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        jsonLineLog('error', 'shutdown failed', { problem: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const origin = await aggregator.listen();
  jsonLineLog('info', 'listening', {
    origin,
    publicUrl: aggregator.publicUrl(),
    walletApiUrl: config.walletApiUrl,
    operatorId: config.operatorId,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
