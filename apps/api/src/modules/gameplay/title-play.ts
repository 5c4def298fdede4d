import type { TCurrencyCode, TPlayAction, TPlayBet, TPlayGameView, TPlaySession } from '@casino/contracts';
import {
  aaBonusRtp,
  AA_BONUS_HANDS,
  BLACKJACK_DECKS,
  BLACKJACK_MAX_HANDS,
  blackjackFamily,
  blackjackMaxWin,
  cardDuelFamily,
  casinoHoldemFamily,
  checkHoldemAction,
  checkHoldemBet,
  POKER_HANDS,
  cardDuelMath,
  checkCrapsAction,
  checkCrapsBet,
  CRAPS_HARDWAYS,
  CRAPS_MAX_ROLLS,
  CRAPS_POINTS,
  crapsFamily,
  crapsMath,
  checkBlackjackAction,
  checkBlackjackBet,
  checkCardDuelBet,
  checkFishingBet,
  checkLotteryPicks,
  checkMinesAction,
  checkThreeCardAction,
  checkThreeCardBet,
  checkVideoPokerAction,
  DEUCES_HANDS,
  diceFamily,
  fishingFamily,
  fishingMath,
  lotteryFamily,
  maxWin,
  minesFamily,
  overround,
  plinkoFamily,
  rouletteFamily,
  scratchFamily,
  slotsFamily,
  slotStake,
  stakeLimitsOf,
  STANDARD_HANDS,
  THREE_CARD_HANDS,
  threeCardPokerFamily,
  toPercent,
  videoPokerFamily,
  type BlackjackState,
  type CrapsConfig,
  type CrapsState,
  type GameFamily,
  type HoldemState,
  type MinesState,
  type RoundState,
  type ThreeCardState,
  type Title,
  type VideoPokerHand,
  type VideoPokerState,
} from '@casino/games';
import { badRequest, conflict } from '../../lib/errors';
import { toMajorUnits, toMinorUnits } from '../../lib/money';
import type { EurCentsConverter } from '../games';

// A title as one session plays it: its configuration in the session's currency, what the client is shown
// of it, and the player's bet turned into the engine's.

// The engines differ in their types; the platform hands each its own title's configuration and bets.
type AnyFamily = GameFamily<unknown, unknown, unknown, unknown>;
const FAMILIES: Record<Exclude<Title['family'], 'crash' | 'virtualSports'>, AnyFamily> = {
  slots: slotsFamily as AnyFamily,
  roulette: rouletteFamily as AnyFamily,
  dice: diceFamily as AnyFamily,
  mines: minesFamily as AnyFamily,
  plinko: plinkoFamily as AnyFamily,
  scratch: scratchFamily as AnyFamily,
  videoPoker: videoPokerFamily as AnyFamily,
  lottery: lotteryFamily as AnyFamily,
  threeCardPoker: threeCardPokerFamily as AnyFamily,
  cardDuel: cardDuelFamily as AnyFamily,
  fishing: fishingFamily as AnyFamily,
  craps: crapsFamily as AnyFamily,
  casinoHoldem: casinoHoldemFamily as AnyFamily,
  blackjack: blackjackFamily as AnyFamily,
};

/**
 * The engine that plays a title's rounds. Crash and virtual sports titles have none: their bets join the
 * title's live round (ADR 018) or one of its scheduled events (ADR 020).
 */
export function engineOf(title: Title): AnyFamily {
  if (title.family === 'crash') throw conflict("This game's bets go to its live round.");
  if (title.family === 'virtualSports') throw conflict("This game's bets go to its scheduled events.");
  return FAMILIES[title.family];
}

/**
 * The title with its limits (and coin values) converted from EUR cents, rounded up like every converted
 * minimum. Converting changes only the unit: the pays are multiples of the stake, so the RTP stays. A slot's
 * stake limits are its smallest and largest coin × lines, as in EUR (the coin values span them exactly).
 */
