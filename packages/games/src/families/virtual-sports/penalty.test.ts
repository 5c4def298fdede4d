import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { generateFloats } from '../../fairness/floats';
import { add, mul, ratio, sum, type Rational } from '../../shared/rational';
import { drawPenalty, drawShootout, isDecided, penaltyFloats, type PenaltyConfig } from './penalty';
import { checkPenaltyBet, penaltyBoard, penaltyBook, settlePenalty } from './penalty-markets';
import { penaltyOutcomes, totalChance } from './penalty-math';

const config: PenaltyConfig = {
  sport: 'penalties',
  teams: ['Harbour', 'Valley', 'Rovers'],
  chances: [60, 80],
  suddenDeathRounds: 3,
  totalLine: 7,
  bookRtp: 9_600,
  schedule: { intervalSeconds: 120, closeSeconds: 10, runSeconds: 45 },
  limits: { minBet: 10n, maxBet: 10_000n },
};
const field = { home: 'Harbour', away: 'Valley', homeChance: 80, awayChance: 60 };
const SCORE = 0.5; // 50 of 100: under both chances
const MISS = 0.9;
const power = (p: Rational, n: number) => ratio(p.num ** BigInt(n), p.den ** BigInt(n));

describe('the shoot-out', () => {
  it('stops regulation once the side behind cannot catch up', () => {
    expect(isDecided(3, 0, 6)).toBe(true); // away has two kicks left
    expect(isDecided(3, 0, 5)).toBe(false); // away still has three
    expect(isDecided(0, 2, 5)).toBe(false); // home two kicks left: can reach 2
    expect(isDecided(0, 3, 6)).toBe(true);
    expect(isDecided(5, 5, 10)).toBe(false);
  });

  it('draws teams, chances, then kicks in alternation — worked by hand', () => {
    // Names: index 0 of 3 → Harbour, index 1 of the 2 left → Rovers; chances: 0.9 → 80, 0.1 → 60.
    const kicks = [SCORE, MISS, SCORE, MISS, SCORE, MISS];
    const floats = new FloatSource([0, 0.9, 0.9, 0.1, ...kicks, 0, 0]);
    const event = drawPenalty(config, floats);
    expect(event).toMatchObject({ home: 'Harbour', away: 'Rovers', homeChance: 80, awayChance: 60 });
    expect(event).toMatchObject({ homeGoals: 3, awayGoals: 0, suddenDeath: false });
    expect(event.kicks.map((k) => `${k.side[0]}${k.scored ? 'o' : 'x'}`)).toEqual(['ho', 'ax', 'ho', 'ax', 'ho', 'ax']);
    expect(floats.used).toBe(10);
  });

  it('goes to sudden death when level after five each, then to the decider after the last level round', () => {
    const level = Array<number>(10).fill(SCORE);
    const sudden = drawShootout(config, field, new FloatSource([...level, SCORE, MISS]));
    expect(sudden).toMatchObject({ homeGoals: 6, awayGoals: 5, suddenDeath: true });
    // Three level rounds (both score, both miss, both score); the decider's weights are 80 × 40 for home and
    // 20 × 60 for away: 0.75 × 4400 = 3300 is past home's 3200, so away wins it.
    const floats = new FloatSource([...level, SCORE, SCORE, MISS, MISS, SCORE, SCORE, 0.75]);
    const decided = drawShootout(config, field, floats);
    expect(decided).toMatchObject({ homeGoals: 7, awayGoals: 8, suddenDeath: true });
    expect(decided.kicks.slice(-2)).toEqual([
      { side: 'home', scored: false },
      { side: 'away', scored: true },
    ]);
    expect(floats.used).toBe(penaltyFloats(config) - 4);
  });

  it('recomputes the same event from its floats, within the floats it states', async () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const values = await generateFloats({ serverSeed: 'shootout', clientSeed: 'event', nonce }, penaltyFloats(config));
      const event = drawPenalty(config, new FloatSource(values));
      expect(drawPenalty(config, new FloatSource(values))).toEqual(event);
      expect(event.kicks.filter((k) => k.side === 'home' && k.scored)).toHaveLength(event.homeGoals);
      expect(event.kicks.filter((k) => k.side === 'away' && k.scored)).toHaveLength(event.awayGoals);
      expect(event.homeGoals).not.toBe(event.awayGoals);
      expect(event.suddenDeath).toBe(event.kicks.length > 10);
    }
  });
});

