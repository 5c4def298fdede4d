import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { generateFloats } from '../../fairness/floats';
import { ratio } from '../../shared/rational';
import {
  drawOrder,
  drawRace,
  forecastChance,
  placeChance,
  raceFloats,
  reverseForecastChance,
  topChance,
  winChance,
  type RaceConfig,
} from './race';
import { checkRaceBet, raceBoard, raceBook, selectionReturn, settleRace } from './race-markets';

const trio: RaceConfig = {
  sport: 'greyhounds',
  runners: 3,
  names: ['Ace', 'Bolt', 'Comet', 'Dash'],
  tiers: [1, 2, 3],
  bookRtp: 9_500,
  markets: ['win', 'eachWay', 'forecast', 'reverseForecast'],
  eachWay: { places: 2, fraction: 4 },
  schedule: { intervalSeconds: 120, closeSeconds: 10, runSeconds: 40 },
  limits: { minBet: 10n, maxBet: 1_000n },
};
/** Strengths 1, 2, 3 (total 6) on race-card numbers 1, 2, 3. */
const strengths = [1, 2, 3];
const event = {
  field: [
    { name: 'Ace', strength: 1 },
    { name: 'Bolt', strength: 2 },
    { name: 'Comet', strength: 3 },
  ],
  order: [2, 0, 1],
};
const find = (market: string, pick: string) => raceBook(trio, strengths).find((s) => s.market === market && s.pick === pick)!;

describe('the Harville race', () => {
  it('draws each place in proportion to the strengths left — worked by hand', () => {
    // Total 6: 0.5 → ticket 3, past runner 0 (1) and 1 (2), so runner 2 wins; then total 3: 0.1 → ticket 0, runner 0.
    expect(drawOrder(strengths, new FloatSource([0.5, 0.1]))).toEqual([2, 0, 1]);
    expect(drawOrder(strengths, new FloatSource([0.1, 0.5]))).toEqual([0, 2, 1]);
    // Ticket 2 of 6 is runner 1's second: then 0.99 of the 4 left → ticket 3, runner 2.
    expect(drawOrder(strengths, new FloatSource([2.5 / 6, 0.99]))).toEqual([1, 2, 0]);
  });

  it('gives win, place, forecast and reverse forecast chances in closed form', () => {
    expect(winChance(strengths, 0)).toEqual(ratio(1, 6));
    expect(forecastChance(strengths, 2, 1)).toEqual(ratio(1, 3)); // 3/6 · 2/3
    // Runner 1st of strength 1 second: 2/6 · 1/4 + 3/6 · 1/3 = 1/4; last 7/12.
    expect(placeChance(strengths, 0, 2)).toEqual(ratio(1, 4));
    expect(placeChance(strengths, 0, 3)).toEqual(ratio(7, 12));
    expect(topChance(strengths, 2, 2)).toEqual(ratio(17, 20)); // 1/2 + 1/6 · 3/5 + 2/6 · 3/4
    expect(reverseForecastChance(strengths, 0, 2)).toEqual(ratio(4, 15)); // 1/6 · 3/5 + 1/2 · 1/3
    for (let runner = 0; runner < 3; runner += 1) expect(topChance(strengths, runner, 3)).toEqual(ratio(1));
  });

  it('derives the field and the order from the event floats alone, using exactly its floats', async () => {
    const horses: RaceConfig = { ...trio, runners: 4, tiers: [3, 5, 8] };
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const values = await generateFloats({ serverSeed: 'race', clientSeed: 'event', nonce }, raceFloats(horses));
      const floats = new FloatSource(values);
      const race = drawRace(horses, floats);
      expect(floats.used).toBe(11);
      expect(new Set(race.field.map((r) => r.name)).size).toBe(4);
      expect(race.field.every((r) => horses.tiers.includes(r.strength))).toBe(true);
      expect([...race.order].sort()).toEqual([0, 1, 2, 3]);
      expect(drawRace(horses, new FloatSource(values))).toEqual(race);
    }
  });
});

