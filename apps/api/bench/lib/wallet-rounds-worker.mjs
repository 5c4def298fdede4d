// The worker half of wallet-rounds.ts, plain JavaScript so the thread needs no TypeScript loader: one
// keep-alive connection per player, each playing bet+win rounds through the signed wallet API back to
// back for `seconds` after a warm-up, or, with `paceMs`, starting one round every `paceMs` (a player who
// falls behind starts the next at once), so latency is measured at a stated offered load.
import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, operatorId, secret, players, seconds, warmUpSeconds, paceMs = 0 } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: players.length });

/** One signed call; resolves with the HTTP status and the wallet status ('' when the transport failed). */
function call(path, fields) {
  const body = JSON.stringify({ request_uuid: randomUUID(), operator_id: operatorId, ...fields });
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  return new Promise((resolve) => {
    const req = request(
      `${baseUrl}/wallet-api/v1/${path}`,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', 'x-wallet-signature': signature } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.once('end', () => resolve({ httpStatus: res.statusCode ?? 0, status: safeStatus(text) }));
        res.once('error', () => resolve({ httpStatus: 0, status: '' }));
      },
    );
    req.once('error', () => resolve({ httpStatus: 0, status: '' }));
    req.end(body);
  });
}

function safeStatus(text) {
  try {
    return JSON.parse(text).status ?? '';
  } catch {
    return '';
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function play() {
  const rounds = [];
  const calls = [];
  const statuses = {};
  const count = (answer) => {
    const key = answer.httpStatus === 200 ? answer.status : `HTTP ${answer.httpStatus}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const startedAt = performance.now();
  const measureFrom = startedAt + warmUpSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  await Promise.all(
    players.map(async (player, i) => {
      // Paced players start spread over one period, not all at once.
      let nextStart = startedAt + (paceMs * i) / players.length;
      while (performance.now() < deadline) {
        if (paceMs) {
          const wait = nextStart - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          nextStart = Math.max(nextStart + paceMs, performance.now());
          if (performance.now() >= deadline) break;
        }
        const round = { ...player, round_id: randomUUID() };
        const bet = { ...round, transaction_uuid: randomUUID(), amount: String(1 + Math.floor(Math.random() * 1000)) };
        const t0 = performance.now();
        const placed = await call('bet', bet);
        const t1 = performance.now();
        const { session_token: _token, ...settle } = round;
        const won = await call('win', {
          ...settle,
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet.transaction_uuid,
          amount: String(1 + Math.floor(Math.random() * 2000)),
          round_closed: true,
        });
        const t2 = performance.now();
        // Only rounds wholly inside the measured window count.
        if (t0 < measureFrom || t2 > deadline) continue;
        rounds.push(t2 - t0);
        calls.push(t1 - t0, t2 - t1);
        count(placed);
        count(won);
      }
    }),
  );
  agent.destroy();
  rounds.sort((a, b) => a - b);
  calls.sort((a, b) => a - b);
  return {
    rounds: rounds.length,
    roundsPerSecond: rounds.length / seconds,
    roundP50Ms: percentile(rounds, 50),
    roundP99Ms: percentile(rounds, 99),
    callP50Ms: percentile(calls, 50),
    callP99Ms: percentile(calls, 99),
    statuses,
  };
}

parentPort?.postMessage(await play());
