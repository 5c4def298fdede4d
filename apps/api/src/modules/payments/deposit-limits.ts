import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertBackFloor, convertCeil, toMajorUnits } from '../../lib/money';
import { getAccount } from '../auth';
import { getRatePerEur } from '../currency';
import {
  assertDepositAllowed,
  DEPOSIT_LOOKBACK_MS,
  depositRoomLeft,
  lockPlayerLimits,
  recordDepositHeldOverLimit,
  type CountedDeposit,
} from '../responsible-gaming';
import { listCountingDeposits, type DepositRow } from './deposits-repo';

// The player's deposit limits at every deposit route. The responsible-gaming module keeps the limits and decides;
// this module hands it the deposits that count, converted into the account currency.

/** The currency the player's limits count in: the account's, chosen at sign-up. */
export async function accountCurrencyOf(db: Db, playerId: string): Promise<TCurrencyCode> {
  const account = await getAccount(db, playerId);
  if (!account) throw new Error(`No account ${playerId}`);
  return account.currency;
}

/** Converts minor units of `currency` into the account currency at the stored rates, rounded up. */
async function toAccountCurrency(db: Db, amount: bigint, currency: TCurrencyCode, account: TCurrencyCode): Promise<bigint> {
  if (currency === account) return amount;
  return convertCeil(
    amount,
    { currency, ratePerEur: await getRatePerEur(db, currency) },
    { currency: account, ratePerEur: await getRatePerEur(db, account) },
  );
}

/**
 * The player's deposits of the longest window that count against their deposit limits (pending and completed), in
 * the account currency rounded up; `exceptId`: the deposit being decided on.
 */
export async function listCountedDeposits(
  db: Db,
  playerId: string,
  account: TCurrencyCode,
  now: Date,
  exceptId?: string,
): Promise<CountedDeposit[]> {
  const rows = await listCountingDeposits(db, playerId, new Date(now.getTime() - DEPOSIT_LOOKBACK_MS), exceptId);
  const counted: CountedDeposit[] = [];
  for (const row of rows) {
    counted.push({ at: row.createdAt, amount: await toAccountCurrency(db, row.amount, row.currency as TCurrencyCode, account) });
  }
  return counted;
}

/**
 * Refuses a card or e-wallet deposit its player's limits do not allow (422: no deposit-limit choice where the profile
 * asks for one; 409: a limit it would pass). Takes the player's limits lock: the caller records the deposit in the
 * same transaction, so its pending row holds its room before another deposit or a limit change is decided.
 */
export async function guardDepositLimits(tx: Db, playerId: string, amount: bigint, currency: TCurrencyCode, now: Date): Promise<void> {
  await lockPlayerLimits(tx, playerId);
  const account = await accountCurrencyOf(tx, playerId);
  await assertDepositAllowed(tx, {
    playerId,
    currency: account,
    amount: await toAccountCurrency(tx, amount, currency, account),
    ...(currency !== account && { asked: `${toMajorUnits(amount, currency)} ${currency}` }),
    deposits: await listCountedDeposits(tx, playerId, account, now),
    now,
  });
}

/**
 * A chain payment cannot be refused: of a crypto deposit being credited, the part that passes the player's deposit
 * limits (in the deposit's currency; 0 when it fits or there is no limit). Recorded in the safer-gambling record
 * when there is one. Call it in the crediting transaction.
 */
export async function depositPartOverLimit(tx: Db, deposit: DepositRow, now: Date): Promise<bigint> {
  await lockPlayerLimits(tx, deposit.userId);
  const account = await accountCurrencyOf(tx, deposit.userId);
  const currency = deposit.currency as TCurrencyCode;
  const room = await depositRoomLeft(tx, deposit.userId, await listCountedDeposits(tx, deposit.userId, account, now, deposit.id), now);
  if (!room || (await toAccountCurrency(tx, deposit.amount, currency, account)) <= room.left) return 0n;
  const fits =
    currency === account
      ? room.left
      : convertBackFloor(
          room.left,
          { currency, ratePerEur: await getRatePerEur(tx, currency) },
          { currency: account, ratePerEur: await getRatePerEur(tx, account) },
        );
  const over = deposit.amount - fits;
  await recordDepositHeldOverLimit(tx, {
    playerId: deposit.userId,
    limit: room.limit,
    depositId: deposit.id,
    amount: toMajorUnits(deposit.amount, currency),
    held: toMajorUnits(over, currency),
    currency,
    now,
  });
  return over;
}
