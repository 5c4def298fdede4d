import { describe, expect, it } from 'vitest';
import { FloatSource } from '../fairness/float-source';
import { cardDuelSpots, type CardDuelSpot } from '../families/card-duel/card-duel';
import { CRAPS_FLOATS, crapsFamily, POINTS, tableFromSteps } from '../families/craps/craps';
import { outcomeCounts } from '../families/card-duel/rtp';
import { cashOutWin, MIN_CASH_OUT } from '../families/crash/crash';
import { reachChance } from '../families/crash/rtp';
import { diceMultiplier, winningRolls, type DiceBet } from '../families/dice/dice';
import { allowedDiceTargets } from '../families/dice/rtp';
import { BINGO_CARD_SIZE, pickCounts } from '../families/lottery/lottery';
import { hitChance } from '../families/lottery/rtp';
import { MAX_MINES, minesMultiplier, survivalOdds, TILES } from '../families/mines/mines';
import { PLINKO_RISKS, plinkoMultipliers } from '../families/plinko/plinko';
import { MAX_ROUNDING_LOSS_PP, ROUNDING_FREE_STAKE } from '../shared/rounding';
import { MULTIPLIER_SCALE, toTenThousandths, winAt } from '../shared/stakes';
import { penaltyBook, type PricedPenaltySelection } from '../families/virtual-sports/penalty-markets';
import { payAt } from '../families/virtual-sports/pricing';
import { raceBook, type PricedRaceSelection } from '../families/virtual-sports/race-markets';
import { tierFields } from '../families/virtual-sports/rtp';
import { toNumber } from '../shared/rational';
import { TITLES, type Title } from './index';
import { checkRounding, checkRoundingAction, openingStake, paidMinimum, roundingChoices } from './rounding';
import { stakeLimitsOf } from './stake-limits';

// What a bet returns at a stake, from the engines' own win functions: Σ chance × (win paid − exact win),
// in percentage points of the stake. Each "way" is one way of playing the bet to its end (a mines or crash
// bet is played to one cash-out).
type Way = { chance: number; exact: number; paid: (stake: bigint) => bigint }[];
type BetWays = { bet: (stake: bigint) => unknown; ways: Way[] };

const PLACE_WAYS = { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 } as const;
const scaled = (multiplier: number) => (stake: bigint) => winAt(stake, multiplier);
const lossOf = (way: Way, stake: bigint) =>
  (100 * way.reduce((lost, { chance, exact, paid }) => lost + chance * (exact * Number(stake) - Number(paid(stake))), 0)) / Number(stake);