export function titleInCurrency(title: Title, convert: EurCentsConverter): Title {
  switch (title.family) {
    case 'slots': {
      const coinValues = [...new Set(title.config.coinValues.map(convert))].sort((a, b) => (a < b ? -1 : 1));
      const stakeOf = (coinValue: bigint) => slotStake(title.config, { coinValue });
      const config = { ...title.config, coinValues, minStake: stakeOf(coinValues[0]!), maxStake: stakeOf(coinValues.at(-1)!) };
      return { ...title, config };
    }
    case 'roulette': {
      const { minSpot, maxStraight, maxRound } = title.config.limits;
      return {
        ...title,
        config: { limits: { minSpot: convert(minSpot), maxStraight: convert(maxStraight), maxRound: convert(maxRound) } },
      };
    }
    default: {
      const { minBet, maxBet } = title.config.limits;
      return { ...title, config: { ...title.config, limits: { minBet: convert(minBet), maxBet: convert(maxBet) } } } as Title;
    }
  }
}

/** Stake limits and the largest win of a round at the largest stake, minor units of the converted title. */
export function limitsOf(title: Title): { minBet: bigint; maxBet: bigint; maxWin: bigint } {
  return { ...stakeLimitsOf(title), maxWin: maxWin(title) };
}

export function sessionLimits(title: Title, currency: TCurrencyCode): TPlaySession['limits'] {
  const { minBet, maxBet, maxWin: win } = limitsOf(title);
  return { minBet: toMajorUnits(minBet, currency), maxBet: toMajorUnits(maxBet, currency), maxWin: toMajorUnits(win, currency) };
}

