// The proof of liabilities at scale: a snapshot of 1,000,000 player balances built into one currency's tree, every
// player's inclusion proof generated, and a sample verified as a player's browser would; time and memory printed.
import { randomInt } from 'node:crypto';
import { buildLiabilitiesTree, proofOf } from '../src/liabilities/build';
import { verifyInclusion } from '../src/liabilities/verify';

const PLAYERS = Number(process.env.PLAYERS ?? 1_000_000);
const SAMPLE = 1_000;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

// Balances spread as a casino's are: most small, a few large (1 cent to 100,000.00, log-uniform).
const balances = Array.from({ length: PLAYERS }, (_, i) => ({
  playerId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  balance: BigInt(Math.floor(10 ** (randomInt(0, 7_000_000) / 1_000_000))),
}));
const before = process.memoryUsage();

let started = performance.now();
const tree = buildLiabilitiesTree(balances, { currency: 'EUR', snapshotAt: new Date() });
const built = seconds(started);
const after = process.memoryUsage();
const leaves = tree.levels[0]!.sums.length;
console.log(
  `snapshot: ${PLAYERS.toLocaleString('en')} balances -> ${leaves.toLocaleString('en')} leaves (depth ${tree.root.depth}) in ${built}`,
);
console.log(
  `memory: tree ${mb(after.arrayBuffers - before.arrayBuffers)} of array buffers, heap +${mb(after.heapUsed - before.heapUsed)}, rss ${mb(after.rss)}`,
);

started = performance.now();
let bytes = 0;
for (const { playerId } of balances) bytes += JSON.stringify(proofOf(tree, playerId)).length;
console.log(
  `proofs: all ${PLAYERS.toLocaleString('en')} in ${seconds(started)}, ${mb(bytes)} of JSON (${Math.round(bytes / PLAYERS)} bytes each)`,
);

started = performance.now();
let verified = 0;
for (let i = 0; i < SAMPLE; i++) {
  const verdict = await verifyInclusion(proofOf(tree, balances[randomInt(0, PLAYERS)]!.playerId)!, tree.root);
  if (verdict.ok) verified++;
}
console.log(`verify (Web Crypto, as the browser): ${verified}/${SAMPLE} sampled proofs in ${seconds(started)}`);
if (verified !== SAMPLE) process.exit(1);
