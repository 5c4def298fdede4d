import type { TPlayRound } from '@casino/contracts';
import {
  CARD_DUEL_TITLES,
  cardDuelFamily,
  casinoHoldemFamily,
  CRAPS_TITLES,
  BLACKJACK_TITLES,
  blackjackFamily,
  crapsFamily,
  diceFamily,
  FISHING_TITLES,
  fishingFamily,
  FloatSource,
  generateFloats,
  hashServerSeed,
  HOLDEM_TITLES,
  LOTTERY_TITLES,
  lotteryFamily,
  minesFamily,
  plinkoFamily,
  rouletteFamily,
  scratchFamily,
  SLOT_TITLES,
  slotsFamily,
  TABLE_TITLES,
  THREE_CARD_TITLES,
  threeCardPokerFamily,
  VIDEO_POKER_TITLES,
  videoPokerFamily,
  type BlackjackTitleKey,
  type CardDuelTitleKey,
  type CrapsTitleKey,
  type DiceConfig,
  type FishingTitleKey,
  type HoldemTitleKey,
  type LotteryTitleKey,
  type MinesConfig,
  type PlinkoConfig,
  type RouletteConfig,
  type ScratchConfig,
  type TableTitleKey,
  type ThreeCardTitleKey,
  type VideoPokerTitleKey,
  verifyCrashRound,
  drawVirtualEvent,
  virtualEventFloats,
  VIRTUAL_SPORTS_TITLES,
  type VirtualSportsTitleKey,
} from '@casino/games';
import { recomputeJackpotDraw, type JackpotDraw } from './jackpot-draw';

export type PlayedRoundCheck = {
  /** The SHA-256 of the revealed server seed is the hash shown before the round. */
  isHashMatch: boolean;
  /** What the engine draws from these seeds is what the server stored for the round, its jackpot draw included. */
  isDrawMatch: boolean;
  /** The round's jackpot draw recomputed, when it took part in one. */
  jackpot?: JackpotDraw;
};

/** The catalogue's game id is `<studio>:<title key>`. */
export const titleKeyOf = (gameId: string) => gameId.slice(gameId.indexOf(':') + 1);

const tableConfig = <C>(titleKey: string): C | undefined =>
  (TABLE_TITLES as Record<string, { config: unknown }>)[titleKey as TableTitleKey]?.config as C | undefined;

/**
 * The draws of a round: everything chance decided, nothing that scales with the stake. A nominal stake
 * of 1 minor unit is enough, since no engine lets the stake change what it draws.
 */
