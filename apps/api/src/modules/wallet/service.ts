import type { TCurrencyCode, TFund, TWinUnlockConfig, TWithdrawableResponse } from '@casino/contracts';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { getPlayerBalances, listPlayerBalances, openPlayerAccounts } from './ledger';
import type { PlayerBalances } from './ledger-types';
import { findDefaultFund, insertFund, listFunds, lockFunds, setDefaultFund, type FundRow } from './repo';

const ZERO: PlayerBalances = { real: 0n, bonus: 0n, freeSpin: 0n, held: 0n };

/**
 * A fund's free-spin winnings kept on the player's open grants until a deposit releases them (minor units), and
 * the offer that releases them, if any.
 */
export type FreeSpinWins = { heldWinnings: bigint; winUnlockConfig: TWinUnlockConfig | null };
/** The held free-spin winnings of a player's funds, by currency: the promotions module's, handed to the routes by the app. */
export type FreeSpinWinsSource = (db: Db, userId: string) => Promise<Partial<Record<TCurrencyCode, FreeSpinWins>>>;

const NO_WINS: FreeSpinWins = { heldWinnings: 0n, winUnlockConfig: null };

function toFund(fund: FundRow, balances: PlayerBalances = ZERO, wins: FreeSpinWins = NO_WINS): TFund {
  const currency = fund.currency as TCurrencyCode;
  return {
    currency,
    default: fund.isDefault,
    totalMoney: toMajorUnits(balances.real, currency),
    totalBonus: toMajorUnits(balances.bonus, currency),
    // Held winnings and their unlock offer come from the promotions module (decision 025): no ledger account holds them.
    freeSpinWallet: {
      balance: toMajorUnits(balances.freeSpin, currency),
      heldWinnings: toMajorUnits(wins.heldWinnings, currency),
      winUnlockConfig: wins.winUnlockConfig,
    },
  };
}

/** The player's first wallet, flagged default, with its ledger accounts; runs inside the sign-up transaction it is given. */
export async function createDefaultFund(tx: Tx, userId: string, currency: TCurrencyCode, now: Date): Promise<void> {
  await insertFund(tx, { userId, currency, isDefault: true, createdAt: now });
  await openPlayerAccounts(tx, userId, currency);
}

/** Every wallet the player holds, oldest first, with its balances. */
export async function listPlayerFunds(db: Db, freeSpinWins: FreeSpinWinsSource, userId: string): Promise<TFund[]> {
  const [rows, balances, wins] = await Promise.all([listFunds(db, userId), listPlayerBalances(db, userId), freeSpinWins(db, userId)]);
  return rows.map((row) => {
    const currency = row.currency as TCurrencyCode;
    return toFund(row, balances.get(currency), wins[currency]);
  });
}

export async function addFund(db: Db, userId: string, currency: TCurrencyCode, now: Date): Promise<TFund> {
  return db.transaction(async (tx) => {
    if (!(await insertFund(tx, { userId, currency, isDefault: false, createdAt: now }))) {
      throw conflict(`You already have a ${currency} wallet.`);
    }
    await openPlayerAccounts(tx, userId, currency);
    return toFund({ currency, isDefault: false }, await getPlayerBalances(tx, userId, currency));
  });
}

/** Makes `currency` the default wallet: unset and set in one transaction, so there is always exactly one. */
export async function makeDefaultFund(db: Db, freeSpinWins: FreeSpinWinsSource, userId: string, currency: TCurrencyCode): Promise<TFund[]> {
  await db.transaction(async (tx) => {
    const held = await lockFunds(tx, userId);
    if (!held.some((f) => f.currency === currency)) throw notFound(`You have no ${currency} wallet.`);
    await setDefaultFund(tx, userId, currency);
  });
  return listPlayerFunds(db, freeSpinWins, userId);
}

/** Real money that active bonus rules keep from being withdrawn (minor units). */
type BonusLock = (db: Db, userId: string, currency: TCurrencyCode) => Promise<bigint>;
/** No bonus rules exist yet; promotions will pass their own BonusLock. */
const noBonusLock: BonusLock = async () => 0n;

export async function getWithdrawable(db: Db, userId: string, lockedByBonus: BonusLock = noBonusLock): Promise<TWithdrawableResponse> {
  const fund = await findDefaultFund(db, userId);
  if (!fund) throw notFound('You have no wallet yet.');
  const currency = fund.currency as TCurrencyCode;
  const [{ real }, locked] = await Promise.all([getPlayerBalances(db, userId, currency), lockedByBonus(db, userId, currency)]);
  return { currency, withdrawable: toMajorUnits(real > locked ? real - locked : 0n, currency) };
}

/** The currency of the player's default fund, undefined for a player without one. */
export async function findDefaultCurrency(db: Db, userId: string): Promise<TCurrencyCode | undefined> {
  return (await findDefaultFund(db, userId))?.currency as TCurrencyCode | undefined;
}

/** The currencies the player holds a wallet in. */
export async function listPlayerCurrencies(db: Db, userId: string): Promise<TCurrencyCode[]> {
  return (await listFunds(db, userId)).map((f) => f.currency as TCurrencyCode);
}
