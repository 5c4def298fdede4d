import type { TGameCategoryId } from '@casino/contracts';

/** One in-house title as shipped. Bets are whole EUR cents. */
export type SeedGame = {
  /** The title in PascalCase: it forms the id, the launch id and the image id. */
  key: string;
  name: string;
  categories: TGameCategoryId[];
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  minBetEurCents: number;
  maxBetEurCents: number;
  flags?: ('top' | 'new' | 'featured' | 'main')[];
};

export type SeedStudio = { provider: string; games: SeedGame[] };