async function drawsOf(round: TPlayRound, titleKey: string, source: (count: number) => Promise<FloatSource>): Promise<unknown> {
  const stake = 1n;
  switch (round.family) {
    case 'slots': {
      const config = SLOT_TITLES.find((title) => title.key === titleKey);
      if (!config) return undefined;
      const bet = { coinValue: stake };
      return slotsFamily.open(config, bet, await source(slotsFamily.maxFloats(config, bet))).steps.map((step) => step.stops);
    }
    case 'roulette': {
      const config = tableConfig<RouletteConfig>(titleKey);
      if (!config) return undefined;
      const bet = { spots: [{ kind: 'red' as const, amount: stake }] };
      return rouletteFamily.open(config, bet, await source(rouletteFamily.maxFloats(config, bet))).steps[0]?.pocket;
    }
    case 'dice': {
      const config = tableConfig<DiceConfig>(titleKey);
      if (!config) return undefined;
      const bet = { ...round.bet, amount: stake };
      return diceFamily.open(config, bet, await source(diceFamily.maxFloats(config, bet))).steps[0]?.roll;
    }
    case 'mines': {
      const config = tableConfig<MinesConfig>(titleKey);
      if (!config) return undefined;
      const bet = { amount: stake, mines: round.bet.mines };
      const [board] = minesFamily.open(config, bet, await source(minesFamily.maxFloats(config, bet))).steps;
      return board?.kind === 'board' ? [...board.mines].sort((a, b) => a - b) : undefined;
    }
    case 'plinko': {
      const config = tableConfig<PlinkoConfig>(titleKey);
      if (!config) return undefined;
      const bet = { ...round.bet, amount: stake };
      return plinkoFamily.open(config, bet, await source(plinkoFamily.maxFloats(config, bet))).steps[0]?.path;
    }
    case 'scratch': {
      const config = tableConfig<ScratchConfig>(titleKey);
      if (!config) return undefined;
      const bet = { amount: stake };
      return scratchFamily.open(config, bet, await source(scratchFamily.maxFloats(config, bet))).steps[0]?.grid;
    }
    case 'videoPoker': {
      // The shuffle fixes the deal and every replacement in draw order: the deck's ten cards.
      const config = VIDEO_POKER_TITLES[titleKey as VideoPokerTitleKey]?.config;
      if (!config) return undefined;
      const bet = { amount: stake };
      const [cards] = videoPokerFamily.open(config, bet, await source(videoPokerFamily.maxFloats(config, bet))).steps;
      return cards?.kind === 'cards' ? cards.cards : undefined;
    }
    case 'lottery': {
      // The player's picks are the ticket (bingo deals its card from the floats): the card and the draw.
      const config = LOTTERY_TITLES[titleKey as LotteryTitleKey]?.config;
      if (!config) return undefined;
      const bet = { amount: stake, picks: round.bet.picks };
      const [step] = lotteryFamily.open(config, bet, await source(lotteryFamily.maxFloats(config, bet))).steps;
      return step && { ticket: step.ticket, drawn: step.drawn };
    }
    case 'threeCardPoker': {
      // The shuffle fixes the player's three cards and the dealer's three before any decision.
      const config = THREE_CARD_TITLES[titleKey as ThreeCardTitleKey]?.config;
      if (!config) return undefined;
      const bet = { ante: stake, pairPlus: 0n };
      const [cards] = threeCardPokerFamily.open(config, bet, await source(threeCardPokerFamily.maxFloats(config, bet))).steps;
      return cards?.kind === 'cards' ? cards.cards : undefined;
    }
    case 'casinoHoldem': {
      // The shuffle fixes all nine cards (the player's, the board, the dealer's) before any decision.
      const config = HOLDEM_TITLES[titleKey as HoldemTitleKey]?.config;
      if (!config) return undefined;
      const bet = { ante: stake, aaBonus: 0n };
      const [cards] = casinoHoldemFamily.open(config, bet, await source(casinoHoldemFamily.maxFloats(config, bet))).steps;
      return cards?.kind === 'cards' ? cards.cards : undefined;
    }
    case 'blackjack': {
      // The shoe's order, fixed at the open: the decisions only say which hand takes the next card.
      const config = BLACKJACK_TITLES[titleKey as BlackjackTitleKey]?.config;
      if (!config) return undefined;
      const bet = { amount: stake };
      const [shoe] = blackjackFamily.open(config, bet, await source(blackjackFamily.maxFloats(config, bet))).steps;
      return shoe?.kind === 'shoe' ? shoe.cards : undefined;
    }
    case 'craps': {
      // Every face the round could roll, two per roll, whatever was staked.
      const config = CRAPS_TITLES[titleKey as CrapsTitleKey]?.config;
      if (!config) return undefined;
      const bet = { line: 'pass' as const, amount: stake, field: 0n, place: {}, hardways: {} };
      const [dice] = crapsFamily.open(config, bet, await source(crapsFamily.maxFloats(config, bet))).steps;
      return dice?.kind === 'dice' ? dice.faces : undefined;
    }
    case 'cardDuel': {
      // The shoe's order fixes both hands, third cards included, whatever the spots staked.
      const config = CARD_DUEL_TITLES[titleKey as CardDuelTitleKey]?.config;
      if (!config) return undefined;
      const bet = { spots: [{ spot: 'player' as const, amount: stake }] };
      const [step] = cardDuelFamily.open(config, bet, await source(cardDuelFamily.maxFloats(config, bet))).steps;
      return step && { player: step.player, banker: step.banker };
    }
    case 'fishing': {
      // One float against the aimed target's capture threshold: caught or not.
      const config = FISHING_TITLES[titleKey as FishingTitleKey]?.config;
      if (!config || !config.targets.some((target) => target.id === round.bet.target)) return undefined;
      const bet = { amount: stake, target: round.bet.target };
      const [step] = fishingFamily.open(config, bet, await source(fishingFamily.maxFloats(config, bet))).steps;
      return step && { target: step.target, caught: step.caught };
    }
    case 'virtualSports': {
      // The event's whole stream: the field, then the finishing order or the kicks.
      const config = VIRTUAL_SPORTS_TITLES[titleKey as VirtualSportsTitleKey]?.config;
      if (!config) return undefined;
      const floats = await source(virtualEventFloats(config));
      return config.sport === 'penalties' ? drawVirtualEvent(config, floats) : drawVirtualEvent(config, floats);
    }
  }
}

