import type { TPlayFamily, TPlayGameView, TPlayRound, TPlaySession } from '@casino/contracts';
import type { FloatSource } from '@casino/games';
import type { ComponentType } from 'react';
import type { FamilyClientProps } from '../family-props';
import type { RecallStep } from './recall-steps';

// What the web app knows of one game family: its game screen, its round recall, how /provably-fair checks
// its rounds. Each family's entry.ts fills one; registry.ts lists them all.

export type RoundOf<F extends TPlayFamily> = Extract<TPlayRound, { family: F }>;
export type ViewOf<F extends TPlayFamily> = Extract<TPlayGameView, { family: F }>;

/** A screen the game client's shell drives with rounds (placeBet, act). */
export type RoundScreen<F extends TPlayFamily> = ComponentType<FamilyClientProps<F>>;

/** A screen that plays shared rounds or events through its own requests, and so takes the launch and the balance. */
export type LiveScreen = ComponentType<{
  token: string;
  session: TPlaySession;
  /** The balance and this launch's totals after a bet, a cash-out or a settlement, for the shell's header and footer. */
  onMoney(balance: string, totals: TPlaySession['totals']): void;
  /** A request of the screen's failed: the shell asks whether a reality check waits (its pause covers every family). */
  onRefused(): void;
}>;

/** What chance decided in a round, from the engine and as stored: a round checks when both agree. */
export type PlayedRoundDraws<F extends TPlayFamily> = {
  /** The draws the engine makes for this round from `source` (its floats), undefined for an unknown title. */
  recompute(round: RoundOf<F>, titleKey: string, source: (count: number) => Promise<FloatSource>): Promise<unknown>;
  stored(round: RoundOf<F>): unknown;
};

/** A family checked its own way rather than by its draws (crash: its round's place in the hash chain). */
export type PlayedRoundCheckOf<F extends TPlayFamily> = {
  check(round: RoundOf<F>): Promise<{ isHashMatch: boolean; isDrawMatch: boolean } | null>;
};

/** Draws `count` floats from the seeds being verified: the engine's source. */
export type FloatDraw = (count: number) => Promise<FloatSource>;

/**
 * The seeds-only verifier of a family with a single-shot engine: `compute` recomputes a round of `Game` (the
 * choices the verifier asks for besides the seeds), `Outcome` shows what it drew.
 */
export type FamilyVerifier<Game extends { family: TPlayFamily }, Verified extends { family: TPlayFamily }> = {
  compute(game: Game, draw: FloatDraw): Promise<Verified>;
  Outcome: ComponentType<{ outcome: Verified }>;
};

/** A title's key and its name in the catalogue: all /provably-fair's form knows of a title (its reels load with the engines). */
export type TitleName = { key: string; name: string };

/**
 * How /provably-fair's form offers a family's verifier: its place in the game picker (lowest first, the first
 * chosen on opening), the game a choice there means (the family's one choice, or one of its titles: a group of
 * their names, which the page sends) and the family's own inputs besides the seeds.
 */
export type VerifierForm<Game extends { family: TPlayFamily }> = {
  order: number;
  offer: { game: Game } | { perTitle(titleKey: string): Game };
  Inputs?: ComponentType<{ game: Game; onChange(game: Game): void }>;
};

export type FamilyEntry<F extends TPlayFamily> = {
  /** The game client's screen, loaded on its own (one chunk per family). */
  screen: { kind: 'round'; load(): Promise<RoundScreen<F>> } | { kind: 'live'; load(): Promise<LiveScreen> };
  /**
   * The screen presents a settled round over time (a ball falling, a roll counting up, reels playing a feature, a
   * wheel turning, a ticket to scratch): the balance waits until it calls `presented`.
   */
  presentsResult?: boolean;
  /** The least time (ms) a round's request takes on screen, from the session's minimum cycle. */
  minRoundMs?(minCycleMs: number): number;
  /** The family's own figures in the game client's footer. */
  Totals?: ComponentType<{ totals: TPlaySession['totals']; currency: string }>;
  /** The game's rule on the info screen, paragraph by paragraph, where it is not the family's one text (play.rules.<family>). */
  rules?(view: ViewOf<F>): string[];
  /**
   * Wins are multiples with decimals: the info screen says that small stakes are refused where rounding to the
   * cent would cost more than 0.1 pp.
   */
  roundsWins?: true;
  /** The family's own figures on the info screen, under the title's (baccarat's spots, craps' bets…). */
  InfoFacts?: ComponentType<{ view: ViewOf<F> }>;
  /** The info screen's fairness part, where it is not the launch's seeds (crash: the hash chain its rounds come from). */
  InfoFairness?: ComponentType<{ token: string }>;
  /** Every step of a stored round, in the order the player saw them. */
  recall(round: RoundOf<F>): RecallStep[];
  /** How /provably-fair checks a played round; loaded with the engines when a round is checked. */
  playedRound(): Promise<PlayedRoundDraws<F> | PlayedRoundCheckOf<F>>;
  /**
   * /provably-fair's verifier of seeds typed in, for the families it offers, with the family's own choices and
   * outcome (registry.ts gathers them into VerifierGame and VerifiedOutcome).
   */
  // Loaded on the first "Verify": the engines (and every slot's reels) stay out of the page.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  verifier?(): Promise<FamilyVerifier<{ family: F } & any, { family: F } & any>>;
  /** How /provably-fair's form offers the verifier (a family with a verifier has one). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  verifierForm?: VerifierForm<{ family: F } & any>;
};
