import type { TPlayFamily } from '@casino/contracts';
import type { FamilyEntry, FamilyVerifier, TitleName, VerifierForm } from './family-entry';
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
export const FAMILIES = {
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
} satisfies { [F in TPlayFamily]: FamilyEntry<F> };

/** One family's entry, typed for that family's rounds. */
const ENTRIES: { [F in TPlayFamily]: FamilyEntry<F> } = FAMILIES;
export const familyEntry = <F extends TPlayFamily>(family: F): FamilyEntry<F> => ENTRIES[family];

type VerifierOf<E> = E extends { verifier(): Promise<FamilyVerifier<infer Game, infer Verified>> }
  ? { game: Game; verified: Verified }
  : never;
type Verifiers = VerifierOf<(typeof FAMILIES)[TPlayFamily]>;
/** What /provably-fair's verifier recomputes: a family that has one, and the choices it asks for. */
export type VerifierGame = Verifiers['game'];
/** What it drew, per family. */
export type VerifiedOutcome = Verifiers['verified'];
/** Loads the verifier of a family that has one. */
export const loadVerifier = (family: VerifierGame['family']) =>
  FAMILIES[family].verifier() as Promise<FamilyVerifier<VerifierGame, VerifiedOutcome>>;

type VerifierFamily = VerifierGame['family'];
/** The families /provably-fair's form offers title by title: the page sends their titles' names. */
export type TitledVerifierFamily = {
  [F in VerifierFamily]: (typeof FAMILIES)[F]['verifierForm']['offer'] extends { perTitle(titleKey: string): unknown } ? F : never;
}[VerifierFamily];
export type VerifierTitleNames = { [F in TitledVerifierFamily]: readonly TitleName[] };

/** How /provably-fair's form offers each family that has a verifier, in its picker's order. */
export const VERIFIER_FORMS: readonly (VerifierForm<VerifierGame> & { family: VerifierFamily })[] = (Object.keys(ENTRIES) as TPlayFamily[])
  .flatMap((family) => {
    const { verifierForm } = ENTRIES[family];
    return verifierForm ? [{ ...verifierForm, family: family as VerifierFamily }] : [];
  })
  .sort((a, b) => a.order - b.order);

// What the recall page lays out, for the game history.
export type { RecallCell, RecallFact, RecallStep } from './recall-steps';
export type { FloatDraw, TitleName } from './family-entry';