/** The same draws, as the server stored them with the round. */
function storedDraws(round: TPlayRound): unknown {
  switch (round.family) {
    case 'slots':
      return round.steps.map((step) => step.stops);
    case 'roulette':
      return round.steps[0]?.pocket;
    case 'dice':
      return round.steps[0]?.roll;
    case 'mines': {
      const board = round.steps.find((step) => step.kind === 'board');
      return board?.kind === 'board' ? [...board.mines].sort((a, b) => a - b) : undefined;
    }
    case 'plinko':
      return round.steps[0]?.path;
    case 'scratch':
      return round.steps[0]?.grid;
    case 'videoPoker': {
      const cards = round.steps.find((step) => step.kind === 'cards');
      return cards?.kind === 'cards' ? cards.cards : undefined;
    }
    case 'lottery': {
      const [step] = round.steps;
      return step && { ticket: step.ticket, drawn: step.drawn };
    }
    case 'threeCardPoker':
    case 'casinoHoldem': {
      const cards = (round.steps as { kind: string; cards?: string[] }[]).find((step) => step.kind === 'cards');
      return cards?.cards;
    }
    case 'cardDuel': {
      const [step] = round.steps;
      return step && { player: step.player, banker: step.banker };
    }
    case 'fishing': {
      const [step] = round.steps;
      return step && { target: step.target, caught: step.caught };
    }
    case 'blackjack': {
      const shoe = round.steps.find((step) => step.kind === 'shoe');
      return shoe?.kind === 'shoe' ? shoe.cards : undefined;
    }
    case 'craps': {
      const dice = round.steps.find((step) => step.kind === 'dice');
      return dice?.kind === 'dice' ? dice.faces : undefined;
    }
    case 'virtualSports':
      return round.steps[0]?.event;
  }
}

/**
 * Recomputes a settled round from its revealed seeds with the engines the server settles with, and
 * compares the draws. Null while the round's server seed is still secret.
 */
export async function checkPlayedRound(round: TPlayRound, titleKey: string): Promise<PlayedRoundCheck | null> {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (serverSeed === null) return null;
  if (round.family === 'crash') return checkCrashBet(round);
  const seeds = { serverSeed, clientSeed, nonce };
  const recomputed = await drawsOf(round, titleKey, async (count) => new FloatSource(await generateFloats(seeds, count)));
  const stored = storedDraws(round);
  const check: PlayedRoundCheck = {
    isHashMatch: (await hashServerSeed(serverSeed)) === serverSeedHash,
    isDrawMatch: stored !== undefined && JSON.stringify(recomputed) === JSON.stringify(stored),
  };
  if (!round.jackpotDraw) return check;
  // The draw won exactly when the round says it won a jackpot.
  const jackpot = await recomputeJackpotDraw(seeds, round.jackpotDraw.chanceOneIn);
  return { ...check, isDrawMatch: check.isDrawMatch && jackpot.isWin === (round.jackpotWin !== undefined), jackpot };
}

/**
 * A crash bet: its live round's hash (the server seed) must be round `nonce` of the chain ending in the
 * published terminating hash and hash to the commitment shown before the round, and give the bust stored.
 */
async function checkCrashBet(round: Extract<TPlayRound, { family: 'crash' }>): Promise<PlayedRoundCheck | null> {
  const bust = round.steps[0]?.bust;
  if (!bust) return null;
  const { serverSeedHash, clientSeed, nonce } = round.fairness;
  const check = await verifyCrashRound({
    number: nonce,
    hash: bust.hash,
    previousHash: serverSeedHash,
    terminatingHash: bust.terminatingHash,
    salt: clientSeed,
    crash: Math.round(Number(bust.crash) * 100),
    maxMultiplier: bust.maxMultiplier,
  });
  return { isHashMatch: check.isOfChain && check.isCommitted, isDrawMatch: check.isCrashRight };
}