function betsOf(title: Title): BetWays[] {
  switch (title.family) {
    case 'dice':
      // Every 49th target (400 of them, both directions, from 0.01 % to 98 %): all 19,600 at every stake take minutes.
      return allowedDiceTargets()
        .filter((_, i) => i % 49 === 0)
        .map((target) => {
          const multiplier = diceMultiplier(title.config, target);
          const way: Way = [{ chance: winningRolls(target) / 10_001, exact: multiplier / MULTIPLIER_SCALE, paid: scaled(multiplier) }];
          return { bet: (amount) => ({ amount, ...target }) satisfies DiceBet, ways: [way] };
        });
    case 'mines':
      return Array.from({ length: MAX_MINES }, (_, i) => i + 1).map((mines) => ({
        bet: (amount) => ({ amount, mines }),
        ways: Array.from({ length: TILES - mines }, (_, i) => {
          const { ways, of } = survivalOdds(mines, i + 1);
          const multiplier = minesMultiplier(title.config, mines, i + 1);
          return [{ chance: Number(ways) / Number(of), exact: multiplier / MULTIPLIER_SCALE, paid: scaled(multiplier) }];
        }),
      }));
    case 'plinko':
      return Object.keys(title.config.tables).flatMap((key) =>
        PLINKO_RISKS.map((risk) => {
          const rows = Number(key);
          const slots = plinkoMultipliers(title.config, rows, risk).map((multiplier, slot) => {
            let paths = 1;
            for (let i = 0; i < slot; i += 1) paths = (paths * (rows - i)) / (i + 1);
            const m = toTenThousandths(multiplier);
            return { chance: paths / 2 ** rows, exact: m / MULTIPLIER_SCALE, paid: scaled(m) };
          });
          return { bet: (amount: bigint) => ({ amount, rows, risk }), ways: [slots] };
        }),
      );
    case 'lottery': {
      const config = title.config;
      return pickCounts(config).map((picks) => ({
        bet: (amount) => ({ amount, picks: config.game === 'bingo' ? [] : Array.from({ length: picks }, (_, i) => i + 1) }),
        ways: [
          config.pays[config.game === 'bingo' ? BINGO_CARD_SIZE : picks]!.map((pay, hits) => {
            const chance = hitChance(config, picks, hits);
            return { chance: Number(chance.num) / Number(chance.den), exact: pay, paid: scaled(toTenThousandths(pay)) };
          }),
        ],
      }));
    }
    case 'cardDuel': {
      const { counts, total } = outcomeCounts(title.config);
      return cardDuelSpots(title.config).map((spot: CardDuelSpot) => ({
        bet: (amount) => ({ spots: [{ spot, amount }] }),
        ways: [
          (['player', 'banker', 'tie'] as const).map((outcome) => {
            const pay = title.config.pays[spot]![outcome];
            return { chance: Number(counts[outcome]) / Number(total), exact: pay, paid: scaled(toTenThousandths(pay)) };
          }),
        ],
      }));
    }
    case 'crash': {
      const ways: Way[] = [];
      for (let target = MIN_CASH_OUT; target <= title.config.maxMultiplier; target += 1) {
        const reach = reachChance(target);
        ways.push([{ chance: Number(reach.num) / Number(reach.den), exact: target / 100, paid: (stake) => cashOutWin(stake, target) }]);
      }
      return [{ bet: (amount) => ({ amount, autoCashOut: null }), ways }];
    }
    case 'craps': {
      // Place bets (the line, field and hardways pay whole multiples); odds are a decision, checked below.
      const config = title.config;
      return POINTS.map((point) => {
        const [num, den] = config.place[point];
        const chance = PLACE_WAYS[point] / (PLACE_WAYS[point] + 6);
        return {
          bet: (amount: bigint) => ({ line: 'pass', amount: 500n, field: 0n, place: { [point]: amount }, hardways: {} }),
          ways: [[{ chance, exact: 1 + num / den, paid: (stake: bigint) => stake + (stake * BigInt(num)) / BigInt(den) }]],
        };
      });
    }
    case 'blackjack':
      // A natural pays 3 to 2 with the stake; every other pay is a whole multiple of it.
      return [{ bet: () => ({}), ways: [[{ chance: 8 / 169, exact: 2.5, paid: (stake) => (stake * 5n) / 2n }]] }];
    case 'virtualSports':
      return virtualBets(title.config);
    default:
      return [];
  }
}

/**
 * Every selection of every field a virtual sports title can draw, paid as settlement pays it: stake × odds
 * rounded down; each-way (stake × (win + place odds)) rounded down, halved and rounded down when it wins,
 * the place half alone when it only places. Selections alike in price and chances are checked once.
 */
function virtualBets(config: Extract<Title, { family: 'virtualSports' }>['config']): BetWays[] {
  type Field = { event: unknown; book: (PricedRaceSelection | PricedPenaltySelection)[] };
  const fields: Field[] =
    config.sport === 'penalties'
      ? config.chances.flatMap((homeChance) =>
          config.chances.map((awayChance) => {
            const event = { home: 'home', away: 'away', homeChance, awayChance };
            return { event, book: penaltyBook(config, event) };
          }),
        )
      : tierFields(config.tiers, config.runners).map(({ strengths }) => ({
          event: { field: strengths.map((strength, i) => ({ name: `${i + 1}`, strength })) },
          book: raceBook(config, strengths),
        }));
  const bets = new Map<string, BetWays>();
  for (const { event, book } of fields)
    for (const s of book) {
      const key = `${s.market} ${s.odds} ${'placeOdds' in s ? s.placeOdds : ''} ${s.chance.num}/${s.chance.den}`;
      if (bets.has(key)) continue;
      const q = toNumber(s.chance);
      const { placeOdds, placeChance } = s as PricedRaceSelection;
      const way: Way =
        placeOdds === undefined
          ? [{ chance: q, exact: s.odds / 100, paid: (stake) => payAt(stake, s.odds) }]
          : [
              { chance: q, exact: (s.odds + placeOdds) / 200, paid: (stake) => payAt(stake, s.odds + placeOdds) / 2n },
              { chance: toNumber(placeChance!) - q, exact: placeOdds / 200, paid: (stake) => payAt(stake, placeOdds) / 2n },
            ];
      bets.set(key, { bet: (amount) => ({ amount, market: s.market, pick: s.pick, event }), ways: [way] });
    }
  return [...bets.values()];
}

