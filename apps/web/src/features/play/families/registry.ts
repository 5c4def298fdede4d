import type { TPlayFamily } from '@casino/contracts';
import type { FamilyEntry } from './family-entry';
import { blackjackEntry } from './blackjack/entry';
import { cardDuelEntry } from './card-duel/entry';
import { casinoHoldemEntry } from './casino-holdem/entry';
import { crapsEntry } from './craps/entry';
import { crashEntry } from './crash/entry';
import { diceEntry } from './dice/entry';
import { fishingEntry } from './fishing/entry';
import { lotteryEntry } from './lottery/entry';
import { minesEntry } from './mines/entry';
import { plinkoEntry } from './plinko/entry';
import { rouletteEntry } from './roulette/entry';
import { scratchEntry } from './scratch/entry';
import { slotsEntry } from './slots/entry';
import { threeCardPokerEntry } from './three-card-poker/entry';
import { videoPokerEntry } from './video-poker/entry';
import { virtualSportsEntry } from './virtual-sports/entry';

/**
 * Every game family the web app knows, each from its own folder: adding a family is its folder and a line here.
 * TypeScript asks for every family of the play contract.
 */
export const FAMILIES: { [F in TPlayFamily]: FamilyEntry<F> } = {
  slots: slotsEntry,
  roulette: rouletteEntry,
  dice: diceEntry,
  mines: minesEntry,
  plinko: plinkoEntry,
  scratch: scratchEntry,
  videoPoker: videoPokerEntry,
  lottery: lotteryEntry,
  threeCardPoker: threeCardPokerEntry,
  cardDuel: cardDuelEntry,
  fishing: fishingEntry,
  craps: crapsEntry,
  crash: crashEntry,
  casinoHoldem: casinoHoldemEntry,
  blackjack: blackjackEntry,
  virtualSports: virtualSportsEntry,
};

/** One family's entry, typed for that family's rounds. */
export const familyEntry = <F extends TPlayFamily>(family: F): FamilyEntry<F> => FAMILIES[family];

// What the recall page lays out, for the game history.
export type { RecallCell, RecallFact, RecallStep } from './recall-steps';
