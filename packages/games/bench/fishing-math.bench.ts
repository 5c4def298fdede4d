// The fishing titles' math: per title and target the exact return (⌈2^32 × RTP ÷ m⌉ catching floats of
// 2^32, times the multiplier) to six decimals, and beside it shots played through the real engine on
// seeded 32-bit floats, with a 95 % confidence interval.
import { FloatSource } from '../src/fairness/float-source';
import { fishingFamily } from '../src/families/fishing/fishing';
import { fishingMath } from '../src/families/fishing/rtp';
import { toNumber, toPercent } from '../src/shared/rational';
import { mulberry32 } from '../src/simulation/prng';
import { FISHING_TITLES } from '../src/families/fishing/titles';

const SHOTS = 1_000_000;
const STAKE = 100n;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const started = performance.now();
const rows: Record<string, string>[] = [];
for (const [index, [key, title]] of Object.entries(FISHING_TITLES).entries()) {
  const { config } = title;
  fishingMath(config).forEach(({ target, multiplier, capture, rtp }, t) => {
    const next = mulberry32(0xf15 + index * 16 + t);
    const bet = { amount: STAKE, target };
    let returned = 0;
    let squares = 0;
    const simStarted = performance.now();
    for (let shot = 0; shot < SHOTS; shot += 1) {
      const multiple = Number(fishingFamily.open(config, bet, new FloatSource([next()])).win) / Number(STAKE);
      returned += multiple;
      squares += multiple * multiple;
    }
    const mean = returned / SHOTS;
    const standardError = Math.sqrt((squares / SHOTS - mean * mean) / SHOTS);
    rows.push({
      title: key,
      target: `${target} ×${multiplier}`,
      'capture %': toPercent(capture, 5),
      'exact RTP %': toPercent(rtp, 6),
      stated: title.rtp,
      'sim RTP %': (mean * 100).toFixed(3),
      '95 % CI': `${((mean - 1.96 * standardError) * 100).toFixed(3)}–${((mean + 1.96 * standardError) * 100).toFixed(3)}`,
      z: ((mean - toNumber(rtp)) / standardError).toFixed(2),
      'sim s': seconds(simStarted),
    });
  });
}
console.table(rows);
console.log(`${rows.length} targets, ${SHOTS.toLocaleString('en')} simulated shots per target; total ${seconds(started)} s`);
