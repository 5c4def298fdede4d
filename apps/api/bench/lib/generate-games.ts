// A seeded aggregator feed: `count` games in the shape `npm run catalogue:import` accepts, spread
// over many studios and all twelve categories. The same count and seed give the same file.
//
//   node --import tsx apps/api/bench/lib/generate-games.ts 5000 games.json [seed]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GAME_CATEGORIES, type TGameCategoryId } from '@casino/contracts';
import type { z } from 'zod';
import type { ZImportGame } from '../../src/modules/games/import';
import { createSeededRandom, type SeededRandom } from '../../test/seeded-random';

export type FeedGame = z.input<typeof ZImportGame>;

const STUDIO_HEADS = [
  'Amber',
  'Iron',
  'Blue',
  'Red',
  'Golden',
  'Silver',
  'Crystal',
  'Thunder',
  'Wild',
  'Lucky',
  'Neon',
  'Pixel',
  'Royal',
  'Jade',
  'Cobalt',
  'Velvet',
  'Solar',
  'Nova',
  'Rapid',
  'Quantum',
  'Obsidian',
  'Maple',
  'Coral',
  'Titan',
];
const STUDIO_TAILS = ['Play', 'Gaming', 'Studios', 'Reels', 'Spin', 'Works', 'Labs', 'Games', 'Bet', 'Forge', 'Interactive', 'Digital'];

const ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mega',
  'Super',
  'Fiery',
  'Frozen',
  'Mystic',
  'Ancient',
  'Royal',
  'Crazy',
  'Sweet',
  'Dark',
  'Shining',
  'Hidden',
  'Big',
  'Hot',
  'Electric',
  'Sacred',
  'Savage',
  'Magic',
  'Jolly',
  'Lost',
  'Epic',
  'Cosmic',
  'Diamond',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Midnight',
  'Thunder',
  'Eternal',
  'Brave',
  'Silent',
  'Happy',
  'Raging',
  'Dancing',
  'Roaring',
  'Sunny',
  'Stormy',
];
const NOUNS = [
  'Fortune',
  'Treasure',
  'Dragon',
  'Pharaoh',
  'Buffalo',
  'Wolf',
  'Tiger',
  'Panda',
  'Phoenix',
  'Bonanza',
  'Jewels',
  'Fruits',
  'Gems',
  'Riches',
  'Empire',
  'Legends',
  'Quest',
  'Kingdom',
  'Temple',
  'Pyramid',
  'Safari',
  'Pirates',
  'Vikings',
  'Samurai',
  'Ninja',
  'Mermaid',
  'Unicorn',
  'Cherries',
  'Sevens',
  'Bells',
  'Dice',
  'Coins',
  'Wizard',
  'Knight',
  'Goddess',
  'Olympus',
  'Jungle',
  'Oasis',
  'Volcano',
  'Harvest',
  'Candy',
  'Rodeo',
  'Heist',
  'Express',
  'Carnival',
  'Fiesta',
  'Lagoon',
  'Meadow',
  'Galaxy',
  'Monkey',
];
const SLOT_SUFFIXES = [
  'All Ways',
  'Deluxe',
  'Hold and Win',
  'Rising',
  'Gold Edition',
  'Xmas Edition',
  'Blitz',
  'Power Reels',
  '2',
  'Extreme',
  'Cash Collect',
  '1000',
];