/** What the client needs to draw the title and check a bet (amounts in the session's currency). */
export function gameView(title: Title, currency: TCurrencyCode): TPlayGameView {
  const major = (minor: bigint) => toMajorUnits(minor, currency);
  switch (title.family) {
    case 'slots': {
      const { mode, symbols, reels, freeSpins, coinValues } = title.config;
      return {
        family: 'slots',
        mode:
          mode.kind === 'lines' ? { kind: 'lines', paylines: mode.paylines.map((line) => [...line]) } : { kind: 'ways', coins: mode.coins },
        symbols: symbols.map((s) => ({ id: s.id, name: s.name, kind: s.kind, ...(s.pays ? { pays: [...s.pays] } : {}) })),
        reels: [...reels],
        freeSpins: { awards: [...freeSpins.awards], multiplier: freeSpins.multiplier, maxSpins: freeSpins.maxSpins },
        coinValues: coinValues.map(major),
      };
    }
    case 'roulette': {
      const { minSpot, maxStraight, maxRound } = title.config.limits;
      return { family: 'roulette', limits: { minSpot: major(minSpot), maxStraight: major(maxStraight), maxRound: major(maxRound) } };
    }
    case 'dice':
    case 'mines':
      return { family: title.family, rtpBasisPoints: title.config.rtpBasisPoints };
    case 'plinko': {
      const tables = Object.entries(title.config.tables).map(([rows, board]) => [
        rows,
        { low: [...board!.low], medium: [...board!.medium], high: [...board!.high] },
      ]);
      return { family: 'plinko', tables: Object.fromEntries(tables) };
    }
    case 'scratch':
      return { family: 'scratch', prizes: title.config.prizes.map(({ symbol, label, multiplier }) => ({ symbol, label, multiplier })) };
    case 'videoPoker': {
      const { deck, pays } = title.config;
      const hands: readonly VideoPokerHand[] = deck === 'standard' ? STANDARD_HANDS : DEUCES_HANDS;
      const payOf = pays as Partial<Record<VideoPokerHand, number>>;
      return {
        family: 'videoPoker',
        deck,
        payTable: hands.flatMap((hand) => (payOf[hand] ? [{ hand, pays: payOf[hand] }] : [])),
      };
    }
    case 'lottery': {
      const { game, numbers, drawn, pays } = title.config;
      const payTables = Object.entries(pays).map(([picks, row]) => ({ picks: Number(picks), pays: [...row!] }));
      return { family: 'lottery', game, numbers, drawn, payTables };
    }
    case 'threeCardPoker': {
      const table = (pays: Partial<Record<(typeof THREE_CARD_HANDS)[number], number>>) =>
        THREE_CARD_HANDS.flatMap((hand) => (pays[hand] ? [{ hand, pays: pays[hand] }] : []));
      return { family: 'threeCardPoker', anteBonus: table(title.config.anteBonus), pairPlus: table(title.config.pairPlus) };
    }
    case 'casinoHoldem': {
      // The ante's table lists every hand: those not named pay even money (a straight or less).
      const { ante, aaBonus } = title.config;
      return {
        family: 'casinoHoldem',
        ante: POKER_HANDS.map((hand) => ({ hand, pays: ante[hand] ?? 1 })),
        aaBonus: AA_BONUS_HANDS.map((hand) => ({ hand, pays: aaBonus[hand] })),
        aaBonusRtp: toPercent(aaBonusRtp(title.config), 2),
      };
    }
    case 'craps': {
      const { oddsMultiple, field, place, hardways } = title.config;
      const byNumber = <K extends number, V>(record: Readonly<Record<K, V>>, keys: readonly K[], copy: (v: V) => V) =>
        Object.fromEntries(keys.map((key) => [String(key), copy(record[key])]));
      const pay = ([num, den]: readonly [number, number]): [number, number] => [num, den];
      return {
        family: 'craps',
        oddsMultiple: byNumber(oddsMultiple, CRAPS_POINTS, (n) => n) as Record<'4' | '5' | '6' | '8' | '9' | '10', number>,
        field: { ...field },
        place: byNumber(place, CRAPS_POINTS, pay) as Record<'4' | '5' | '6' | '8' | '9' | '10', [number, number]>,
        hardways: byNumber(hardways, CRAPS_HARDWAYS, pay) as Record<'4' | '6' | '8' | '10', [number, number]>,
        rtps: crapsMath(title.config).map(({ bet, rtp }) => ({ bet, rtp: toPercent(rtp, 2) })),
        maxRolls: CRAPS_MAX_ROLLS,
      };
    }
    case 'cardDuel': {
      const { game, decks, pays } = title.config;
      const spots = cardDuelMath(title.config).map(({ spot, isSide, rtp }) => ({
        spot,
        pays: { ...pays[spot]! },
        rtp: toPercent(rtp, 2),
        isSide,
      }));
      return { family: 'cardDuel', game, decks, spots };
    }
    case 'blackjack': {
      const { limits } = title.config;
      const maxWinBets = Number(blackjackMaxWin(title.config) / limits.maxBet);
      return {
        family: 'blackjack',
        decks: BLACKJACK_DECKS,
        maxHands: BLACKJACK_MAX_HANDS,
        blackjackPays: [3, 2],
        insurancePays: [2, 1],
        maxWinBets,
      };
    }
    case 'fishing': {
      const targets = title.config.targets.map(({ id, name, multiplier }) => ({ id, name, multiplier }));
      const capture = fishingMath(title.config).map((target) => toPercent(target.capture, 5));
      return { family: 'fishing', targets: targets.map((target, i) => ({ ...target, capture: capture[i]! })) };
    }
    case 'crash':
      return { family: 'crash', maxMultiplier: title.config.maxMultiplier, bettingMs: title.config.bettingMs };
    case 'virtualSports': {
      const { config } = title;
      const isRace = config.sport !== 'penalties';
      return {
        family: 'virtualSports',
        sport: config.sport,
        markets: isRace ? [...config.markets] : ['winner', 'correctScore', 'total'],
        eachWay: isRace && config.eachWay ? { ...config.eachWay } : null,
        overround: overround(config.bookRtp),
        totalLine: isRace ? null : config.totalLine,
      };
    }
  }
}

