import type { FamilyTitle } from '../family-module';
import type { DiceConfig } from './dice';

/**
 * The dice titles of the catalogue, keyed by title key. `rtp` is the catalogue's figure; the tests prove
 * every configuration returns it within ±0.05 pp for every choice a player can make.
 */
export type DiceTitle = FamilyTitle<'dice', DiceConfig>;

export const DICE_TITLES = {
  EmberDice: {
    family: 'dice',
    name: 'Ember Dice',
    rtp: '97.99',
    volatility: 'low',
    config: { rtpBasisPoints: 9_800, limits: { minBet: 10n, maxBet: 50_000n } },
  },
} satisfies Record<string, DiceTitle>;

export type DiceTitleKey = keyof typeof DICE_TITLES;
