/** The game categories docs/product.md lists, each at /games/{category}. */
export const CATEGORIES = [
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
];
