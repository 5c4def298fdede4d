import type { Title } from '@casino/games';

/**
 * What a tile of each game family shows, as icons of Fluent Emoji Flat: the family's main object first (drawn
 * large), then two that go with it. Slots fall back to a slot machine only for a title without symbol art.
 */
export const FAMILY_SCENES: Readonly<Record<Title['family'], readonly [string, string, string]>> = {
  slots: ['slot-machine', 'cherries', 'keycap-7'],
  roulette: ['wheel', 'coin', 'money-bag'],
  blackjack: ['spade-suit', 'heart-suit', 'coin'],
  cardDuel: ['diamond-suit', 'club-suit', 'coin'],
  casinoHoldem: ['spade-suit', 'diamond-suit', 'money-bag'],
  threeCardPoker: ['heart-suit', 'club-suit', 'money-bag'],
  videoPoker: ['joker', 'heart-suit', 'spade-suit'],
  craps: ['game-die', 'money-bag', 'coin'],
  dice: ['game-die', 'bullseye', 'chart-increasing'],
  crash: ['rocket', 'chart-increasing', 'money-with-wings'],
  plinko: ['pool-8-ball', 'sparkles', 'coin'],
  lottery: ['input-numbers', 'ticket', 'pool-8-ball'],
  fishing: ['fishing-pole', 'fish', 'water-wave'],
  mines: ['bomb', 'gem-stone', 'collision'],
  scratch: ['admission-tickets', 'coin', 'sparkles'],
  virtualSports: ['trophy', 'chequered-flag', 'sports-medal'],
};

/**
 * Words of a title's name and the icon that tells its theme (a moon for Lunar Roulette, a dog for Greyhound
 * Grand Prix), the first found winning: drawn beside the family's scene, so two roulettes do not look alike. Words
 * match from their start: Dice is no ice.
 */
export const NAME_ICONS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:derby|horse)/i, 'horse-racing'],
  [/\b(?:penalty|football|soccer)/i, 'soccer-ball'],
  [/\b(?:greyhound|dog)/i, 'dog'],
  [/\b(?:speedway|racing|grand prix)/i, 'racing-car'],
  [/\b(?:lunar|moon)/i, 'crescent-moon'],
  [/\b(?:orbit|gravity|planet)/i, 'ringed-planet'],
  [/\b(?:owl)/i, 'owl'],
  [/\b(?:comet)/i, 'comet'],
  [/\b(?:ruby)/i, 'ring'],
  [/\b(?:velvet)/i, 'ribbon'],
  [/\b(?:noir)/i, 'black-cat'],
  [/\b(?:jacks|aces|king)/i, 'crown'],
  [/\b(?:arctic|polar)/i, 'polar-bear'],
  [/\b(?:northern|aurora)/i, 'milky-way'],
  [/\b(?:ice|frost|snow)/i, 'snowflake'],
  [/\b(?:longship|viking)/i, 'sailboat'],
  [/\b(?:storm)/i, 'cloud-with-lightning'],
  [/\b(?:saloon|rodeo|cowboy)/i, 'cowboy-hat-face'],
  [/\b(?:showdown|duel)/i, 'crossed-swords'],
  [/\b(?:canyon|desert|prairie)/i, 'cactus'],
  [/\b(?:copper)/i, 'fox'],
  [/\b(?:dollar|cash)/i, 'dollar-banknote'],
  [/\b(?:kraken)/i, 'squid'],
  [/\b(?:goldfish)/i, 'tropical-fish'],
  [/\b(?:harbou?r|anchor)/i, 'anchor'],
  [/\b(?:submarine|diver)/i, 'diving-mask'],
  [/\b(?:pearl)/i, 'oyster'],
  [/\b(?:seashell|shell)/i, 'spiral-shell'],
  [/\b(?:lighthouse)/i, 'tokyo-tower'],
  [/\b(?:firebolt|bolt|thunder)/i, 'high-voltage'],
  [/\b(?:ember|fire)/i, 'fire'],
  [/\b(?:forest|oak)/i, 'deciduous-tree'],
  [/\b(?:hold'?em|poker)/i, 'sunglasses'],
];

/** The icon a title's name stands for, or null when none of its words is known. */
export function nameIconOf(name: string): string | null {
  return NAME_ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** Every icon the scenes can draw, for the generator. */
export const sceneIconNames = (): string[] => [...Object.values(FAMILY_SCENES).flat(), ...NAME_ICONS.map(([, icon]) => icon)];