describe('the shoot-out math', () => {
  const a = ratio(4, 5);
  const b = ratio(3, 5);
  const outcomes = penaltyOutcomes(config, field);
  const chanceOf = (home: number, away: number, suddenDeath = false) =>
    outcomes.find((o) => o.homeGoals === home && o.awayGoals === away && o.suddenDeath === suddenDeath)?.chance;

  it('enumerates every ending, the chances adding up to one', () => {
    expect(sum(outcomes.map((o) => o.chance))).toEqual(ratio(1));
    // 3-0 ends after six kicks (three scored, three missed) or seven (home's one miss among its first three,
    // its fourth scored, away's four missed): a³ (1 − b)³ (1 + 3 (1 − a)) = 0.032768 × 1.6.
    expect(chanceOf(3, 0)).toEqual(mul(mul(power(a, 3), power(ratio(2, 5), 3)), ratio(8, 5)));
    expect(chanceOf(5, 5)).toBeUndefined();
  });

  it('keeps the sudden-death winner exact whatever the rounds allowed: level × h / (h + w)', () => {
    const level = sum(
      [0, 1, 2, 3, 4, 5].map((g) => {
        const ways = ratio([1, 5, 10, 10, 5, 1][g]! ** 2);
        return mul(ways, mul(mul(power(a, g), power(ratio(1, 5), 5 - g)), mul(power(b, g), power(ratio(2, 5), 5 - g))));
      }),
    );
    const home = mul(a, ratio(2, 5));
    const away = mul(ratio(1, 5), b);
    const homeShare = ratio(home.num * away.den, home.num * away.den + away.num * home.den);
    for (const rounds of [0, 1, 3, 20]) {
      const ends = penaltyOutcomes({ suddenDeathRounds: rounds }, field);
      expect(totalChance(ends, (o) => o.suddenDeath)).toEqual(level);
      expect(totalChance(ends, (o) => o.suddenDeath && o.homeGoals > o.awayGoals)).toEqual(mul(level, homeShare));
    }
  });

  it('prices each market from those chances and settles on the ending', () => {
    const book = penaltyBook(config, field);
    const homeWins = totalChance(outcomes, (o) => o.homeGoals > o.awayGoals);
    expect(book.find((s) => s.pick === 'home')!.chance).toEqual(homeWins);
    expect(add(homeWins, book.find((s) => s.pick === 'away')!.chance)).toEqual(ratio(1));
    // 3-0: 0.96 ÷ 0.0524288 = 18.310546875 → 18.31.
    expect(book.find((s) => s.market === 'correctScore' && s.pick === '3-0')!.odds).toBe(1_831);
    expect(book.filter((s) => s.market === 'total').map((s) => s.pick)).toEqual(['over', 'under']);
    const event = { ...field, kicks: [], homeGoals: 3, awayGoals: 0, suddenDeath: false };
    expect(settlePenalty(config, event, { amount: 100n, market: 'correctScore', pick: '3-0' })).toBe(1_831n);
    expect(settlePenalty(config, event, { amount: 100n, market: 'correctScore', pick: 'home-sd' })).toBe(0n);
    expect(settlePenalty(config, event, { amount: 100n, market: 'total', pick: 'over' })).toBe(0n);
    const under = book.find((s) => s.pick === 'under')!.odds;
    expect(settlePenalty(config, event, { amount: 100n, market: 'total', pick: 'under' })).toBe(BigInt(under));
  });

  it('refuses stakes out of limits and selections the board does not show', () => {
    expect(checkPenaltyBet(config, field, { amount: 9n, market: 'winner', pick: 'home' })).toBe(
      'The stake is below the minimum for this game.',
    );
    expect(checkPenaltyBet(config, field, { amount: 10n, market: 'correctScore', pick: '6-5' })).toBe(
      'This event offers no such selection.',
    );
    expect(checkPenaltyBet(config, field, { amount: 10n, market: 'winner', pick: 'draw' })).toBe('This event offers no such selection.');
    expect(checkPenaltyBet(config, field, { amount: 10n, market: 'correctScore', pick: 'away-sd' })).toBeNull();
    expect(penaltyBoard(config, field).every((s) => s.odds >= 101)).toBe(true);
  });
});
