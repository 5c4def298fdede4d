/** The twelve /games/{category} routes (docs/product.md, Public pages). */
export const GAME_CATEGORIES = [
  'card',
  'slots',
  'video_poker',
  'poker',
  'casual',
  'craps',
  'roulette',
  'crash',
  'lottery',
  'fishing',
  'virtual_sports',
  'scratch',
] as const;