const TABLE_VARIANTS = [
  'Classic',
  'European',
  'American',
  'French',
  'Lightning',
  'Speed',
  'VIP',
  'Mini',
  'Multi-Hand',
  'Double Ball',
  'Gold',
  'First Person',
];
const CARD_GAMES = ['Blackjack', 'Baccarat', 'Red Dog', 'Casino War', 'Andar Bahar', 'Dragon Tiger', 'Teen Patti', 'Hi-Lo'];
const VIDEO_POKER = [
  'Jacks or Better',
  'Deuces Wild',
  'Joker Poker',
  'Bonus Poker',
  'Double Bonus Poker',
  'Aces and Eights',
  'Tens or Better',
  'All American',
];
const POKER = [
  "Casino Hold'em",
  'Three Card Poker',
  'Caribbean Stud',
  'Texas Bonus Poker',
  'Oasis Poker',
  'Russian Poker',
  'Pai Gow Poker',
  'Let It Ride',
];
const CASUAL = ['Plinko', 'Mines', 'Hi-Lo', 'Limbo', 'Tower', 'Keno Blast', 'Wheel', 'Coin Flip', 'Balloon', 'Goal'];
const CRASH = ['Aviator', 'Rocket', 'JetX', 'Space Run', 'Crash X', 'Balloon Pop', 'Zeppelin', 'Moon Shot'];
const LOTTERY = ['Keno', 'Bingo', 'Lotto', 'Pick 3', 'Number Draw', 'Quick Draw'];
const FISHING = ['Fishing', 'Ocean King', 'Fish Hunter', 'Deep Sea Catch', 'Reef Hunt', 'Big Bass'];
const VIRTUAL = [
  'Football League',
  'Horse Racing',
  'Greyhounds',
  'Tennis Cup',
  'Basketball Pro',
  'Speedway',
  'Cycling Tour',
  'Penalty Cup',
];
const SCRATCH = ['Scratch', 'Scratch Cards', 'Instant Win', 'Scratch Match', 'Lucky Scratch'];

/** Most feeds are mostly slots; every other category still gets a fair share. */
const CATEGORY_WEIGHTS: Record<TGameCategoryId, number> = {
  slots: 55,
  card: 6,
  video_poker: 4,
  poker: 4,
  casual: 5,
  craps: 2,
  roulette: 6,
  crash: 4,
  lottery: 4,
  fishing: 3,
  virtual_sports: 4,
  scratch: 3,
};

function pickCategory(random: SeededRandom): TGameCategoryId {
  const total = Object.values(CATEGORY_WEIGHTS).reduce((a, b) => a + b, 0);
  let roll = random.next() * total;
  for (const id of GAME_CATEGORIES) {
    roll -= CATEGORY_WEIGHTS[id];
    if (roll < 0) return id;
  }
  return 'slots';
}

const themed = (random: SeededRandom) => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;

function gameName(random: SeededRandom, category: TGameCategoryId): string {
  switch (category) {
    case 'slots':
      return random.chance(0.35) ? `${themed(random)} ${random.pick(SLOT_SUFFIXES)}` : themed(random);
    case 'roulette':
      return `${random.pick(TABLE_VARIANTS)} Roulette`;
    case 'craps':
      return random.chance(0.5) ? `${random.pick(TABLE_VARIANTS)} Craps` : `${random.pick(NOUNS)} Dice`;
    case 'card':
      return `${random.pick(TABLE_VARIANTS)} ${random.pick(CARD_GAMES)}`;
    case 'video_poker':
      return random.chance(0.5)
        ? random.pick(VIDEO_POKER)
        : `${random.pick(VIDEO_POKER)} ${random.pick(['Deluxe', 'Multi-Hand', 'Gold', '100 Hand'])}`;
    case 'poker':
      return random.chance(0.5) ? random.pick(POKER) : `${random.pick(TABLE_VARIANTS)} ${random.pick(POKER)}`;
    case 'casual':
      return `${random.pick(NOUNS)} ${random.pick(CASUAL)}`;
    case 'crash':
      return random.chance(0.5) ? random.pick(CRASH) : `${random.pick(ADJECTIVES)} ${random.pick(CRASH)}`;
    case 'lottery':
      return `${random.pick(NOUNS)} ${random.pick(LOTTERY)}`;
    case 'fishing':
      return `${random.pick(ADJECTIVES)} ${random.pick(FISHING)}`;
    case 'virtual_sports':
      return `Virtual ${random.pick(VIRTUAL)}`;
    case 'scratch':
      return `${random.pick(NOUNS)} ${random.pick(SCRATCH)}`;
  }
}

