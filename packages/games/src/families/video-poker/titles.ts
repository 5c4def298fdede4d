import type { VideoPokerConfig } from './pay-table';
import type { StakeLimits } from '../../shared/stakes';

/**
 * The video poker titles of the catalogue, keyed by title key.
 *
 * Each plays a published pay table of its game, multiples per unit staked (the royal pays the 800 a
 * machine pays per coin at maximum coins). `rtp` is the exact optimal-play return the math proves
 * (videoPokerMath; the bench prints it to six decimals) rounded down to two decimals, so the figure
 * players are told never exceeds it; the catalogue states the same. Full-pay Deuces Wild returns more
 * than 100 %, so the deuces title plays the "Not So Ugly Ducks" table. Limits are the catalogue's
 * minBetEurCents and maxBetEurCents.
 */
export type VideoPokerTitle = {
  family: 'videoPoker';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: VideoPokerConfig;
};

const limits: StakeLimits = { minBet: 10n, maxBet: 5_000n };

/** 9/6 Jacks or Better: 99.5439 % under optimal play. */
const JACKS_OR_BETTER_9_6: VideoPokerConfig = {
  deck: 'standard',
  limits,
  pays: {
    royalFlush: 800,
    straightFlush: 50,
    fourAces: 25,
    fourJacksToKings: 25,
    fourFivesToTens: 25,
    fourTwosToFours: 25,
    fullHouse: 9,
    flush: 6,
    straight: 4,
    threeOfAKind: 3,
    twoPair: 2,
    jacksOrBetter: 1,
  },
};

/** "Not So Ugly Ducks" Deuces Wild (25/16/10/4/4/3/2/1, four deuces 200): 99.7283 %. */
const DEUCES_WILD_NOT_SO_UGLY_DUCKS: VideoPokerConfig = {
  deck: 'deucesWild',
  limits,
  pays: {
    naturalRoyalFlush: 800,
    fourDeuces: 200,
    wildRoyalFlush: 25,
    fiveOfAKind: 16,
    straightFlush: 10,
    fourOfAKind: 4,
    fullHouse: 4,
    flush: 3,
    straight: 2,
    threeOfAKind: 1,
  },
};

/** 8/5 Bonus Poker (four aces 80, four 2–4 40, four 5–K 25): 99.1660 %. */
const BONUS_POKER_8_5: VideoPokerConfig = {
  deck: 'standard',
  limits,
  pays: {
    royalFlush: 800,
    straightFlush: 50,
    fourAces: 80,
    fourTwosToFours: 40,
    fourFivesToTens: 25,
    fourJacksToKings: 25,
    fullHouse: 8,
    flush: 5,
    straight: 4,
    threeOfAKind: 3,
    twoPair: 2,
    jacksOrBetter: 1,
  },
};

/** 8/5 Aces and Faces (four aces 80, four J–K 40, four 2–10 25): 99.2555 %, published as 99.26 %. */
const ACES_AND_FACES_8_5: VideoPokerConfig = {
  deck: 'standard',
  limits,
  pays: {
    royalFlush: 800,
    straightFlush: 50,
    fourAces: 80,
    fourJacksToKings: 40,
    fourFivesToTens: 25,
    fourTwosToFours: 25,
    fullHouse: 8,
    flush: 5,
    straight: 4,
    threeOfAKind: 3,
    twoPair: 2,
    jacksOrBetter: 1,
  },
};

export const VIDEO_POKER_TITLES = {
  JacksOrBetterDeluxe: {
    family: 'videoPoker',
    name: 'Jacks or Better Deluxe',
    rtp: '99.54',
    volatility: 'medium',
    config: JACKS_OR_BETTER_9_6,
  },
  DeucesWildVelvet: {
    family: 'videoPoker',
    name: 'Deuces Wild Velvet',
    rtp: '99.72',
    volatility: 'medium',
    config: DEUCES_WILD_NOT_SO_UGLY_DUCKS,
  },
  BonusPokerCopper: { family: 'videoPoker', name: 'Bonus Poker Copper', rtp: '99.16', volatility: 'medium', config: BONUS_POKER_8_5 },
  AcesAndFaces: { family: 'videoPoker', name: 'Aces and Faces', rtp: '99.25', volatility: 'medium', config: ACES_AND_FACES_8_5 },
} as const satisfies Record<string, VideoPokerTitle>;

export type VideoPokerTitleKey = keyof typeof VIDEO_POKER_TITLES;