/** The player's bet as the engine takes it: amounts in minor units; a malformed amount is a 400 naming it. */
export function engineBet(title: Title, bet: TPlayBet, currency: TCurrencyCode): unknown {
  if (bet.family !== title.family) throw badRequest(`This game takes ${title.family} bets.`, 'bet.family');
  const minor = (amount: string, field: string) => toMinorUnits(amount, currency, field);
  // "0" is no pair plus bet; any other amount must be one of the currency.
  const minorOrZeroAt = (amount: string, field: string) => (/^0+(\.0+)?$/.test(amount) ? 0n : minor(amount, field));
  const minorOrZero = (amount: string) => minorOrZeroAt(amount, 'bet.pairPlus');
  switch (bet.family) {
    case 'slots': {
      // Checked here, so the sentence names the coin values in the session's currency, not in minor units.
      const coinValue = minor(bet.coinValue, 'bet.coinValue');
      const offered = (title as Extract<Title, { family: 'slots' }>).config.coinValues;
      if (!offered.includes(coinValue)) {
        const values = offered.map((value) => toMajorUnits(value, currency)).join(', ');
        throw badRequest(`Choose one of this game's coin values: ${values}.`, 'bet.coinValue');
      }
      return { coinValue };
    }
    case 'roulette':
      return { spots: bet.spots.map((spot, i) => ({ ...spot, amount: minor(spot.amount, `bet.spots.${i}.amount`) })) };
    case 'dice':
      return { amount: minor(bet.amount, 'bet.amount'), direction: bet.direction, target: bet.target };
    case 'mines':
      return { amount: minor(bet.amount, 'bet.amount'), mines: bet.mines };
    case 'plinko':
      return { amount: minor(bet.amount, 'bet.amount'), rows: bet.rows, risk: bet.risk };
    case 'scratch':
    case 'videoPoker':
      return { amount: minor(bet.amount, 'bet.amount') };
    case 'blackjack': {
      // Checked here, so the 400 names the amount.
      const checked = { amount: minor(bet.amount, 'bet.amount') };
      const refusal = checkBlackjackBet((title as Extract<Title, { family: 'blackjack' }>).config, checked);
      if (refusal) throw badRequest(refusal, 'bet.amount');
      return checked;
    }
    case 'lottery': {
      // Checked here, so the 400 names the picks rather than the whole bet.
      const refusal = checkLotteryPicks((title as Extract<Title, { family: 'lottery' }>).config, bet.picks);
      if (refusal) throw badRequest(refusal, 'bet.picks');
      return { amount: minor(bet.amount, 'bet.amount'), picks: [...bet.picks] };
    }
    case 'threeCardPoker': {
      // Checked here, so the 400 names the bet refused, the ante or the pair plus.
      const checked = { ante: minor(bet.ante, 'bet.ante'), pairPlus: bet.pairPlus === undefined ? 0n : minorOrZero(bet.pairPlus) };
      const refusal = checkThreeCardBet((title as Extract<Title, { family: 'threeCardPoker' }>).config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    }
    case 'casinoHoldem': {
      // Checked here, so the 400 names the bet refused, the ante or the AA bonus.
      const checked = {
        ante: minor(bet.ante, 'bet.ante'),
        aaBonus: bet.aaBonus === undefined ? 0n : minorOrZeroAt(bet.aaBonus, 'bet.aaBonus'),
      };
      const refusal = checkHoldemBet((title as Extract<Title, { family: 'casinoHoldem' }>).config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    }
    case 'craps': {
      // Checked here, so the 400 names the bet refused (bet.amount, bet.field, bet.place.6, bet.hardways.8).
      const amounts = (record: Partial<Record<string, string>> | undefined, field: string) =>
        Object.fromEntries(Object.entries(record ?? {}).map(([key, amount]) => [key, minorOrZeroAt(amount!, `bet.${field}.${key}`)]));
      const checked = {
        line: bet.line,
        amount: minor(bet.amount, 'bet.amount'),
        field: bet.field === undefined ? 0n : minorOrZeroAt(bet.field, 'bet.field'),
        place: amounts(bet.place, 'place'),
        hardways: amounts(bet.hardways, 'hardways'),
      };
      const refusal = checkCrapsBet((title as Extract<Title, { family: 'craps' }>).config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    }
    case 'cardDuel': {
      // Checked here, in the session's currency, so the 400 names the spots rather than the whole bet.
      const spots = bet.spots.map(({ spot, amount }, i) => ({ spot, amount: minor(amount, `bet.spots.${i}.amount`) }));
      const refusal = checkCardDuelBet((title as Extract<Title, { family: 'cardDuel' }>).config, { spots });
      if (refusal) throw badRequest(refusal, 'bet.spots');
      return { spots };
    }
    case 'fishing': {
      // Checked here, so the 400 names the target or the stake rather than the whole bet.
      const config = (title as Extract<Title, { family: 'fishing' }>).config;
      const shot = { amount: minor(bet.amount, 'bet.amount'), target: bet.target };
      const refusal = checkFishingBet(config, shot);
      const isTarget = !config.targets.some((target) => target.id === shot.target);
      if (refusal) throw badRequest(refusal, isTarget ? 'bet.target' : 'bet.amount');
      return shot;
    }
  }
}

/** What a bet stakes in all, before any float is drawn (the demo takes it from its credits first). */
export function stakeOf(title: Title, bet: unknown): bigint {
  switch (title.family) {
    case 'slots':
      return slotStake(title.config, bet as { coinValue: bigint });
    case 'roulette':
    case 'cardDuel':
      return (bet as { spots: { amount: bigint }[] }).spots.reduce((sum, spot) => sum + spot.amount, 0n);
    case 'threeCardPoker': {
      const { ante, pairPlus } = bet as { ante: bigint; pairPlus: bigint };
      return ante + pairPlus;
    }
    case 'casinoHoldem': {
      const { ante, aaBonus } = bet as { ante: bigint; aaBonus: bigint };
      return ante + aaBonus;
    }
    case 'craps': {
      const { amount, field, place, hardways } = bet as {
        amount: bigint;
        field: bigint;
        place: Record<string, bigint>;
        hardways: Record<string, bigint>;
      };
      return [...Object.values(place), ...Object.values(hardways)].reduce((sum, value) => sum + value, amount + field);
    }
    default:
      return (bet as { amount: bigint }).amount;
  }
}

/**
 * Why a decision cannot be taken in this round now (a sentence for the player), or null. An action of
 * another family's kind is refused by the family's own check (mines asks for a tile, video poker for a draw).
 */
export function checkAction(title: Title, state: RoundState<unknown>, action: unknown): string | null {
  switch (title.family) {
    case 'mines':
      return checkMinesAction(state as MinesState, action as Parameters<typeof checkMinesAction>[1]);
    case 'videoPoker':
      return checkVideoPokerAction(state as VideoPokerState, action as Parameters<typeof checkVideoPokerAction>[1]);
    case 'threeCardPoker':
      return checkThreeCardAction(state as ThreeCardState, action as Parameters<typeof checkThreeCardAction>[1]);
    case 'casinoHoldem':
      return checkHoldemAction(state as HoldemState, action as Parameters<typeof checkHoldemAction>[1]);
    case 'blackjack':
      return checkBlackjackAction(state as BlackjackState, action as Parameters<typeof checkBlackjackAction>[1]);
    case 'craps':
      return checkCrapsAction(title.config as CrapsConfig, state as CrapsState, action as Parameters<typeof checkCrapsAction>[2]);
    default:
      return state.isFinished ? 'This round is over.' : 'This game has no decisions inside a round.';
  }
}

/** The decision as the engine takes it: an amount (craps odds, come, don't come) in minor units; a malformed one is a 400 naming it. */
export function engineAction(action: TPlayAction, currency: TCurrencyCode): unknown {
  if (action.kind === 'odds' || action.kind === 'come')
    return { ...action, amount: toMinorUnits(action.amount, currency, 'action.amount') };
  return action;
}
