// Small symbol glyphs in a 40 × 40 box centred on (0, 0), picked by the words of a symbol's name so a
// title's reels show its own symbols: "Jade Coin" a coin, "Barn Owl" a bird, "Snowflake" a crystal.

type Glyph = (fill: string) => string;

const stroke = 'stroke="#ffffff" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"';

const GLYPHS: Record<string, Glyph> = {
  coin: (f) =>
    `<circle r="17" fill="${f}" ${stroke}/><circle r="11" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><path d="M0 -6 V6 M-4 -3 H3 M-3 3 H4" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round"/>`,
  gem: (f) =>
    `<path d="M-16 -6 L-9 -15 H9 L16 -6 L0 17 Z" fill="${f}" ${stroke}/><path d="M-16 -6 H16 M-9 -15 L-5 -6 L0 17 L5 -6 L9 -15" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5"/>`,
  crown: (f) =>
    `<path d="M-17 12 L-17 -8 L-8 2 L0 -15 L8 2 L17 -8 L17 12 Z" fill="${f}" ${stroke}/><circle cx="0" cy="5" r="3" fill="#ffffff"/>`,
  star: (f) => `<path d="M0 -18 L5.3 -6 L18 -5.6 L8 2.6 L11.2 16 L0 8.6 L-11.2 16 L-8 2.6 L-18 -5.6 L-5.3 -6 Z" fill="${f}" ${stroke}/>`,
  moon: (f) => `<path d="M6 -17 A17 17 0 1 0 16 8 A13 13 0 1 1 6 -17 Z" fill="${f}" ${stroke}/>`,
  flame: (f) =>
    `<path d="M0 -18 C7 -8 14 -3 13 6 C12 14 6 18 0 18 C-6 18 -13 14 -13 6 C-13 -2 -6 -5 -5 -12 C-1 -8 0 -4 0 -2 C3 -6 3 -12 0 -18 Z" fill="${f}" ${stroke}/>`,
  sun: (f) =>
    `<circle r="10" fill="${f}" ${stroke}/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M0 -13 L0 -18" transform="rotate(${a})" stroke="${f}" stroke-width="3.5" stroke-linecap="round"/>`).join('')}`,
  fish: (f) =>
    `<path d="M-15 0 C-8 -11 8 -11 12 0 C8 11 -8 11 -15 0 Z M11 0 L19 -8 L18 0 L19 8 Z" fill="${f}" ${stroke}/><circle cx="-7" cy="-2" r="2" fill="#ffffff"/>`,
  leaf: (f) =>
    `<path d="M-14 14 C-16 -6 -4 -16 16 -16 C16 4 6 16 -14 14 Z" fill="${f}" ${stroke}/><path d="M-14 14 L8 -8" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round"/>`,
  flower: (f) =>
    `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-9" rx="6.5" ry="9" transform="rotate(${a})" fill="${f}" ${stroke}/>`).join('')}<circle r="5" fill="#fde68a" stroke="#ffffff" stroke-width="1.5"/>`,
  bird: (f) =>
    `<path d="M-13 12 C-15 -4 -8 -14 2 -14 C10 -14 14 -8 14 -2 L19 0 L13 3 C12 10 4 15 -4 15 Z" fill="${f}" ${stroke}/><circle cx="6" cy="-6" r="2.2" fill="#ffffff"/>`,
  crystal: (f) =>
    `<g fill="none" stroke="${f}" stroke-width="4" stroke-linecap="round">${[0, 60, 120].map((a) => `<path d="M0 -17 V17 M0 -11 L-5 -15 M0 -11 L5 -15 M0 11 L-5 15 M0 11 L5 15" transform="rotate(${a})"/>`).join('')}</g>`,
  anchor: (f) =>
    `<g fill="none" stroke="${f}" stroke-width="4" stroke-linecap="round"><circle cx="0" cy="-13" r="4"/><path d="M0 -9 V16 M-8 -3 H8 M-15 4 C-13 13 -6 16 0 16 C6 16 13 13 15 4"/></g>`,
  bell: (f) =>
    `<path d="M0 -17 C9 -17 11 -9 11 0 C11 6 15 9 15 11 H-15 C-15 9 -11 6 -11 0 C-11 -9 -9 -17 0 -17 Z" fill="${f}" ${stroke}/><circle cy="15" r="3.5" fill="${f}" ${stroke}/>`,
  note: (f) =>
    `<path d="M-6 11 V-14 L14 -18 V7" fill="none" stroke="${f}" stroke-width="4" stroke-linejoin="round"/><ellipse cx="-10" cy="12" rx="6" ry="4.5" fill="${f}"/><ellipse cx="10" cy="8" rx="6" ry="4.5" fill="${f}"/>`,
  heart: (f) => `<path d="M0 16 C-20 3 -17 -15 -7 -15 C-3 -15 0 -11 0 -9 C0 -11 3 -15 7 -15 C17 -15 20 3 0 16 Z" fill="${f}" ${stroke}/>`,
  cherry: (f) =>
    `<path d="M-6 4 C-4 -6 2 -14 10 -17 M6 6 C6 -4 8 -12 10 -17" fill="none" stroke="#4ade80" stroke-width="2.5" stroke-linecap="round"/><circle cx="-7" cy="9" r="8" fill="${f}" ${stroke}/><circle cx="8" cy="10" r="7" fill="${f}" ${stroke}/>`,
  shield: (f) =>
    `<path d="M0 -17 L15 -11 V1 C15 10 8 15 0 18 C-8 15 -15 10 -15 1 V-11 Z" fill="${f}" ${stroke}/><path d="M0 -10 V11 M-8 0 H8" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round"/>`,
  axe: (f) =>
    `<path d="M-12 16 L8 -8" stroke="#d6b48a" stroke-width="4" stroke-linecap="round"/><path d="M2 -16 C12 -16 18 -8 17 2 L4 -2 Z" fill="${f}" ${stroke}/>`,
  cup: (f) => `<path d="M-13 -15 H13 C13 -2 8 4 0 5 C-8 4 -13 -2 -13 -15 Z M0 5 V13 M-9 16 H9" fill="${f}" ${stroke}/>`,
  lantern: (f) =>
    `<path d="M-5 -17 H5 M0 -17 V-13" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round"/><rect x="-12" y="-13" width="24" height="27" rx="10" fill="${f}" ${stroke}/><path d="M-6 -12 V13 M6 -12 V13" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.5"/>`,
  key: (f) =>
    `<circle cx="-8" cy="-6" r="8" fill="none" stroke="${f}" stroke-width="4.5"/><path d="M-2 0 L15 15 M8 9 L12 5 M12 12 L15 9" stroke="${f}" stroke-width="4.5" stroke-linecap="round"/>`,
  rocket: (f) =>
    `<path d="M0 -18 C8 -10 8 4 6 10 H-6 C-8 4 -8 -10 0 -18 Z" fill="${f}" ${stroke}/><circle cy="-5" r="3.5" fill="#ffffff"/><path d="M-6 4 L-12 14 L-6 11 M6 4 L12 14 L6 11" fill="${f}" ${stroke}/>`,
};

