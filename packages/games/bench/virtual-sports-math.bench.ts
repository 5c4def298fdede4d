// The virtual sports titles' math: per title the stated RTP (the book factor every price is worked from)
// and per market the exact figures (the least any selection of any field returns, and the average, over
// the field's draw, of a selection chosen at random among those offered), beside events run through the
// real engine on seeded 32-bit floats: field, result and settlement, one random selection per market and
// event, with a 99 % confidence interval of the simulated return.
import { FloatSource } from '../src/fairness/float-source';
import { drawEvent, eventFloats, virtualSportsMath, virtualSportsMaxWin } from '../src/families/virtual-sports/index';
import { penaltyBoard, settlePenalty } from '../src/families/virtual-sports/penalty-markets';
import { overround } from '../src/families/virtual-sports/pricing';
import { raceBoard, settleRace } from '../src/families/virtual-sports/race-markets';
import { toNumber, toPercent } from '../src/shared/rational';
import { mulberry32 } from '../src/simulation/prng';
import { VIRTUAL_SPORTS_TITLES } from '../src/families/virtual-sports/titles';

const EVENTS = Number(process.env.VIRTUAL_EVENTS ?? 100_000);
/** A stake of 10,000 minor units makes every payout its odds exactly, with nothing rounded off. */
const STAKE = 10_000n;
const Z99 = 2.576;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const started = performance.now();
const rows: Record<string, string>[] = [];

for (const [index, [key, title]] of Object.entries(VIRTUAL_SPORTS_TITLES).entries()) {
  const { config } = title;
  const mathStarted = performance.now();
  const math = virtualSportsMath(config);
  const mathSeconds = seconds(mathStarted);
  const next = mulberry32(0x5eed + index);
  const sums = new Map(math.markets.map((m) => [m.market, { returned: 0, squares: 0 }]));
  const simStarted = performance.now();
  for (let event = 0; event < EVENTS; event += 1) {
    const floats = new FloatSource(Array.from({ length: eventFloats(config) }, next));
    // One settlement per market: a random offered selection of it, at the event's own board.
    const settle =
      config.sport === 'penalties'
        ? (() => {
            const result = drawEvent(config, floats);
            const board = penaltyBoard(config, result);
            return (market: string) => {
              const offered = board.filter((s) => s.market === market);
              const { pick } = offered[Math.floor(next() * offered.length)]!;
              return settlePenalty(config, result, { amount: STAKE, market: market as never, pick }, board);
            };
          })()
        : (() => {
            const result = drawEvent(config, floats);
            const board = raceBoard(config, result);
            return (market: string) => {
              const offered = board.filter((s) => s.market === market);
              const { pick } = offered[Math.floor(next() * offered.length)]!;
              return settleRace(config, result, { amount: STAKE, market: market as never, pick }, board);
            };
          })();
    for (const [market, sum] of sums) {
      const multiple = Number(settle(market)) / Number(STAKE);
      sum.returned += multiple;
      sum.squares += multiple * multiple;
    }
  }
  for (const market of math.markets) {
    const { returned, squares } = sums.get(market.market)!;
    const mean = returned / EVENTS;
    const standardError = Math.sqrt((squares / EVENTS - mean * mean) / EVENTS);
    rows.push({
      title: key,
      'stated RTP % (book)': `${title.rtp} (overround ${overround(config.bookRtp)})`,
      market: market.market,
      'least %': toPercent(market.lowest, 4),
      'exact average %': toPercent(market.average, 4),
      'sim %': (mean * 100).toFixed(3),
      '99 % CI': `${((mean - Z99 * standardError) * 100).toFixed(3)}–${((mean + Z99 * standardError) * 100).toFixed(3)}`,
      z: ((mean - toNumber(market.average)) / standardError).toFixed(2),
      'max win': virtualSportsMaxWin(config).toString(),
      'math s / sim s': `${mathSeconds} / ${seconds(simStarted)}`,
    });
  }
}
console.table(rows);
console.log(`${EVENTS.toLocaleString('en')} simulated events per title; total ${seconds(started)} s`);