/** "Casino Hold'em Gold" → "CasinoHoldemGold": the file-name-safe key of ids and image ids. */
const keyOf = (name: string) => name.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));

function studios(random: SeededRandom, count: number): { name: string; weight: number }[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(STUDIO_HEADS)}${random.pick(STUDIO_TAILS)}`);
  // A few large studios and a long tail of small ones, as in real aggregator feeds.
  return [...names].map((name, i) => ({ name, weight: 1 / (i + 1) ** 0.7 }));
}

const MIN_BETS = ['0.10', '0.20', '0.25', '0.50', '1.00'];
const MAX_BETS = [50, 100, 200, 250, 500, 1000, 2000, 5000];

const rtpFor = (random: SeededRandom, category: TGameCategoryId) => {
  const [low, high] = category === 'card' || category === 'video_poker' || category === 'craps' ? [97, 99.6] : [93.5, 97.5];
  return Math.round((low + random.next() * (high - low)) * 100) / 100;
};

/** `count` unique games from `providerCount` studios; every category appears at least once. */
export function generateGames(count: number, { seed = 20_240_501, providerCount = 60 } = {}): FeedGame[] {
  const random = createSeededRandom(seed);
  const providers = studios(random, providerCount);
  const totalWeight = providers.reduce((sum, p) => sum + p.weight, 0);
  const pickProvider = () => {
    let roll = random.next() * totalWeight;
    for (const p of providers) {
      roll -= p.weight;
      if (roll < 0) return p.name;
    }
    return providers[0]!.name;
  };

  const ids = new Set<string>();
  const games: FeedGame[] = [];
  for (let i = 0; i < count; i++) {
    // Every studio and every category shows up early, so even small feeds cover them all.
    const provider = i < providers.length ? providers[i]!.name : pickProvider();
    const category = i < GAME_CATEGORIES.length ? GAME_CATEGORIES[i]! : pickCategory(random);
    let name = gameName(random, category);
    let id = `${provider.toLowerCase()}:${keyOf(name)}`;
    // A studio ships each title once: a clash draws another name, and after a few, a numbered edition.
    for (let edition = 2; ids.has(id); edition++) {
      name = `${gameName(random, category)}${edition > 4 ? ` ${edition}` : ''}`;
      id = `${provider.toLowerCase()}:${keyOf(name)}`;
    }
    ids.add(id);

    const categories: TGameCategoryId[] = [category];
    if (random.chance(0.08)) {
      const extra = pickCategory(random);
      if (extra !== category) categories.push(extra);
    }
    const minBet = random.pick(MIN_BETS);
    games.push({
      id,
      name,
      provider,
      // Some titles arrive before their art.
      imageId: random.chance(0.96) ? id : null,
      ...(random.chance(0.2) ? { launchId: `${provider.toLowerCase()}-${100_000 + i}` } : {}),
      categories,
      rtp: rtpFor(random, category),
      volatility: random.pick(['low', 'medium', 'high'] as const),
      minBet,
      maxBet: String(random.pick(MAX_BETS)),
      isTop: random.chance(0.01),
      isNew: random.chance(0.012),
      isFeatured: random.chance(0.008),
      isMain: random.chance(0.008),
    });
  }
  return games;
}

// Run directly: write a feed file.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [countArg, fileArg, seedArg] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1 || !fileArg) {
    console.error('Usage: node --import tsx apps/api/bench/lib/generate-games.ts <count> <out.json> [seed]');
    process.exit(2);
  }
  const games = generateGames(count, seedArg ? { seed: Number(seedArg) } : {});
  writeFileSync(path.resolve(fileArg), JSON.stringify(games));
  console.log(`Wrote ${games.length} games to ${fileArg}.`);
}
