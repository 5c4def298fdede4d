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
  /** Titles still waiting for their art carry no image id. */
  noImage?: boolean;
};

export type SeedStudio = { provider: string; games: SeedGame[] };

/** The in-house studios and their titles: the gameplay work makes each one playable. */
export const SEED_CATALOGUE: SeedStudio[] = [
  {
    provider: 'LunarForge',
    games: [
      { key: 'LuckyLanterns', name: 'Lucky Lanterns', categories: ['slots'], rtp: '96.21', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top', 'main'] },
      { key: 'MoonlitMeadow', name: 'Moonlit Meadow', categories: ['slots'], rtp: '96.50', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['main'] },
      { key: 'EclipseRiches', name: 'Eclipse Riches', categories: ['slots'], rtp: '95.80', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000, flags: ['featured'] },
      { key: 'StarforgeMegaways', name: 'Starforge Megaways', categories: ['slots'], rtp: '96.47', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 20000, flags: ['top', 'new'] },
      { key: 'CraterCash', name: 'Crater Cash', categories: ['slots'], rtp: '94.90', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'OrbitRush', name: 'Orbit Rush', categories: ['crash'], rtp: '97.00', volatility: 'high', minBetEurCents: 10, maxBetEurCents: 50000, flags: ['top', 'featured'] },
      { key: 'LunarRoulette', name: 'Lunar Roulette', categories: ['roulette'], rtp: '97.30', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 100000, flags: ['main'] },
      { key: 'SilverTides', name: 'Silver Tides', categories: ['slots'], rtp: '96.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000, noImage: true },
      { key: 'NightOwlKeno', name: 'Night Owl Keno', categories: ['lottery'], rtp: '95.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 2000 },
      { key: 'CometScratch', name: 'Comet Scratch', categories: ['scratch'], rtp: '95.50', volatility: 'medium', minBetEurCents: 50, maxBetEurCents: 2000, flags: ['new'] },
      { key: 'GravityDrop', name: 'Gravity Drop', categories: ['casual'], rtp: '97.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000 },
    ],
  },
  {
    provider: 'VelvetReel',
    games: [
      { key: 'NeonNights', name: 'Neon Nights', categories: ['slots'], rtp: '96.30', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top', 'featured', 'main'] },
      { key: 'VelvetVault', name: 'Velvet Vault', categories: ['slots'], rtp: '96.10', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 20000, flags: ['top'] },
      { key: 'CherryCabaret', name: 'Cherry Cabaret', categories: ['slots'], rtp: '95.70', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['main'] },
      { key: 'DiamondDuchess', name: 'Diamond Duchess', categories: ['slots'], rtp: '96.60', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000, flags: ['new'] },
      { key: 'JazzAgeJackpots', name: 'Jazz Age Jackpots', categories: ['slots'], rtp: '94.80', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000, flags: ['featured'] },
      { key: 'RubyRoulette', name: 'Ruby Roulette', categories: ['roulette'], rtp: '97.30', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 200000, flags: ['top'] },
      { key: 'VelvetBlackjack', name: 'Velvet Blackjack', categories: ['card'], rtp: '98.50', volatility: 'low', minBetEurCents: 100, maxBetEurCents: 200000, flags: ['top', 'main'] },
      { key: 'BaccaratNoir', name: 'Baccarat Noir', categories: ['card'], rtp: '98.40', volatility: 'low', minBetEurCents: 100, maxBetEurCents: 200000 },
      { key: 'JacksOrBetterDeluxe', name: 'Jacks or Better Deluxe', categories: ['video_poker'], rtp: '98.20', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['main'] },
      { key: 'DeucesWildVelvet', name: 'Deuces Wild Velvet', categories: ['video_poker'], rtp: '97.80', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'CasinoHoldem', name: "Casino Hold'em", categories: ['poker', 'card'], rtp: '97.80', volatility: 'medium', minBetEurCents: 100, maxBetEurCents: 100000, flags: ['featured'] },
      { key: 'GoldenGlamour', name: 'Golden Glamour', categories: ['slots'], rtp: '96.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000, noImage: true },
    ],
  },
  {
    provider: 'Northwind',
    games: [
      { key: 'FjordFortunes', name: 'Fjord Fortunes', categories: ['slots'], rtp: '96.40', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top'] },
      { key: 'ValkyrieGold', name: 'Valkyrie Gold', categories: ['slots'], rtp: '96.20', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 20000, flags: ['featured', 'main'] },
      { key: 'AuroraWilds', name: 'Aurora Wilds', categories: ['slots'], rtp: '96.70', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['new'] },
      { key: 'FrostbiteFrenzy', name: 'Frostbite Frenzy', categories: ['slots'], rtp: '95.60', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000 },
      { key: 'RuneOfOdin', name: 'Rune of Odin', categories: ['slots'], rtp: '96.05', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000, flags: ['top'] },
      { key: 'PolarPearls', name: 'Polar Pearls', categories: ['slots'], rtp: '96.90', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'IceFishingBonanza', name: 'Ice Fishing Bonanza', categories: ['fishing'], rtp: '96.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['new', 'featured'] },
      { key: 'ArcticAngler', name: 'Arctic Angler', categories: ['fishing'], rtp: '95.80', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'LongshipDice', name: 'Longship Dice', categories: ['craps'], rtp: '98.00', volatility: 'low', minBetEurCents: 100, maxBetEurCents: 100000 },
      { key: 'StormLotto', name: 'Storm Lotto', categories: ['lottery'], rtp: '94.50', volatility: 'high', minBetEurCents: 50, maxBetEurCents: 2000 },
      { key: 'NorthernScratch', name: 'Northern Scratch', categories: ['scratch'], rtp: '95.00', volatility: 'low', minBetEurCents: 50, maxBetEurCents: 1000 },
    ],
  },
  {
    provider: 'CopperFox',
    games: [
      { key: 'FoxfireFortune', name: 'Foxfire Fortune', categories: ['slots'], rtp: '96.35', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top', 'main'] },
      { key: 'CopperCanyon', name: 'Copper Canyon', categories: ['slots'], rtp: '95.90', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000 },
      { key: 'WildWestWagon', name: 'Wild West Wagon', categories: ['slots'], rtp: '96.10', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['new'] },
      { key: 'GoldRushGulch', name: 'Gold Rush Gulch', categories: ['slots'], rtp: '96.80', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 20000, flags: ['featured'] },
      { key: 'SaloonStakes', name: 'Saloon Stakes', categories: ['poker'], rtp: '97.50', volatility: 'medium', minBetEurCents: 100, maxBetEurCents: 50000 },
      { key: 'ThreeCardShowdown', name: 'Three Card Showdown', categories: ['poker', 'card'], rtp: '96.60', volatility: 'medium', minBetEurCents: 100, maxBetEurCents: 50000, flags: ['main'] },
      { key: 'CrapsCanyon', name: 'Craps Canyon', categories: ['craps'], rtp: '98.50', volatility: 'low', minBetEurCents: 100, maxBetEurCents: 100000, flags: ['featured'] },
      { key: 'RocketRodeo', name: 'Rocket Rodeo', categories: ['crash'], rtp: '97.00', volatility: 'high', minBetEurCents: 10, maxBetEurCents: 50000, flags: ['new'] },
      { key: 'BonusPokerCopper', name: 'Bonus Poker Copper', categories: ['video_poker'], rtp: '97.40', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'PlinkoPrairie', name: 'Plinko Prairie', categories: ['casual'], rtp: '97.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top'] },
      { key: 'DustyDollars', name: 'Dusty Dollars', categories: ['scratch'], rtp: '94.60', volatility: 'medium', minBetEurCents: 50, maxBetEurCents: 2000, noImage: true },
    ],
  },
  {
    provider: 'Bluefin',
    games: [
      { key: 'ReefRiches', name: 'Reef Riches', categories: ['slots'], rtp: '96.25', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['main'] },
      { key: 'DeepSeaDoubloons', name: 'Deep Sea Doubloons', categories: ['slots'], rtp: '96.55', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 20000, flags: ['top', 'featured'] },
      { key: 'CoralKingdom', name: 'Coral Kingdom', categories: ['slots'], rtp: '95.95', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'TidalTreasure', name: 'Tidal Treasure', categories: ['slots'], rtp: '96.15', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['new'] },
      { key: 'KrakenCatch', name: 'Kraken Catch', categories: ['fishing'], rtp: '96.50', volatility: 'high', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top'] },
      { key: 'GoldfishFrenzy', name: 'Goldfish Frenzy', categories: ['fishing', 'casual'], rtp: '96.00', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 5000 },
      { key: 'HarbourRoulette', name: 'Harbour Roulette', categories: ['roulette'], rtp: '97.30', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 100000 },
      { key: 'SubmarineSurge', name: 'Submarine Surge', categories: ['crash'], rtp: '96.80', volatility: 'high', minBetEurCents: 10, maxBetEurCents: 50000 },
      { key: 'PearlDiverBingo', name: 'Pearl Diver Bingo', categories: ['lottery'], rtp: '95.20', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 2000, flags: ['new'] },
      { key: 'SeashellScratch', name: 'Seashell Scratch', categories: ['scratch'], rtp: '95.40', volatility: 'low', minBetEurCents: 50, maxBetEurCents: 1000 },
      { key: 'LighthouseMines', name: 'Lighthouse Mines', categories: ['casual'], rtp: '97.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['featured'] },
    ],
  },
  {
    provider: 'EmberOak',
    games: [
      { key: 'DragonsHearth', name: "Dragon's Hearth", categories: ['slots'], rtp: '96.45', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 20000, flags: ['top', 'main', 'featured'] },
      { key: 'OakenKing', name: 'Oaken King', categories: ['slots'], rtp: '96.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000 },
      { key: 'PhoenixEmbers', name: 'Phoenix Embers', categories: ['slots'], rtp: '96.75', volatility: 'high', minBetEurCents: 20, maxBetEurCents: 10000, flags: ['new'] },
      { key: 'EnchantedGrove', name: 'Enchanted Grove', categories: ['slots'], rtp: '95.85', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['main'] },
      { key: 'DerbyDay', name: 'Derby Day', categories: ['virtual_sports'], rtp: '95.00', volatility: 'medium', minBetEurCents: 50, maxBetEurCents: 20000, flags: ['featured'] },
      { key: 'PenaltyShootout', name: 'Penalty Shootout', categories: ['virtual_sports', 'casual'], rtp: '96.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 10000, flags: ['top', 'new'] },
      { key: 'GreyhoundGrandPrix', name: 'Greyhound Grand Prix', categories: ['virtual_sports'], rtp: '94.80', volatility: 'medium', minBetEurCents: 50, maxBetEurCents: 20000 },
      { key: 'VirtualSpeedway', name: 'Virtual Speedway', categories: ['virtual_sports'], rtp: '95.20', volatility: 'high', minBetEurCents: 50, maxBetEurCents: 20000 },
      { key: 'EmberDice', name: 'Ember Dice', categories: ['craps', 'casual'], rtp: '98.00', volatility: 'low', minBetEurCents: 10, maxBetEurCents: 50000 },
      { key: 'FireboltCrash', name: 'Firebolt Crash', categories: ['crash'], rtp: '97.00', volatility: 'high', minBetEurCents: 10, maxBetEurCents: 50000 },
      { key: 'ForestKeno', name: 'Forest Keno', categories: ['lottery'], rtp: '95.10', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 2000 },
      { key: 'AcesAndFaces', name: 'Aces and Faces', categories: ['video_poker'], rtp: '98.00', volatility: 'medium', minBetEurCents: 10, maxBetEurCents: 5000, flags: ['new'] },
      { key: 'HighCardDuel', name: 'High Card Duel', categories: ['card'], rtp: '97.10', volatility: 'low', minBetEurCents: 50, maxBetEurCents: 50000 },
      { key: 'OakTablePoker', name: 'Oak Table Poker', categories: ['poker'], rtp: '97.60', volatility: 'medium', minBetEurCents: 100, maxBetEurCents: 50000 },
    ],
  },
];
