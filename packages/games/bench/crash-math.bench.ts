// The crash family's math: per cash-out target the exact return (k/100 · ⌊99·2^52/k⌋ / 2^52) beside a
// simulation that plays a real hash chain of ROUNDS rounds backwards (SHA-256 of each hash's bytes, busts
// from the HMAC of the chain's salt, as the server does), with a 95 % confidence interval.
import { createHash, createHmac } from 'node:crypto';
import { crashFromDigest } from '../src/families/crash/crash-point';
import { crashRtpLowerBound, crashTargetRtp } from '../src/families/crash/rtp';
import { toNumber, toPercent } from '../src/shared/rational';
import { CRASH_TITLES } from '../src/families/crash/titles';

const ROUNDS = 1_000_000;
const TARGETS = [101, 150, 200, 500, 1000, 10_000, 100_000];
const SALT = 'crash-bench-salt';
const { config } = CRASH_TITLES.OrbitRush;

const started = performance.now();
const chain: Buffer[] = [createHash('sha256').update('crash-bench-seed').digest()];
for (let i = 1; i < ROUNDS; i += 1)
  chain.push(
    createHash('sha256')
      .update(chain[i - 1]!)
      .digest(),
  );
const busts = new Uint32Array(ROUNDS);
// The chain plays backwards: the last element computed is round 1.
for (let round = 0; round < ROUNDS; round += 1) {
  const hash = chain[ROUNDS - 1 - round]!;
  busts[round] = Math.min(crashFromDigest(createHmac('sha256', SALT).update(hash).digest('hex')), config.maxMultiplier);
}
const chainSeconds = ((performance.now() - started) / 1000).toFixed(1);

const rows = TARGETS.map((target) => {
  let returned = 0;
  let squares = 0;
  for (const bust of busts) {
    const multiple = bust >= target ? target / 100 : 0;
    returned += multiple;
    squares += multiple * multiple;
  }
  const mean = returned / ROUNDS;
  const standardError = Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
  const exact = crashTargetRtp(target);
  return {
    target: `×${(target / 100).toFixed(2)}`,
    'exact RTP %': toPercent(exact, 13),
    'sim RTP %': (mean * 100).toFixed(3),
    '95 % CI': `${((mean - 1.96 * standardError) * 100).toFixed(3)}–${((mean + 1.96 * standardError) * 100).toFixed(3)}`,
    z: ((mean - toNumber(exact)) / standardError).toFixed(2),
  };
});
console.table(rows);
const instant = busts.filter((b) => b < 101).length / ROUNDS;
console.log(`instant busts (×1.00): ${(instant * 100).toFixed(3)} % (exact ${((1 - 0.99 / 1.01) * 100).toFixed(3)} %)`);
console.log(
  `stated RTP ${CRASH_TITLES.OrbitRush.rtp} % (every target up to the ×${config.maxMultiplier / 100} cap returns at least ${toPercent(crashRtpLowerBound(config.maxMultiplier), 12, 'down')} %)`,
);
console.log(`${ROUNDS.toLocaleString('en')} rounds of one chain in ${chainSeconds} s`);
