import type { TCurrencyCode, TPlayGameView } from '@casino/contracts';
import {
  aaBonusRtp,
  AA_BONUS_HANDS,
  BLACKJACK_DECKS,
  BLACKJACK_MAX_HANDS,
  blackjackMaxWin,
  POKER_HANDS,
  cardDuelMath,
  CRAPS_HARDWAYS,
  CRAPS_MAX_ROLLS,
  CRAPS_POINTS,
  crapsMath,
  DEUCES_HANDS,
  fishingMath,
  overround,
  STANDARD_HANDS,
  THREE_CARD_HANDS,
  toPercent,
  type Title,
  type VideoPokerHand,
} from '@casino/games';
import { toMajorUnits } from '../../lib/money';

// What the client is shown of a title as one session plays it: the figures it draws the game from and
// checks a bet against, in the session's currency.

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
        freeSpins: {
          awards: [...freeSpins.awards],
          multiplier: freeSpins.multiplier,
          maxSpins: freeSpins.maxSpins,
          ownReels: freeSpins.reels !== undefined,
        },
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
