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
  fishing: ['fishing-pole', 'tropical-fish', 'fish'],
  mines: ['bomb', 'gem-stone', 'collision'],
  scratch: ['admission-tickets', 'coin', 'sparkles'],
  virtualSports: ['trophy', 'chequered-flag', 'sports-medal'],
};

/**
 * Words of a title's name and the icon that tells its theme (a moon for Lunar Roulette, a dog for Greyhound
 * Grand Prix), the first found winning: drawn beside the family's scene, so two roulettes do not look alike.
 */
export const NAME_ICONS: readonly (readonly [RegExp, string])[] = [
  [/derby|horse/i, 'horse-racing'],
  [/penalty|football|soccer/i, 'soccer-ball'],
  [/greyhound|dog/i, 'dog'],
  [/speedway|racing|grand prix/i, 'racing-car'],
  [/lunar|moon/i, 'crescent-moon'],
  [/orbit|gravity|planet/i, 'ringed-planet'],
  [/owl/i, 'owl'],
  [/comet/i, 'comet'],
  [/ruby/i, 'ring'],
  [/velvet/i, 'ribbon'],
  [/noir/i, 'black-cat'],
  [/jacks|aces|king/i, 'crown'],
  [/arctic|polar/i, 'polar-bear'],
  [/northern|aurora/i, 'milky-way'],
  [/ice|frost|snow/i, 'snowflake'],
  [/longship|viking/i, 'sailboat'],
  [/storm/i, 'cloud-with-lightning'],
  [/saloon|rodeo|cowboy/i, 'cowboy-hat-face'],
  [/showdown|duel/i, 'crossed-swords'],
  [/canyon|desert|prairie/i, 'cactus'],
  [/copper/i, 'fox'],
  [/dollar|cash/i, 'dollar-banknote'],
  [/kraken/i, 'squid'],
  [/goldfish/i, 'tropical-fish'],
  [/harbou?r|anchor/i, 'anchor'],
  [/submarine|diver/i, 'diving-mask'],
  [/pearl/i, 'oyster'],
  [/shell/i, 'spiral-shell'],
  [/lighthouse/i, 'tokyo-tower'],
  [/bolt|thunder/i, 'high-voltage'],
  [/ember|fire/i, 'fire'],
  [/forest|oak/i, 'deciduous-tree'],
  [/hold'?em|poker/i, 'money-bag'],
];

/** The icon a title's name stands for, or null when none of its words is known. */
export function nameIconOf(name: string): string | null {
  return NAME_ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** Every icon the scenes can draw, for the generator. */
export const sceneIconNames = (): string[] => [...Object.values(FAMILY_SCENES).flat(), ...NAME_ICONS.map(([, icon]) => icon)];
