import type { TPlayAction } from '@casino/contracts';
import type { RoundState, Title } from '@casino/games';
import type { Db } from '../../db/client';
import { familyEntry } from './families/registry';
import { findLaunchById } from './launches-repo';
import { contextOfLaunch, type PlaySettings } from './play-context';
import { settle } from './rounds';
import { lockOpenRealRounds } from './rounds-repo';
import { checkAction, engineOf } from './title-play';

// Rounds left open when a player self-excludes are ended at once, each by its family's rule for a player who
// no longer decides, and never by staking more: the player cannot come back to them, and their money must
// not stay held in a round.

/** Enough for any craps round to resolve its bets; a round still open after it is a fault, not a rule. */
const MAX_CLOSING_STEPS = 10_000;

/**
 * The decision the platform takes for the player, by family (each family's `closing` decision, families/):
 * mines collects what the open tiles have won (or refunds an untouched board), video poker's dealt hand stands,
 * blackjack declines insurance and stands, three card poker and casino hold'em fold (playing on would stake
 * more), and craps rolls on until every bet on the table is decided.
 */
function closingDecision(title: Title, state: RoundState<unknown>): TPlayAction | 'refund' {
  const decisions = familyEntry(title.family).play?.decisions;
  if (!decisions) throw new Error(`${title.family} rounds do not stay open`);
  return decisions.closing(title, state);
}

/** The round played to its end without the player: no decision here ever raises the stake. */
function playOut(title: Title, start: RoundState<unknown>): RoundState<unknown> {
  const family = engineOf(title);
  let state = start;
  for (let step = 0; step < MAX_CLOSING_STEPS && !state.isFinished; step += 1) {
    const decision = closingDecision(title, state);
    if (decision === 'refund') return { ...state, win: state.stake, isFinished: true };
    const refusal = checkAction(title, state, decision);
    if (refusal || !family.act) throw new Error(`closing a ${title.family} round: ${refusal ?? 'no decisions'}`);
    const next = family.act(title.config, state, decision);
    if (next.stake !== state.stake) throw new Error(`closing a ${title.family} round would change its stake`);
    state = next;
  }
  if (!state.isFinished) throw new Error(`a ${title.family} round did not end in ${MAX_CLOSING_STEPS} steps`);
  return state;
}

/**
 * Ends every real-money round of these accounts still open, paying what each rule gives through the wallet as
 * any settlement does. Runs in the caller's transaction, the one that starts the exclusion.
 */
export async function closeOpenRoundsOf(tx: Db, playerIds: string[], now: Date, settings: PlaySettings): Promise<number> {
  const rounds = await lockOpenRealRounds(tx, playerIds);
  for (const row of rounds) {
    const launch = await findLaunchById(tx, row.launchId);
    if (!launch) throw new Error(`round ${row.id} has no launch`);
    // No session token: a win is settled on the round's bet, whatever became of the game session.
    const ctx = await contextOfLaunch(tx, launch, '', settings);
    const state = playOut(ctx.title, { stake: row.stake, win: row.win, steps: row.steps as unknown[], isFinished: false });
    await settle(tx, ctx, row, state, now);
  }
  return rounds.length;
}
