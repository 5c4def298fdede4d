import { blackjackMath } from '../families/blackjack/rtp';
import { cardDuelMath } from '../families/card-duel/rtp';
import { fishingMath } from '../families/fishing/rtp';
import { crapsLineRtp } from '../families/craps/rtp';
import { crashRtpLowerBound } from '../families/crash/rtp';
import { diceTargetMath } from '../families/dice/rtp';
import { lotteryMath } from '../families/lottery/rtp';
import { minesStrategyMath } from '../families/mines/rtp';
import { plinkoBoardMath } from '../families/plinko/rtp';
import { rouletteSpotMath } from '../families/roulette/rtp';
import { scratchMath } from '../families/scratch/rtp';
import { slotMath } from '../families/slots/math';
import { ratio, toPercent, type Rational } from '../families/slots/rational';
import type { SlotConfig } from '../families/slots/types';
import { storedRtp } from '../stored-rtp';
import { recordedAnteRtp } from '../families/casino-holdem/rtp';
import { threeCardMath } from '../families/three-card-poker/rtp';
import { videoPokerMath } from '../families/video-poker/rtp';
import { virtualSportsMath } from '../families/virtual-sports/index';
import { BLACKJACK_TITLES, type BlackjackTitle } from './blackjack';
import { CARD_DUEL_TITLES, type CardDuelTitle } from './card-duel';
import { CRASH_TITLES, type CrashTitle } from './crash';
import { HOLDEM_TITLES, type HoldemTitle } from './casino-holdem';
import { FISHING_TITLES, type FishingTitle } from './fishing';
import { CRAPS_TITLES, type CrapsTitle } from './craps';
import { LOTTERY_TITLES, type LotteryTitle } from './lottery';
import { SLOT_TITLES } from './slots';
import { TABLE_TITLES, type TableTitle } from './tables';
import { THREE_CARD_TITLES, type ThreeCardTitle } from './three-card-poker';
import { VIDEO_POKER_TITLES, type VideoPokerTitle } from './video-poker';
import { VIRTUAL_SPORTS_TITLES, type VirtualSportsTitle } from './virtual-sports';

/**
 * Every playable title of the catalogue, keyed by its title key (games.key): the family it plays, the
 * catalogue's name, stated RTP and volatility, and the engine configuration. Limits and coin values
 * are EUR cents; the platform converts them into the round's currency.
 */
export type Title =
  | TableTitle
  | VideoPokerTitle
  | LotteryTitle
  | CardDuelTitle
  | ThreeCardTitle
  | FishingTitle
  | CrapsTitle
  | CrashTitle
  | HoldemTitle
  | BlackjackTitle
  | VirtualSportsTitle
  | { family: 'slots'; name: string; rtp: string; volatility: SlotConfig['volatility']; config: SlotConfig };

export const TITLES: Readonly<Record<string, Title>> = Object.freeze({
  ...Object.fromEntries(
    SLOT_TITLES.map((config): [string, Title] => [
      config.key,
      { family: 'slots', name: config.name, rtp: config.rtp, volatility: config.volatility, config },
    ]),
  ),
  ...(TABLE_TITLES as Record<string, TableTitle>),
  ...(VIDEO_POKER_TITLES as Record<string, VideoPokerTitle>),
  ...(LOTTERY_TITLES as Record<string, LotteryTitle>),
  ...(CARD_DUEL_TITLES as Record<string, CardDuelTitle>),
  ...(THREE_CARD_TITLES as Record<string, ThreeCardTitle>),
  ...(FISHING_TITLES as Record<string, FishingTitle>),
  ...(CRAPS_TITLES as Record<string, CrapsTitle>),
  ...(CRASH_TITLES as Record<string, CrashTitle>),
  ...(HOLDEM_TITLES as Record<string, HoldemTitle>),
  ...(BLACKJACK_TITLES as Record<string, BlackjackTitle>),
  ...(VIRTUAL_SPORTS_TITLES as Record<string, VirtualSportsTitle>),
});

/** The title a key names, or undefined for a title with no engine yet. */
export function findTitle(key: string): Title | undefined {
  return Object.hasOwn(TITLES, key) ? TITLES[key] : undefined;
}

export function familyOf(key: string): Title['family'] | undefined {
  return findTitle(key)?.family;
}

/** A float RTP as an exact fraction of 10^12 (every figure below is exact well past that). */
const fraction = (rtp: number): Rational => ratio(BigInt(Math.round(rtp * 1e12)), 10n ** 12n);