describe('rounding wins down to the minor unit', () => {
  it('refuses the bets it cost most at €0.10: dice at ×1.0999, crash, Forest Keno pick 6', () => {
    const dice = TITLES.EmberDice!;
    const target = allowedDiceTargets().find((t) => dice.family === 'dice' && diceMultiplier(dice.config, t) === 10_999)!;
    expect(checkRounding(dice, { amount: 10n, ...target })).toMatch(/raise the stake/);
    expect(checkRounding(TITLES.OrbitRush!, { amount: 10n, autoCashOut: 109 })).toMatch(/raise the stake/);
    expect(checkRounding(TITLES.ForestKeno!, { amount: 10n, picks: [1, 2, 3, 4, 5, 6] })).toMatch(/raise the stake/);
    // Where wins are whole units, or the stake is large enough, the same bets are taken.
    expect(checkRounding(dice, { amount: 1_000n, ...target })).toBeNull();
    expect(checkRounding(TITLES.OrbitRush!, { amount: 100n, autoCashOut: 109 })).toBeNull();
    expect(checkRounding(TITLES.ForestKeno!, { amount: 100n, picks: [1, 2, 3, 4, 5, 6] })).toBeNull();
  });

  // Seconds: every dice target and crash cash-out at every stake up to the bound.
  it('keeps every allowed bet of every title within 0.1 pp of its exact return, at every stake of every currency', () => {
    const seen = new Set<string>();
    for (const [key, title] of Object.entries(TITLES)) {
      // Titles that share a configuration (the four crash titles) are checked once.
      const config = JSON.stringify([title.family, title.config], (_, value: unknown) => (typeof value === 'bigint' ? `${value}` : value));
      if (seen.has(config)) continue;
      seen.add(config);
      const bets = betsOf(title);
      let worst = { loss: 0, stake: 0n };
      // No currency's minimum is fewer minor units than the euro's cents; a stake is its count of minor units.
      for (let stake = stakeLimitsOf(title).minBet; stake < ROUNDING_FREE_STAKE; stake += 1n) {
        for (const { bet, ways } of bets) {
          if (checkRounding(title, bet(stake)) !== null) continue;
          for (const way of ways) {
            const loss = lossOf(way, stake);
            if (loss > worst.loss) worst = { loss, stake };
          }
        }
      }
      expect(worst.loss, `${key} at ${worst.stake}`).toBeLessThanOrEqual(MAX_ROUNDING_LOSS_PP + 1e-9);
      // From the bound on, no way of playing has chances above 1, and each pay loses under one unit.
      for (const { ways } of bets)
        for (const way of ways) expect(way.reduce((sum, { chance }) => sum + chance, 0)).toBeLessThanOrEqual(1 + 1e-12);
    }
  }, 120_000);

  it('refuses odds behind the line that rounding would cost more than 0.1 pp, and takes them on the cent', () => {
    const canyon = TITLES.CrapsCanyon!;
    if (canyon.family !== 'craps') throw new Error('a craps title');
    // A come-out of 2 and 4 sets the point 6: odds pay 6 to 5, won 5 times in 11.
    const faces = [2, 4, ...Array.from({ length: CRAPS_FLOATS - 2 }, (_, i) => 1 + (i % 2))];
    const state = crapsFamily.open(
      canyon.config,
      { line: 'pass', amount: 600n, field: 0n, place: {}, hardways: {} },
      new FloatSource(faces.map((face) => (face - 0.5) / 6)),
    );
    expect(tableFromSteps(state.steps).point).toBe(6);
    // 1.01 × 6/5 pays 1.21 of 1.212: (5/11) · 0.2 / 101 = 0.09 pp, taken; 1.02 pays 1.224 as 1.22: 0.18 pp, refused.
    expect(checkRoundingAction(canyon, state, { kind: 'odds', amount: 101n })).toBeNull();
    expect(checkRoundingAction(canyon, state, { kind: 'odds', amount: 102n })).toMatch(/raise the stake/);
    expect(checkRoundingAction(canyon, state, { kind: 'odds', amount: 500n })).toBeNull();
    for (let amount = 1n; amount < ROUNDING_FREE_STAKE; amount += 1n) {
      if (checkRoundingAction(canyon, state, { kind: 'odds', amount }) !== null) continue;
      const left = Number((amount * 6n) % 5n) / 5;
      expect((100 * (5 / 11) * left) / Number(amount), `odds ${amount}`).toBeLessThanOrEqual(MAX_ROUNDING_LOSS_PP);
    }
  });

  it('moves a minimum up to the first stake some bet is paid in full at', () => {
    expect([100n, 108n, 950n, 2_000n].map((min) => paidMinimum(TITLES.OrbitRush!, min))).toEqual([100n, 200n, 950n, 2_000n]);
    expect(paidMinimum(TITLES.LighthouseMines!, 10n)).toBe(12n);
    expect(paidMinimum(TITLES.PearlDiverBingo!, 10n)).toBe(20n);
    expect(paidMinimum(TITLES.EmberDice!, 10n)).toBe(10n);
    expect(paidMinimum(TITLES.LuckyLanterns!, 1n)).toBe(1n);
  });

  it('opens a choice at the first stake from the minimum where it is paid in full', () => {
    const dice = TITLES.EmberDice!;
    const evens = (amount: bigint) => ({ amount, direction: 'under', target: 5000 });
    const stake = openingStake(dice, evens, 10n);
    expect(stake).toBeGreaterThan(10n);
    for (let refused = 10n; refused < stake; refused += 1n) expect(checkRounding(dice, evens(refused))).toMatch(/raise the stake/);
    expect(checkRounding(dice, evens(stake))).toBeNull();
    expect(openingStake(dice, evens, 2_000n)).toBe(2_000n);
  });

  it('lists a choice for every title whose pays are not whole multiples of the stake, virtual sports included', () => {
    const rounded = Object.entries(TITLES).filter(([, title]) => [...roundingChoices(title)].length > 0);
    expect(new Set(rounded.map(([, title]) => title.family))).toEqual(
      new Set(['dice', 'mines', 'plinko', 'lottery', 'cardDuel', 'crash', 'blackjack', 'craps', 'virtualSports']),
    );
  });

  it('refuses a virtual sports bet whose price rounding would cost more than 0.1 pp at its stake, by the event’s own book', () => {
    // A shoot-out of a side scoring 85 % against one scoring 65 %: the home win at 1.17 (chance 0.819) pays
    // €0.11 of €0.117 on €0.10, 4.8 pp of its return; the away win at 5.30 pays to the cent.
    const shootout = TITLES.PenaltyShootout!;
    const sides = { home: 'Harbour City', away: 'Red Valley', homeChance: 85, awayChance: 65 };
    const onSides = (amount: bigint, pick: string) => ({ amount, market: 'winner', pick, event: sides });
    expect(checkRounding(shootout, onSides(10n, 'home'))).toMatch(/raise the stake.*multiples of 100/);
    expect(checkRounding(shootout, onSides(100n, 'home'))).toBeNull();
    expect(checkRounding(shootout, onSides(10n, 'away'))).toBeNull();
    // Derby Day, runners in race-card order (the book renumbers them): runner 1 (strength 8 of 38) wins at
    // 4.51, €0.50 pays €2.25 of €2.255 (0.21 pp); each-way at 4.51 and 1.67 needs multiples of 2.00 when only placed.
    const derby = TITLES.DerbyDay!;
    const event = { field: [8, 3, 4, 5, 6, 3, 4, 5].map((strength, i) => ({ name: `${i + 1}`, strength })) };
    const onRunner = (amount: bigint, market: string, pick: string) => ({ amount, market, pick, event });
    expect(checkRounding(derby, onRunner(50n, 'win', '1'))).toMatch(/raise the stake/);
    expect(checkRounding(derby, onRunner(100n, 'win', '1'))).toBeNull();
    expect(checkRounding(derby, onRunner(50n, 'win', '2'))).toBeNull(); // 12.03 on 0.50 loses 0.5 cent 1 time in 12.7
    expect(checkRounding(derby, onRunner(100n, 'eachWay', '1'))).toMatch(/each-way.*multiples of 200/);
    expect(checkRounding(derby, onRunner(200n, 'eachWay', '1'))).toBeNull();
    // A selection the event does not offer is left to the family's own check.
    expect(checkRounding(derby, onRunner(50n, 'win', '9'))).toBeNull();
    // Some selection is taken at each title's minimum, which therefore stays.
    for (const key of ['DerbyDay', 'PenaltyShootout', 'GreyhoundGrandPrix', 'VirtualSpeedway'])
      expect(paidMinimum(TITLES[key]!, stakeLimitsOf(TITLES[key]!).minBet)).toBe(stakeLimitsOf(TITLES[key]!).minBet);
  });
});
