/** The twelve /games/{category} routes of SPEC.md §2. */
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
