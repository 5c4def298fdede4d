import { isCurrencyCode, type TCrashStep, type TPlayRound } from '@casino/contracts';
import {
  holdemShouldCall,
  blackjackAllowedActions,
  blackjackHandTotal,
  cardOf,
  findTitle,
  optimalHold,
  type BlackjackState,
  type MinesStep,
  type VideoPokerStep,
} from '@casino/games';
import { toMajorUnits } from '../../lib/money';
import { toMultiplierText } from './crash/schedule';
import type { RoundRow } from './rounds-repo';

// A stored round as the game client and game recall see it: minor units (stored as decimal strings)
// become major-unit decimals of the round's currency, and an open mines round keeps its board hidden, an
// open video poker round its replacement cards, an open three card poker round the dealer's cards, an open
// casino hold'em round the turn, river and dealer's cards, an open blackjack round its shoe.

type Stored = Record<string, unknown>;
type Major = (minor: unknown) => string;

const withAmount = (major: Major) => (item: Stored) => ({ ...item, amount: major(item.amount) });

function slotStep(step: Stored, major: Major) {
  const scatter = step.scatter as Stored;
  return {
    ...step,
    wins: (step.wins as Stored[]).map(withAmount(major)),
    scatter: { ...scatter, amount: major(scatter.amount) },
    win: major(step.win),
    total: major(step.total),
  };
}

/** The family's bet and steps with amounts in major units; the board of a mines round only once it is settled. */
function play(row: RoundRow, major: Major, crashBust: TCrashStep['bust']) {
  const bet = row.bet as Stored;
  const steps = row.steps as Stored[];
  switch (row.family) {
    case 'slots':
      return { family: 'slots', bet: { coinValue: major(bet.coinValue) }, steps: steps.map((s) => slotStep(s, major)) };
    case 'roulette':
    case 'cardDuel':
      return {
        family: row.family,
        bet: { spots: (bet.spots as Stored[]).map(withAmount(major)) },
        steps: steps.map((s) => ({ ...s, wins: (s.wins as unknown[]).map(major) })),
      };
    case 'mines': {
      const shown = row.status === 'settled' ? steps : steps.filter((s) => (s as MinesStep).kind !== 'board');
      return { family: 'mines', bet: withAmount(major)(bet), steps: shown };
    }
    case 'videoPoker':
      return { family: 'videoPoker', bet: withAmount(major)(bet), steps: videoPokerSteps(row, steps as VideoPokerStep[]) };
    case 'threeCardPoker':
      return {
        family: 'threeCardPoker',
        bet: { ante: major(bet.ante), pairPlus: major(bet.pairPlus) },
        steps: threeCardSteps(row, steps, major),
      };
    case 'craps':
      return { family: 'craps', bet: crapsBets(bet, major), steps: crapsSteps(row, steps, major) };
    case 'crash':
      return {
        family: 'crash',
        bet: { amount: major(bet.amount), autoCashOut: multiplierOrNull(bet.autoCashOut), roundNumber: bet.roundNumber },
        steps: steps.map((step) => ({ cashedOutAt: multiplierOrNull(step.cashedOutAt), bust: crashBust })),
      };
    case 'casinoHoldem':
      return { family: 'casinoHoldem', bet: { ante: major(bet.ante), aaBonus: major(bet.aaBonus) }, steps: holdemSteps(row, steps, major) };
    case 'blackjack':
      return { family: 'blackjack', bet: withAmount(major)(bet), steps: blackjackSteps(row, steps, major) };
    case 'virtualSports': {
      const odds = (hundredths: unknown) => (typeof hundredths === 'number' ? toMultiplierText(hundredths) : null);
      return {
        family: 'virtualSports',
        bet: {
          amount: major(bet.amount),
          eventNumber: bet.eventNumber,
          market: bet.market,
          pick: bet.pick,
          odds: odds(bet.odds),
          placeOdds: odds(bet.placeOdds),
        },
        steps,
      };
    }
    default:
      return { family: row.family, bet: withAmount(major)(bet), steps };
  }
}

/**
 * A settled round shows every step. An open one hides the deck's ten cards (the replacements would tell
 * the player what a draw brings) and gives the deal its hint: the hold with the highest expected pay. Pays
 * are multiples of the stake, so the title's own configuration decides the hint in any currency.
 */
function videoPokerSteps(row: RoundRow, steps: VideoPokerStep[]): (VideoPokerStep & { hint?: boolean[] })[] {
  if (row.status === 'settled') return steps;
  const title = findTitle(row.gameKey);
  if (title?.family !== 'videoPoker') throw new Error(`round ${row.id} is not a video poker title's`);
  return steps.flatMap((step): (VideoPokerStep & { hint?: boolean[] })[] => {
    if (step.kind === 'cards') return [];
    if (step.kind !== 'deal') return [step];
    return [
      {
        ...step,
        hint: optimalHold(
          title.config,
          step.cards.map((code) => cardOf(code)!),
        ).hold,
      },
    ];
  });
}

/** An open round hides its six cards (the dealer's three among them); amounts become major units. */
function threeCardSteps(row: RoundRow, steps: Stored[], major: Major): Stored[] {
  return steps.flatMap((step): Stored[] => {
    if (step.kind === 'cards') return row.status === 'settled' ? [step] : [];
    if (step.kind === 'deal') return [{ ...step, ante: major(step.ante), pairPlus: major(step.pairPlus) }];
    const pays = step.pays as Stored;
    return [
      {
        ...step,
        pays: { ante: major(pays.ante), play: major(pays.play), anteBonus: major(pays.anteBonus), pairPlus: major(pays.pairPlus) },
      },
    ];
  });
}

