import type { FishingConfig } from './fishing';

/**
 * The fishing titles of the catalogue, keyed by title key. Every target returns the title's RTP (capture
 * chance RTP ÷ multiplier), so `rtp` is that figure; volatility comes from how far the multipliers spread.
 * Limits are the catalogue's minBetEurCents and maxBetEurCents, per shot.
 */
export type FishingTitle = {
  family: 'fishing';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: FishingConfig;
};

const target = (id: string, name: string, multiplier: number) => ({ id, name, multiplier });

/** Ice holes on a frozen lake, up to the Frost Pike King at 200×. */
const ICE_FISHING_BONANZA: FishingConfig = {
  rtpBasisPoints: 9600,
  targets: [
    target('perch', 'Perch', 2),
    target('char', 'Arctic Char', 3),
    target('pike', 'Pike', 5),
    target('salmon', 'Salmon', 10),
    target('sturgeon', 'Sturgeon', 25),
    target('frostKing', 'Frost Pike King', 200),
  ],
  limits: { minBet: 10n, maxBet: 5_000n },
};

/** Under the pack ice, up to the Orca at 150×. */
const ARCTIC_ANGLER: FishingConfig = {
  rtpBasisPoints: 9580,
  targets: [
    target('cod', 'Cod', 2),
    target('herring', 'Herring', 3),
    target('halibut', 'Halibut', 6),
    target('seal', 'Seal', 12),
    target('narwhal', 'Narwhal', 30),
    target('orca', 'Orca', 150),
  ],
  limits: { minBet: 10n, maxBet: 5_000n },
};

/** The deep sea, the widest spread: up to the Kraken at 500×. */
const KRAKEN_CATCH: FishingConfig = {
  rtpBasisPoints: 9650,
  targets: [
    target('sardine', 'Sardine', 2),
    target('squid', 'Squid', 5),
    target('octopus', 'Octopus', 15),
    target('shark', 'Shark', 40),
    target('serpent', 'Sea Serpent', 100),
    target('kraken', 'Kraken', 500),
  ],
  limits: { minBet: 10n, maxBet: 10_000n },
};

/** A garden pond, mostly small multipliers, up to the Dragon Koi at 100×. */
const GOLDFISH_FRENZY: FishingConfig = {
  rtpBasisPoints: 9600,
  targets: [
    target('guppy', 'Guppy', 2),
    target('goldfish', 'Goldfish', 3),
    target('koi', 'Koi', 4),
    target('angelfish', 'Angelfish', 6),
    target('goldenCarp', 'Golden Carp', 10),
    target('dragonKoi', 'Dragon Koi', 100),
  ],
  limits: { minBet: 10n, maxBet: 5_000n },
};

export const FISHING_TITLES = {
  IceFishingBonanza: { family: 'fishing', name: 'Ice Fishing Bonanza', rtp: '96.00', volatility: 'medium', config: ICE_FISHING_BONANZA },
  ArcticAngler: { family: 'fishing', name: 'Arctic Angler', rtp: '95.80', volatility: 'medium', config: ARCTIC_ANGLER },
  KrakenCatch: { family: 'fishing', name: 'Kraken Catch', rtp: '96.50', volatility: 'high', config: KRAKEN_CATCH },
  GoldfishFrenzy: { family: 'fishing', name: 'Goldfish Frenzy', rtp: '96.00', volatility: 'low', config: GOLDFISH_FRENZY },
} as const satisfies Record<string, FishingTitle>;

export type FishingTitleKey = keyof typeof FISHING_TITLES;
