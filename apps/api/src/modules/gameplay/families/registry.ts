import { blackjackEntry } from './blackjack/entry';
import { cardDuelEntry } from './card-duel/entry';
import { casinoHoldemEntry } from './casino-holdem/entry';
import { crapsEntry } from './craps/entry';
import { crashEntry } from './crash/entry';
import { diceEntry } from './dice/entry';
import type { FamilyEntry, TitleFamily } from './family-entry';
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

// Every game family the platform plays, each built in its own folder: a new family is a folder and a line here.
const FAMILIES: { [F in TitleFamily]: FamilyEntry<F> } = {
  slots: slotsEntry,
  roulette: rouletteEntry,
  dice: diceEntry,
  mines: minesEntry,
  plinko: plinkoEntry,
  scratch: scratchEntry,
  videoPoker: videoPokerEntry,
  lottery: lotteryEntry,
  cardDuel: cardDuelEntry,
  threeCardPoker: threeCardPokerEntry,
  fishing: fishingEntry,
  craps: crapsEntry,
  blackjack: blackjackEntry,
  casinoHoldem: casinoHoldemEntry,
  crash: crashEntry,
  virtualSports: virtualSportsEntry,
};

/**
 * A family's entry. Its parts take the family's own title; callers hand them the title whose family they
 * looked up, which is what pairs the two.
 */
export function familyEntry(family: TitleFamily): FamilyEntry<TitleFamily> {
  return FAMILIES[family] as unknown as FamilyEntry<TitleFamily>;
}

/** The entry of a family named in storage (a round's `family`), or undefined for one the platform does not know. */
export function findFamilyEntry(family: string): FamilyEntry<TitleFamily> | undefined {
  return Object.hasOwn(FAMILIES, family) ? familyEntry(family as TitleFamily) : undefined;
}