describe('the race book', () => {
  it('prices bookRtp ÷ chance rounded down to the hundredth — worked by hand', () => {
    expect(find('win', '1')).toMatchObject({ odds: 570, chance: ratio(1, 6) }); // 0.95 × 6
    expect(find('win', '3').odds).toBe(190);
    expect(find('forecast', '3-2').odds).toBe(285); // 0.95 × 3
    expect(find('reverseForecast', '1-3').odds).toBe(356); // 0.95 × 15/4 = 3.5625
    expect(selectionReturn(find('reverseForecast', '1-3'))).toEqual(ratio(4 * 356, 15 * 100)); // 94.93 %
    // Forecast 1-2: 1/6 · 2/5 = 1/15 → 14.25.
    expect(find('forecast', '1-2').odds).toBe(1_425);
    expect(raceBook(trio, strengths).filter((s) => s.market === 'forecast')).toHaveLength(6);
    expect(raceBook(trio, strengths).filter((s) => s.market === 'reverseForecast')).toHaveLength(3);
  });

  it('pays each-way places at the fraction of the win odds, capped at the place chance’s own price', () => {
    // Runner 1: win 5.70; place (first 2, chance 5/12) 1 + 4.70/4 = 2.175 → 2.17, under its own 2.28.
    expect(find('eachWay', '1')).toMatchObject({ odds: 570, placeOdds: 217 });
    // Runner 3: win 1.90; 1 + 0.90/4 = 1.225, but a place chance of 17/20 prices 0.95 ÷ 0.85 → 1.11.
    expect(find('eachWay', '3')).toMatchObject({ odds: 190, placeOdds: 111 });
    expect(selectionReturn(find('eachWay', '3'))).toEqual(ratio(94_675, 100_000)); // (0.95 + 0.9435) ÷ 2
  });

  it('renumbers the book of the same strengths in another race-card order', () => {
    // Strengths 3, 1, 2: runner 1 is the favourite at 1.90, forecast 1-3 (strength 3 then 2) 3/6 · 2/3 → 2.85.
    const book = raceBook(trio, [3, 1, 2]);
    expect(book.filter((s) => s.market === 'win').map((s) => [s.pick, s.odds])).toEqual([
      ['1', 190],
      ['2', 570],
      ['3', 285],
    ]);
    expect(book.find((s) => s.market === 'forecast' && s.pick === '1-3')!.odds).toBe(285);
    expect(book.find((s) => s.market === 'reverseForecast' && s.pick === '1-2')!.odds).toBe(356); // strengths 3 and 1
    expect(book.find((s) => s.market === 'eachWay' && s.pick === '1')).toMatchObject({ odds: 190, placeOdds: 111 });
    expect(book.filter((s) => s.market === 'reverseForecast').map((s) => s.pick)).toEqual(['1-2', '1-3', '2-3']);
  });

  it('returns no selection above the book’s RTP', () => {
    for (const selection of raceBook(trio, strengths)) {
      const back = selectionReturn(selection);
      expect(back.num * 10_000n <= BigInt(trio.bookRtp) * back.den, `${selection.market} ${selection.pick}`).toBe(true);
    }
  });
});

describe('race settlement', () => {
  it('pays the stake at the odds, rounded down, when the pick came in — worked by hand', () => {
    expect(settleRace(trio, event, { amount: 100n, market: 'win', pick: '3' })).toBe(190n);
    expect(settleRace(trio, event, { amount: 33n, market: 'win', pick: '1' })).toBe(0n);
    expect(settleRace(trio, event, { amount: 100n, market: 'forecast', pick: '3-1' })).toBe(570n); // chance 1/6
    expect(settleRace(trio, event, { amount: 100n, market: 'forecast', pick: '1-3' })).toBe(0n);
    expect(settleRace(trio, event, { amount: 10n, market: 'reverseForecast', pick: '1-3' })).toBe(35n); // 35.6
    // Each-way 101 on 3: won and placed, 101 × (1.90 + 1.11) ÷ 2 = 152.005; placed only 101 × 1.11 ÷ 2 = 56.055.
    expect(settleRace(trio, event, { amount: 101n, market: 'eachWay', pick: '3' })).toBe(152n);
    expect(settleRace(trio, { ...event, order: [0, 2, 1] }, { amount: 101n, market: 'eachWay', pick: '3' })).toBe(56n);
    expect(settleRace(trio, { ...event, order: [0, 1, 2] }, { amount: 101n, market: 'eachWay', pick: '3' })).toBe(0n);
  });

  it('refuses stakes out of limits and selections the book does not offer', () => {
    expect(checkRaceBet(trio, event, { amount: 9n, market: 'win', pick: '1' })).toBe('The stake is below the minimum for this game.');
    expect(checkRaceBet(trio, event, { amount: 1_001n, market: 'win', pick: '1' })).toBe('The stake is above the maximum for this game.');
    expect(checkRaceBet(trio, event, { amount: 10n, market: 'position', pick: '1:1' })).toBe('This event offers no such market.');
    expect(checkRaceBet(trio, event, { amount: 10n, market: 'win', pick: '4' })).toBe('This event offers no such selection.');
    expect(checkRaceBet(trio, event, { amount: 10n, market: 'forecast', pick: '2-2' })).toBe('This event offers no such selection.');
    expect(checkRaceBet(trio, event, { amount: 10n, market: 'reverseForecast', pick: '3-1' })).toBe('This event offers no such selection.');
    expect(checkRaceBet(trio, event, { amount: 10n, market: 'eachWay', pick: '2' })).toBeNull();
    expect(raceBoard(trio, event).find((s) => s.market === 'win' && s.pick === '2')).toEqual({ market: 'win', pick: '2', odds: 285 });
    expect(() => settleRace(trio, event, { amount: 10n, market: 'win', pick: '9' })).toThrow(/no selection/);
  });
});