const lower = (a: Rational, b: Rational) => (a.num * b.den < b.num * a.den ? a : b);

/**
 * The return a title's configuration proves. Where the player's choices change it (roulette spot, dice
 * target, mines strategy, plinko board, lottery pick count), it is the lowest of them: what every way of playing returns at
 * least. Card duels state the lowest of their even-money spots; a proposition spot (baccarat's tie, 8:1) is
 * shown with its own figure. Slots, scratch and video poker have one figure, computed exactly (video poker's under optimal
 * play, every deal held for the highest expected pay). Three card poker states the lower of its two bets:
 * ante and play under optimal play, per unit of the ante, and pair plus. Fishing targets each return the title's RTP (p × m), so the lowest is it. Craps states the lower of its two line
 * bets, pass and don't pass, each exact; the info screen lists every bet's own figure. Casino hold'em
 * states its ante and call under the family's strategy, the lower end of the recorded simulation's 99 %
 * interval (no enumeration is cheap enough); the AA bonus is a side bet with its own exact figure.
 * Blackjack states basic strategy's exact return on an infinite shoe (a finite recursion; six decks return a little more).
 * Virtual sports state their book factor: every price is it ÷ the selection's exact chance rounded down, so no
 * selection returns more; virtualSportsMath gives each market's least and average return below it.
 */
function exactRtp(title: Title): Rational {
  const lowest = (rtps: number[]) => fraction(Math.min(...rtps));
  switch (title.family) {
    case 'slots':
      return slotMath(title.config).rtp;
    case 'roulette':
      return lowest(rouletteSpotMath(title.config).map((spot) => spot.rtp));
    case 'dice':
      return lowest(diceTargetMath(title.config).map((target) => target.rtp));
    case 'mines':
      return lowest(minesStrategyMath(title.config).map((strategy) => strategy.rtp));
    case 'plinko':
      return lowest(plinkoBoardMath(title.config).map((board) => board.rtp));
    case 'scratch':
      return fraction(scratchMath(title.config).rtp);
    case 'videoPoker':
      return videoPokerMath(title.config).rtp;
    case 'lottery':
      // Exact per pick count; the lowest, compared as fractions.
      return lotteryMath(title.config)
        .map((pick) => pick.rtp)
        .reduce(lower);
    case 'cardDuel':
      return cardDuelMath(title.config)
        .filter((spot) => !spot.isSide)
        .map((spot) => spot.rtp)
        .reduce(lower);
    case 'threeCardPoker': {
      // Ante and play under optimal play (per unit of the ante) and pair plus: the lower of the two bets.
      const math = threeCardMath(title.config);
      return lower(math.antePlayRtp, math.pairPlusRtp);
    }
    case 'fishing':
      // Every target returns the RTP (rounded up to the float's grain); the lowest, as fractions.
      return fishingMath(title.config)
        .map((target) => target.rtp)
        .reduce(lower);
    case 'craps':
      return crapsLineRtp(title.config);
    case 'crash':
      // Every cash-out target up to the cap returns 99 % less a sliver; the lower bound over targets, exact.
      return crashRtpLowerBound(title.config.maxMultiplier);
    case 'casinoHoldem':
      return fraction(recordedAnteRtp(title.config).low99 / 100);
    case 'blackjack':
      return fraction(blackjackMath().rtp);
    case 'virtualSports':
      return virtualSportsMath(title.config).bookRtp;
  }
}

const proven = new WeakMap<Title, string>();

/**
 * The proven RTP in percent with two decimals ("96.21"): for the catalogue's titles, the figure stored in
 * ../proven-rtps.ts (proving them all takes seconds, most of it video poker's enumeration); any other title
 * is computed once. Always rounded down: the stated return never exceeds what the
 * configuration pays (roulette's 36/37 = 97.297 % states 97.29, video poker's 99.1660 % states 99.16).
 */
export function provenRtp(title: Title): string {
  let rtp = proven.get(title);
  if (rtp === undefined) {
    rtp = storedRtp(TITLES, title) ?? toPercent(exactRtp(title), 2, 'down');
    proven.set(title, rtp);
  }
  return rtp;
}

/** The exact return the title's configuration proves, as a fraction (see exactRtp). */
export function exactTitleRtp(title: Title): Rational {
  return exactRtp(title);
}