/** A crash multiplier stored in hundredths (237) as shown ("2.37"). */
const multiplierOrNull = (hundredths: unknown) => (typeof hundredths === 'number' ? toMultiplierText(hundredths) : null);
/**
 * An open round hides its nine cards (the board to come and the dealer's among them) and gives the deal the
 * strategy's hint, call or fold; amounts become major units.
 */
function holdemSteps(row: RoundRow, steps: Stored[], major: Major): Stored[] {
  const isOpen = row.status !== 'settled';
  return steps.flatMap((step): Stored[] => {
    if (step.kind === 'cards') return isOpen ? [] : [step];
    if (step.kind === 'deal') {
      const dealt = { ...step, ante: major(step.ante), aaBonus: major(step.aaBonus) };
      if (!isOpen) return [dealt];
      const cards = (codes: unknown) => (codes as string[]).map((code) => cardOf(code)!);
      return [{ ...dealt, hint: holdemShouldCall(cards(step.cards), cards(step.flop)) ? 'call' : 'fold' }];
    }
    const pays = step.pays as Stored;
    return [{ ...step, pays: { ante: major(pays.ante), call: major(pays.call), aaBonus: major(pays.aaBonus) } }];
  });
}

const byKey = (record: unknown, major: Major) => Object.fromEntries(Object.entries(record as Stored).map(([key, v]) => [key, major(v)]));

function crapsBets(bet: Stored, major: Major) {
  return {
    line: bet.line,
    amount: major(bet.amount),
    field: major(bet.field),
    place: byKey(bet.place, major),
    hardways: byKey(bet.hardways, major),
  };
}

/** An open round hides its dice (they would tell the player what the next rolls bring); amounts become major units. */
function crapsSteps(row: RoundRow, steps: Stored[], major: Major): Stored[] {
  return steps.flatMap((step): Stored[] => {
    if (step.kind === 'dice') return row.status === 'settled' ? [step] : [];
    if (step.kind === 'bets') return [{ kind: 'bets', ...crapsBets(step, major) }];
    if (step.kind === 'odds' || step.kind === 'come') return [{ ...step, amount: major(step.amount) }];
    const results = (step.results as Stored[]).map((r) => ({ ...r, paid: major(r.paid) }));
    return [step.come === undefined ? { ...step, results } : { ...step, results, come: byKey(step.come, major) }];
  });
}

/**
 * An open round hides its shoe (it would tell the player every card to come); the dealer's hole card is not
 * in a table until the dealer plays. Each hand gets its total, and the last table the decisions allowed now.
 */
function blackjackSteps(row: RoundRow, steps: Stored[], major: Major): Stored[] {
  const state: BlackjackState = {
    stake: row.stake,
    win: row.win,
    steps: steps as BlackjackState['steps'],
    isFinished: row.status === 'settled',
  };
  const allowed = blackjackAllowedActions(state);
  return steps.flatMap((step, index): Stored[] => {
    if (step.kind === 'shoe') return row.status === 'settled' ? [step] : [];
    const hands = (step.hands as Stored[]).map((hand) => ({
      cards: hand.cards,
      ...blackjackHandTotal(hand.cards as string[]),
      stake: major(hand.stake),
      isDoubled: hand.isDoubled,
      outcome: hand.outcome,
      pays: major(hand.pays),
    }));
    return [
      {
        kind: 'table',
        after: step.after,
        phase: step.phase,
        hands,
        active: step.active,
        dealer: step.dealer,
        dealerTotal: blackjackHandTotal(step.dealer as string[]).total,
        insurance: step.insurance === null ? null : major(step.insurance),
        insurancePays: major(step.insurancePays),
        allowed: index === steps.length - 1 ? allowed : [],
      },
    ];
  });
}

/**
 * `serverSeed`: the round's server seed once its pair is revealed (null before); for a crash bet, its live
 * round's hash, with `crashBust`, once the round has busted. The engine's steps are
 * passed through as stored; the contract (ZPlayRound) is what the route serialises them with.
 */
export function toPlayRound(
  row: RoundRow,
  { serverSeed, crashBust = null }: { serverSeed: string | null; crashBust?: TCrashStep['bust'] },
): TPlayRound {
  const currency = row.currency;
  if (!isCurrencyCode(currency)) throw new Error(`round ${row.id} has an unknown currency ${currency}`);
  const major: Major = (minor) => toMajorUnits(BigInt(minor as string | bigint), currency);
  return {
    ...(play(row, major, crashBust) as TPlayRound),
    id: row.id,
    status: row.status,
    currency,
    stake: major(row.stake),
    win: major(row.win),
    ...(row.jackpotWin > 0n ? { jackpotWin: major(row.jackpotWin) } : {}),
    ...(row.jackpotChanceOneIn === null ? {} : { jackpotDraw: { chanceOneIn: row.jackpotChanceOneIn } }),
    balanceAfter: row.balanceAfter === null ? null : major(row.balanceAfter),
    ...((row.bet as { free?: unknown } | null)?.free === true ? { isFree: true } : {}),
    fairness: { serverSeedHash: row.serverSeedHash, serverSeed, clientSeed: row.clientSeed, nonce: row.nonce },
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
