// The home page's requests per second beside a static file (the page's own stylesheet under
// /_next/static) from the same web server, with the same load generator and connections: the
// built site as the browser tests start it (web server + API on free ports, seeded catalogue).
// Target: the home page at ≥ 50 % of the static file's rate. Plain requests, and again as a
// browser asks (Accept-Encoding: gzip, br), where both answers are compressed per request.
import { availableParallelism, loadavg } from 'node:os';
import { runLoad, type LoadResult } from '../../apps/api/bench/lib/http-load';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { startStack } from '../support/stack';

const CONNECTIONS = 16;
const RUN_SECONDS = 8;
const TARGET_RATIO = 0.5;

// The API runs on the embedded database here: the web server is what is measured.
delete process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

function line(title: string, r: LoadResult) {
  const unexpected = r.requests - (r.statuses[200] ?? 0);
  return (
    `${title}: ${r.perSecond.toFixed(1)} req/s, latency p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms` +
    (unexpected ? ` (${unexpected} answers other than 200: ${JSON.stringify(r.statuses)})` : '')
  );
}

ensureWebBuild();
const stack = await startStack('home-bench');
try {
  const html = await (await fetch(`${stack.webUrl}/`)).text();
  const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  if (!stylesheet) throw new Error('the home page links no stylesheet under /_next/static');
  const sizes = { page: Buffer.byteLength(html), file: (await (await fetch(`${stack.webUrl}${stylesheet}`)).arrayBuffer()).byteLength };

  for (const [label, headers] of [
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip, br' }],
  ] as const) {
    const page = await runLoad({ url: `${stack.webUrl}/`, headers, connections: CONNECTIONS, seconds: RUN_SECONDS });
    const file = await runLoad({ url: `${stack.webUrl}${stylesheet}`, headers, connections: CONNECTIONS, seconds: RUN_SECONDS });
    const ratio = page.perSecond / file.perSecond;
    console.log(`home page vs static file, ${label} (${CONNECTIONS} connections, ${RUN_SECONDS} s each):`);
    console.log(`  ${line(`GET / (${(sizes.page / 1024).toFixed(0)} KB)`, page)}`);
    console.log(`  ${line(`GET ${stylesheet} (${(sizes.file / 1024).toFixed(0)} KB)`, file)}`);
    const met = ratio >= TARGET_RATIO;
    console.log(`  ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${met ? 'met' : 'MISSED'})`);
    if (!met || page.requests !== (page.statuses[200] ?? 0) || file.requests !== (file.statuses[200] ?? 0)) process.exitCode = 1;
  }
  // Other work on the machine shows up in every figure above.
  console.log(`  (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end)`);
} catch (err) {
  console.error(`API and web log: ${stack.logFile}`);
  throw err;
} finally {
  await stack.stop();
}
