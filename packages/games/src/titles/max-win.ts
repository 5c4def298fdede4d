import { HARDWAYS, MAX_ROLLS, oddsPay, POINTS, type CrapsConfig, type Pay } from '../families/craps/craps';
import { crashMaxWin } from '../families/crash/rtp';
import { diceMultiplier, MIN_WINNING_ROLLS } from '../families/dice/dice';
import { minesMultiplier, MAX_MINES, TILES } from '../families/mines/mines';
import { allSpots, coveredNumbers, POCKETS, ROULETTE_KINDS } from '../families/roulette/layout';
import { spotMaximum, type RouletteConfig } from '../families/roulette/roulette';
import { compileSlot } from '../families/slots/compile';
import { slotsFamily } from '../families/slots/engine';
import { maxRound, playStops } from '../families/slots/max-round';
import { toTenThousandths, winAt } from '../shared/stakes';
import { virtualSportsMaxWin } from '../families/virtual-sports/index';
import { blackjackMaxWin } from '../families/blackjack/titles';
import type { Title } from './index';
import { SLOT_BEST_WINDOWS } from '../families/slots/titles/best-windows';

// The most one round can pay at the title's largest bet, in the configuration's minor units. Nothing caps
// a win: this is what the player is told the round can reach, so it must never understate it.

/** Slot maximum wins by title key and coin value: the stored windows go by key. */
const slotMaxWins = new Map<string, bigint>();

/**
 * Slots: exact. The most a round pays (families/slots/max-round.ts), built from the title's best windows
 * that an exhaustive search of its strips found (./slot-best-windows.ts; the slots max-win benchmark
 * searches again and checks them), played through the engine at the largest coin value the title allows,
 * so that every win is rounded as in a real round. The catalogue's pays are whole coins (and whole stakes),
 * so no win is rounded and the figure is the maximum in every currency.
 */
function slotMaxWin(config: Extract<Title, { family: 'slots' }>['config']): bigint {
  const coin = config.coinValues.filter((coinValue) => slotsFamily.checkBet(config, { coinValue }) === null).at(-1)!;
  const cached = slotMaxWins.get(`${config.key}/${coin}`);
  if (cached !== undefined) return cached;
  const windows = SLOT_BEST_WINDOWS[config.key];
  if (!windows) throw new Error(`slot ${config.key}: no best windows; run families/slots/tuning/write-best-windows.ts`);
  const round = maxRound(compileSlot(config), windows);
  const win = playStops(config, coin, [round.paid, ...round.free]).win;
  slotMaxWins.set(`${config.key}/${coin}`, win);
  return win;
}

/**
 * Roulette: exact. For each pocket, the chips of one spin (at most maxRound) go first on the spots covering
 * it that return the most per chip (fewest numbers), each up to its own maximum: a fractional knapsack,
 * which the greedy order solves; the best pocket is the answer.
 */
function rouletteMaxWin({ limits }: RouletteConfig): bigint {
  const spots = allSpots().sort((a, b) => ROULETTE_KINDS[a.kind].covers - ROULETTE_KINDS[b.kind].covers);
  let best = 0n;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) {
    let budget = limits.maxRound;
    let win = 0n;
    for (const spot of spots) {
      const covers = coveredNumbers(spot);
      if (budget === 0n || !covers.includes(pocket)) continue;
      const chips = spotMaximum(limits, spot) < budget ? spotMaximum(limits, spot) : budget;
      win += chips * BigInt((POCKETS - 1) / covers.length);
      budget -= chips;
    }
    if (win > best) best = win;
  }
  return best;
}

/**
 * Craps: an upper bound. Every bet at the largest stake paid at its top pay in one round: the line bet
 * even money, the most odds at true odds (largest where the multiple times the pay is), the field's top pay,
 * every place bet and every hardway; and a come and a don't come bet put down before each roll after the
 * come-out, of which at most one of the two wins (they stand on the same number), so at most 2 × the stake
 * back for each pair. No round wins all of them (a come-out 12 pays the field but ends the round), so the
 * figure is safe, not exact.
 */
