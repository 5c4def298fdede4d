import type { TCurrencyCode, TWalletApiStatus } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, forbidden, HttpError } from '../../lib/errors';
import { convertToEurFloor, toMajorUnits } from '../../lib/money';
import { getRate } from '../currency';
import { assertNotSelfExcluded, betLimitError, betLimitRefusal, realityCheckRefusal, slotStakeCapRefusal } from '../responsible-gaming';
import type { GameWallet, WalletAnswer } from '../game-wallet';
import { STUDIO_OPERATOR } from './launch';
import { sessionExpired, type PlayContext } from './play-context';
import type { RoundRow } from './rounds-repo';

// A real-money round's stake and win go through the seamless-wallet service in-process, as our studio's
// calls: the transaction uuids are the round's, so a retried request can never move money twice.

const REFUSALS: Partial<Record<TWalletApiStatus, () => HttpError>> = {
  NOT_ENOUGH_MONEY: () => conflict('Not enough money in your wallet for this stake.'),
  USER_DISABLED: () => forbidden('Your account is self-excluded, so it cannot place bets.'),
  TOKEN_EXPIRED: sessionExpired,
  // On a win: a balance numeric(38,0) cannot hold. A stake's LIMIT_REACHED is a safer-gambling limit (requireStakeOk).
  LIMIT_REACHED: () => conflict('Your wallet cannot take this win. Please contact support.'),
};

/** Anything but OK undoes the whole request (the caller's transaction rolls back) and tells the player why. */
export function requireOk(answer: WalletAnswer): bigint {
  if (answer.status === 'OK' && answer.balance !== null) return answer.balance;
  throw (REFUSALS[answer.status] ?? (() => conflict(`The wallet refused this round (${answer.status}).`)))();
}

/**
 * A stake's answer: BET_NOT_ALLOWED on a positive stake means a slot stake above the player's market cap, or the round's
 * stakes together passing the maximum bet while a bonus is active (decision 023), which the player is told in their
 * currency; anything else as requireOk.
 */
async function requireStakeOk(tx: Db, wallet: GameWallet, answer: WalletAnswer, stake: Stake): Promise<bigint> {
  // A self-exclusion or a time-out: the player is told which, and until when.
  if (answer.status === 'USER_DISABLED') await assertNotSelfExcluded(tx, stake.playerId, stake.now);
  if (answer.status === 'LIMIT_REACHED') {
    // One of the player's safer-gambling limits (responsible-gaming/bet-limits.ts), told with when it resets; the
    // transaction is still open and the refusal wrote nothing, so the figures are the ones the wallet counted.
    const refusal = await betLimitRefusal(tx, stake.playerId, answer.currency as TCurrencyCode, stake.counted, stake.now);
    if (refusal) throw betLimitError(refusal, stake.playerId);
    // Or a reality check waits for the player's answer (responsible-gaming/reality-check.ts).
    const check = await realityCheckRefusal(tx, stake.playerId, stake.now);
    if (check) throw conflict(check);
  }
  if (answer.status === 'BET_NOT_ALLOWED') {
    const currency = answer.currency as TCurrencyCode;
    // The slot stake cap of the player's market (responsible-gaming/slot-stake-cap.ts), else the bonus maximum.
    const capped = stake.isSlot && (await slotStakeCapRefusal(tx, stake.playerId, currency, stake.counted, stake.now));
    if (capped) throw capped;
    const maximum = await wallet.maximumBetWhileBonus(tx, currency);
    throw conflict(`The maximum stake per round while a bonus is active is ${toMajorUnits(maximum, currency)} ${currency}.`);
  }
  return requireOk(answer);
}

/** A stake as the safer-gambling limits count it: a free spin's counts as nothing (it is not the player's money). */
type Stake = { playerId: string; counted: bigint; now: Date; isSlot: boolean };

const callOf = (ctx: Pick<PlayContext, 'token'>, round: RoundRow) => ({
  operator_id: STUDIO_OPERATOR,
  player_id: round.playerId!,
  game_code: round.gameKey,
  currency: round.currency,
  session_token: ctx.token,
  round_id: round.id,
});

/**
 * What a game does when it opens: the wallet checks the session (extending it, like the launch) and that
 * the player may play; answers the balance.
 */
export async function authenticatePlayer(db: Db, ctx: PlayContext, now: Date): Promise<bigint> {
  const { launch } = ctx;
  const call = {
    request_uuid: `${launch.id}:authenticate`,
    operator_id: STUDIO_OPERATOR,
    player_id: launch.playerId!,
    game_code: launch.gameKey,
    currency: launch.currency,
    session_token: ctx.token,
  };
  return requireOk(await ctx.wallet.authenticate(db, call, now));
}

