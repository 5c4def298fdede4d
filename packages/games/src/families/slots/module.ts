import type { FamilyModule, FamilyTitle } from '../family-module';
import { slotsFamily } from './engine';
import { slotMath } from './math';
import { slotMaxWin } from './max-win';
import { SLOT_TITLES } from './titles/index';
import type { SlotConfig } from './types';

export type SlotTitle = FamilyTitle<'slots', SlotConfig>;

// Pays are whole coins and scatters whole stakes: nothing is rounded.
export const slotsModule: FamilyModule<SlotTitle> = {
  id: 'slots',
  engine: slotsFamily,
  // A slot's configuration carries its own key, name, RTP and volatility.
  titles: Object.fromEntries(
    SLOT_TITLES.map((config): [string, SlotTitle] => [
      config.key,
      { family: 'slots', name: config.name, rtp: config.rtp, volatility: config.volatility, config },
    ]),
  ),
  exactRtp: (config) => slotMath(config).rtp,
  maxWin: slotMaxWin,
  stakeLimits: (config) => ({ minBet: config.minStake, maxBet: config.maxStake }),
};