function crapsMaxWin(config: CrapsConfig): bigint {
  const { maxBet } = config.limits;
  const paid = (stake: bigint, [num, den]: Pay) => stake + (stake * BigInt(num)) / BigInt(den);
  const odds = POINTS.map((point) => paid(maxBet * BigInt(config.oddsMultiple[point]), oddsPay('pass', point))).reduce((a, b) =>
    a > b ? a : b,
  );
  const field = paid(maxBet, [Math.max(1, config.field.two, config.field.twelve), 1]);
  const place = POINTS.reduce((sum, point) => sum + paid(maxBet, config.place[point]), 0n);
  const hardways = HARDWAYS.reduce((sum, point) => sum + paid(maxBet, config.hardways[point]), 0n);
  const come = BigInt(MAX_ROLLS - 1) * 2n * maxBet;
  return 2n * maxBet + odds + field + place + hardways + come;
}

/** Dice, mines, plinko, scratch, video poker, lottery, card duels, three card poker, fishing and blackjack: exact, the largest multiplier the configuration offers at the largest stake. */
export function maxWin(title: Title): bigint {
  switch (title.family) {
    case 'slots':
      return slotMaxWin(title.config);
    case 'roulette':
      return rouletteMaxWin(title.config);
    case 'dice':
      return winAt(title.config.limits.maxBet, diceMultiplier(title.config, { direction: 'under', target: MIN_WINNING_ROLLS }));
    case 'mines': {
      let best = 0;
      for (let mines = 1; mines <= MAX_MINES; mines += 1) best = Math.max(best, minesMultiplier(title.config, mines, TILES - mines));
      return winAt(title.config.limits.maxBet, best);
    }
    case 'plinko': {
      const multipliers = Object.values(title.config.tables).flatMap((board) => Object.values(board ?? {}).flat());
      return winAt(title.config.limits.maxBet, Math.max(...multipliers.map(toTenThousandths)));
    }
    case 'scratch':
      return title.config.limits.maxBet * BigInt(Math.max(...title.config.prizes.map((prize) => prize.multiplier)));
    case 'videoPoker':
      // Every paying hand can be dealt, so the top pay of the table is reached.
      return title.config.limits.maxBet * BigInt(Math.max(...Object.values(title.config.pays).map((pays) => pays ?? 0)));
    case 'threeCardPoker': {
      // A straight flush that beats a qualifying dealer: ante and play back twice, the ante bonus, and the
      // pair plus at its top pay with its stake, both bets at the largest stake.
      const { limits, anteBonus, pairPlus } = title.config;
      const top = (pays: Partial<Record<string, number>>) => BigInt(Math.max(...Object.values(pays).map((pay) => pay ?? 0)));
      return limits.maxBet * (4n + top(anteBonus)) + limits.maxBet * (1n + top(pairPlus));
    }
    case 'craps':
      return crapsMaxWin(title.config);
    case 'casinoHoldem': {
      // A royal flush in the first five cards that beats a qualifying dealer: the ante at its top pay with
      // its stake, the call (two antes) back twice, and the AA bonus at its top pay with its stake.
      const { limits, ante, aaBonus } = title.config;
      const top = (pays: Partial<Record<string, number>>) => BigInt(Math.max(...Object.values(pays).map((pay) => pay ?? 0)));
      return limits.maxBet * (1n + top(ante) + 4n) + limits.maxBet * (1n + top(aaBonus));
    }
    case 'blackjack':
      // Four split hands, each doubled and winning: reached (the title's tests deal it).
      return blackjackMaxWin(title.config);
    case 'lottery':
      // Every pick count can hit all its numbers, so each table's top pay is reached.
      return winAt(title.config.limits.maxBet, Math.max(...Object.values(title.config.pays).flat().map(toTenThousandths)));
    case 'cardDuel':
      // The spots of a round share maxBet, so all of it on the best-paying spot is the most; every outcome can be dealt.
      return winAt(
        title.config.limits.maxBet,
        Math.max(...Object.values(title.config.pays).flatMap((pays) => Object.values(pays ?? {}).map(toTenThousandths))),
      );
    case 'fishing':
      // Every target can be caught, the top one included.
      return title.config.limits.maxBet * BigInt(Math.max(...title.config.targets.map((target) => target.multiplier)));
    case 'crash':
      // Every bet still in at the cap is paid there: the cap times the largest stake.
      return crashMaxWin(title.config.limits.maxBet, title.config.maxMultiplier);
    case 'virtualSports':
      // Exact: the longest price any field offers at the largest stake.
      return virtualSportsMaxWin(title.config);
  }
}