/** Words of symbol names and the glyph each stands for; the first word found wins. */
const KEYWORDS: [RegExp, keyof typeof GLYPHS][] = [
  [/coin|doubloon|nugget|dollar|cash|gold bars|gold hoard|treasure|chest|ore|torc/i, 'coin'],
  [/diamond|emerald|ruby|topaz|sapphire|jade|pearl|obsidian|quartz|gem|crystal ball|necklace|locket|ring/i, 'gem'],
  [/crown|tiara|king|queen|duchess|throne/i, 'crown'],
  [/star|nova|spotlight|firework|meteor|comet|nebula/i, 'star'],
  [/moon|lunar|eclipse|luna/i, 'moon'],
  [/flame|fire|ember|blaze|torch|cinder|coal|lava|phoenix|dragon|dynamite/i, 'flame'],
  [/sun|corona|aurora/i, 'sun'],
  [/fish|koi|salmon|dolphin|orca|beluga|narwhal|whale|kraken|octopus|manta|seahorse|turtle|crab|krill|mermaid/i, 'fish'],
  [/leaf|clover|fern|pine|kelp|oak|maple|acorn|tree|cactus|berry|mushroom|toadstool|grove/i, 'leaf'],
  [/peony|rose|lotus|bluebell|dandelion|flower|anemone|coral/i, 'flower'],
  [/owl|raven|eagle|gull|puffin|huginn|feather|penguin|firefly|moth/i, 'bird'],
  [/snow|ice|frost|glacier|icicle|blizzard|polar/i, 'crystal'],
  [/anchor|galleon|ship|oar|buoy|compass|hook|harbou?r/i, 'anchor'],
  [/bell|shrine/i, 'bell'],
  [/music|piano|vinyl|trumpet|microphone|headphone|boombox|gramophone|jazz|disco/i, 'note'],
  [/heart|lips|lipstick|kiss/i, 'heart'],
  [/cherry|berries/i, 'cherry'],
  [/shield|helm|knight|chainmail|valkyrie/i, 'shield'],
  [/axe|hammer|pickaxe|anvil|forge|sword/i, 'axe'],
  [/cup|goblet|chalice|martini|champagne|cocktail|mead|horn|canteen/i, 'cup'],
  [/lantern|lamp|flashlight|lighthouse/i, 'lantern'],
  [/key|lock|vault|safe/i, 'key'],
  [/rocket|astronaut|lander|rover|telescope|helmet/i, 'rocket'],
];

/** The glyph a name stands for, or null when none of its words is known. */
export function glyphFor(name: string): Glyph | null {
  const found = KEYWORDS.find(([pattern]) => pattern.test(name));
  return found ? GLYPHS[found[1]]! : null;
}

/** A glyph's name, for tests: which symbol names draw which glyph. */
export function glyphNameFor(name: string): string | null {
  return KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
