import type { TCrashStep, TCurrencyCode, TPlayAction, TPlayBet, TPlayGameView } from '@casino/contracts';
import type { GameFamily, RoundState, Title } from '@casino/games';
import type { Db } from '../../../db/client';
import type { EurCentsConverter } from '../../games';
import type { RoundRow } from '../rounds-repo';

// What the platform knows of one game family: each family's folder builds its entry, and registry.ts lists them.

export type TitleFamily = Title['family'];
export type TitleOf<F extends TitleFamily> = Extract<Title, { family: F }>;

/** Minor units as the client reads them: a decimal of the session's (or round's) currency. */
export type ToMajor = (minor: bigint) => string;
/** A stored amount (a decimal string of minor units) as a major-unit decimal of the round's currency. */
export type StoredToMajor = (minor: unknown) => string;
/** A major-unit amount of the session's currency in minor units; a malformed one is a 400 naming `field`. */
export type ToMinor = (amount: string, field: string) => bigint;

/** What a bet's amounts are read with: `minorOrZero` takes "0" as no side bet. */
export type BetAmounts = { currency: TCurrencyCode; minor: ToMinor; minorOrZero: ToMinor };

/** The decisions a player takes inside a round, for the families whose rounds stay open. */
export type DecisionsPart<F extends TitleFamily> = {
  /** Why a decision cannot be taken in this round now (a sentence for the player), or null. */
  check(title: TitleOf<F>, state: RoundState<unknown>, action: unknown): string | null;
  /**
   * The decision the platform takes for a player who no longer decides (self-exclusion ends the round), never
   * one that stakes more; 'refund' gives the stake back when nothing was risked yet.
   */
  closing(title: TitleOf<F>, state: RoundState<unknown>): TPlayAction | 'refund';
};

/** The engines differ in their types; the platform hands each its own title's configuration and bets. */
export type AnyEngine = GameFamily<unknown, unknown, unknown, unknown>;

/** A family whose rounds the platform plays with the title's engine. */
export type EnginePart<F extends TitleFamily> = {
  engine: AnyEngine;
  /** The player's bet as the engine takes it (amounts in minor units); a refused bet is a 400 naming its field. */
  bet(title: TitleOf<F>, bet: Extract<TPlayBet, { family: F }>, amounts: BetAmounts): unknown;
  /** What a bet (as the engine takes it) stakes in all, before any float is drawn. */
  stake(title: TitleOf<F>, bet: unknown): bigint;
  decisions?: DecisionsPart<F>;
  /** Real-money rounds keep the minimum slot cycle between them (slot-pacing.ts), shown to the client too. */
  isPaced?: true;
};

/** What `toPlayRound` shows of a bet's fairness: the server seed once revealed, and a crash round's bust. */
export type Revealed = { serverSeed: string | null; crashBust?: TCrashStep['bust'] };

/** A family whose bets join a live round or a scheduled event instead of opening a round of their own. */
export type LivePart = {
  /** Why a bet cannot open a round (409), naming where this game's bets go. */
  betsGoTo: string;
  /** The server seed of the live round or event the bet joined, once revealed. */
  revealed(tx: Db, row: RoundRow): Promise<Revealed>;
};

/** A round's family, bet and steps as the client and game recall see them (amounts in major units). */
export type RoundPlay = { family: string; bet: unknown; steps: unknown };

export type FamilyEntry<F extends TitleFamily> = {
  /** The title with its limits (and coin values) converted from EUR cents into the session's currency. */
  inCurrency(title: TitleOf<F>, convert: EurCentsConverter): TitleOf<F>;
  /** What the client needs to draw the title and check a bet (amounts in the session's currency). */
  view(title: TitleOf<F>, major: ToMajor): TPlayGameView;
  /** A stored round's bet and steps with amounts in major units, hiding what an open round must not tell. */
  roundView(row: RoundRow, major: StoredToMajor, crashBust: TCrashStep['bust']): RoundPlay;
} & ({ play: EnginePart<F>; live?: undefined } | { live: LivePart; play?: undefined });
