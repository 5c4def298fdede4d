// The client half of http-load.ts, a child process in plain JavaScript so it needs no TypeScript loader:
// `connections` keep-alive connections, each sending its next request as soon as the previous
// answer has been read, for `seconds`.
import { Agent, request } from 'node:http';

/** Resolves with the status code, or 0 when the request failed in transport. */
function get(agent, url, headers) {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', () => resolve(0));
    });
    req.once('error', () => resolve(0));
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function load({ url, headers = {}, connections, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  // Opens the connections and warms both sides up before the clock starts.
  await Promise.all(Array.from({ length: connections }, () => get(agent, target, headers)));

  const latencies = [];
  const statuses = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await get(agent, target, headers);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    statuses,
  };
}

const result = await load(JSON.parse(process.argv[2]));
process.send(result, () => process.disconnect());