/** Takes the stake; answers the balance after it. */
export async function takeStake(
  tx: Db,
  ctx: Pick<PlayContext, 'token' | 'wallet'>,
  round: RoundRow,
  now: Date,
  { isFree = false }: { isFree?: boolean } = {},
): Promise<bigint> {
  const uuid = `${round.id}:bet`;
  const call = {
    ...callOf(ctx, round),
    request_uuid: uuid,
    transaction_uuid: uuid,
    amount: round.stake.toString(),
    round_closed: false,
    // A free spin's stake comes from the player's free spins (decision 025).
    ...(isFree ? { is_free: true } : {}),
  };
  const stake = { playerId: round.playerId!, counted: isFree ? 0n : round.stake, now, isSlot: round.family === 'slots' };
  return requireStakeOk(tx, ctx.wallet, await ctx.wallet.placeBet(tx, call, now), stake);
}

/** The wallet bet of a round's raise n (from 1): the first keeps the uuid it always had, `<id>:raise`. */
export const raiseUuid = (roundId: string, raise: number) => (raise === 1 ? `${roundId}:raise` : `${roundId}:raise:${raise}`);

/**
 * Takes a stake a decision adds to an open round (three card poker's play bet, craps odds, a blackjack double,
 * split or insurance) as raise `raise` of the same wallet round, the way the opening stake went; answers the
 * balance after it. The wallet checks the balance for each; the uuid is the round's and the raise's number,
 * so a request replayed can never take the same raise twice.
 */
export async function takeRaise(tx: Db, ctx: PlayContext, round: RoundRow, amount: bigint, raise: number, now: Date): Promise<bigint> {
  const uuid = raiseUuid(round.id, raise);
  const call = { ...callOf(ctx, round), request_uuid: uuid, transaction_uuid: uuid, amount: amount.toString(), round_closed: false };
  return requireStakeOk(tx, ctx.wallet, await ctx.wallet.placeBet(tx, call, now), {
    playerId: round.playerId!,
    counted: amount,
    now,
    isSlot: round.family === 'slots',
  });
}

/**
 * Pays the win (0 too) and closes the round; answers the balance after it. The win is paid on the opening
 * bet; each raise is settled first with a win of 0, so the wallet holds no bet of a finished round unsettled.
 */
export async function payWin(tx: Db, ctx: PlayContext, round: RoundRow, win: bigint, now: Date): Promise<bigint> {
  for (let raise = 1; raise <= round.raises; raise += 1) {
    const reference = raiseUuid(round.id, raise);
    const uuid = raise === 1 ? `${round.id}:raise-win` : `${reference}-win`;
    const call = {
      ...callOf(ctx, round),
      request_uuid: uuid,
      transaction_uuid: uuid,
      reference_transaction_uuid: reference,
      amount: '0',
      round_closed: false,
    };
    requireOk(await ctx.wallet.settleWin(tx, call, now));
  }
  const uuid = `${round.id}:win`;
  const call = {
    ...callOf(ctx, round),
    request_uuid: uuid,
    transaction_uuid: uuid,
    reference_transaction_uuid: `${round.id}:bet`,
    amount: win.toString(),
    round_closed: true,
  };
  return requireOk(await ctx.wallet.settleWin(tx, call, now));
}

/**
 * Pays a won jackpot pool (the jackpots module has moved it from the pool to the player's house row) on the
 * round's opening bet, as a win of its own, `<id>:jackpot-win`; the round stays as it is (open or not).
 */
export async function payJackpotWin(tx: Db, ctx: PlayContext, round: RoundRow, amount: bigint, now: Date): Promise<bigint> {
  const uuid = `${round.id}:jackpot-win`;
  const call = {
    ...callOf(ctx, round),
    request_uuid: uuid,
    transaction_uuid: uuid,
    reference_transaction_uuid: `${round.id}:bet`,
    amount: amount.toString(),
    round_closed: false,
  };
  return requireOk(await ctx.wallet.settleWin(tx, call, now));
}

/**
 * Pays the win (0 too) of a bet on a shared round or event (crash, virtual sports) and closes it; answers the
 * balance after it and the win in EUR cents. No session token: the win lands when the round ends, after the
 * player may have gone. The uuid is the bet's, so settling twice (two instances, a retry) moves money once.
 */
export async function payScheduledWin(
  tx: Db,
  wallet: GameWallet,
  bet: RoundRow,
  win: bigint,
  now: Date,
): Promise<{ balanceAfter: bigint; winEurCents: bigint }> {
  const uuid = `${bet.id}:win`;
  const call = {
    request_uuid: uuid,
    transaction_uuid: uuid,
    reference_transaction_uuid: `${bet.id}:bet`,
    operator_id: STUDIO_OPERATOR,
    player_id: bet.playerId!,
    game_code: bet.gameKey,
    currency: bet.currency,
    round_id: bet.id,
    amount: win.toString(),
    round_closed: true,
  };
  const balanceAfter = requireOk(await wallet.settleWin(tx, call, now));
  const currency = bet.currency as Parameters<typeof convertToEurFloor>[2];
  return { balanceAfter, winEurCents: convertToEurFloor(win, (await getRate(tx, currency)).ratePerEur, currency) };
}
