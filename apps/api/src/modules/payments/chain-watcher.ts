import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/money';
import { getMinimumDeposit } from '../currency';
import type { ChainAdapter, ChainTransfer } from './chains/chain';
import type { TCryptoCurrency } from './crypto/crypto-currencies';
import { lockAddressOwner, setAddressPromotionChoice, type AddressPromotionChoice } from './crypto-addresses-repo';
import { creditDeposit } from './deposit-crediting';
import { insertChainDeposit, listSettledPayments, paymentKey, settleDeposit } from './deposits-repo';

/** The gateway and method of deposits paid on a chain, as the history shows them. */
export const CRYPTO_GATEWAY = 'crypto';
export const DROPPED_REASON = 'The transaction was dropped from the chain';
/**
 * How far back the watcher looks each tick. Far longer than any chain takes to confirm: a transfer seen
 * pending is followed to its end, and a settled one is skipped by its reference.
 */
const WATCH_WINDOW_MS = 7 * 24 * 3_600_000;

export type TransferOutcome = 'seen' | 'credited' | 'failed' | 'held' | 'ignored';
export type WatchReport = Record<TransferOutcome, number>;

const referenceOf = (t: ChainTransfer) => `${t.txHash}:${t.outputIndex}`;

// An address takes no bonus unless the player chose one for it (a bonus code, or the offer): a deposit uses the
// choice up, and the address is back to no bonus.
const NO_CHOICE: AddressPromotionChoice = { promotionCoupon: null, declineBonus: true };
const hasChoice = (c: AddressPromotionChoice) => c.promotionCoupon !== null || !c.declineBonus;

/**
 * Follows one transfer, in one transaction: the first sight of a payment to a player's address records a
 * pending deposit (taking the bonus choice the address holds, once); enough confirmations credit it, once per
 * (currency, transaction, output) whoever watches and however often; a transfer gone before that fails it and
 * gives its choice back to the address.
 * Amounts below the minimum deposit are held for an operator: the dialog warns they may be lost.
 */
async function followTransfer(db: Db, transfer: ChainTransfer, confirmationsNeeded: number, now: Date): Promise<TransferOutcome> {
  return db.transaction(async (tx) => {
    const owner = await lockAddressOwner(tx, transfer);
    if (!owner) return 'ignored';
    const reference = referenceOf(transfer);
    const { deposit, isNew } = await insertChainDeposit(tx, {
      userId: owner.userId,
      gateway: CRYPTO_GATEWAY,
      method: CRYPTO_GATEWAY,
      currency: transfer.currency,
      amount: transfer.amount,
      promotionCoupon: owner.promotionCoupon,
      declineBonus: owner.declineBonus,
      reference,
      createdAt: now,
    });
    const isChoiceTaken = isNew && hasChoice(owner);
    if (isChoiceTaken) await setAddressPromotionChoice(tx, owner.userId, owner.currency, NO_CHOICE);
    if (deposit.status !== 'pending') return 'ignored';
    if (transfer.confirmations === 'gone') {
      await settleDeposit(tx, deposit.id, { status: 'failed', reference, failureReason: DROPPED_REASON, updatedAt: now });
      // A payment that never happened does not use up the player's bonus choice: it goes back to the address
      // for the next deposit, unless the player has made another choice since.
      const addressChoice = isChoiceTaken ? NO_CHOICE : owner;
      if (hasChoice(deposit) && !hasChoice(addressChoice)) {
        await setAddressPromotionChoice(tx, owner.userId, owner.currency, {
          promotionCoupon: deposit.promotionCoupon,
          declineBonus: deposit.declineBonus,
        });
      }
      return 'failed';
    }
    if (transfer.confirmations < confirmationsNeeded) return isNew ? 'seen' : 'ignored';
    const currency = deposit.currency as TCurrencyCode;
    const minimum = await getMinimumDeposit(tx, currency);
    if (deposit.amount < minimum) {
      const failureReason = `Below the minimum deposit of ${toMajorUnits(minimum, currency)} ${currency}; held for review`;
      await settleDeposit(tx, deposit.id, { status: 'held', reference, failureReason, updatedAt: now });
      return 'held';
    }
    const payment = { source: `chain:${currency.toLowerCase()}`, idempotencyKey: reference, reference };
    // A chain payment cannot be refused: what passes the player's deposit limit is held for return.
    await creditDeposit(tx, deposit, payment, now, { overLimitHeld: true });
    return 'credited';
  });
}

/** One look at the chains: every recent transfer not yet settled is followed; what became of them. */
export async function watchChains(
  db: Db,
  chain: ChainAdapter,
  opts: { confirmations: Record<TCryptoCurrency, number>; now: Date },
): Promise<WatchReport> {
  const report: WatchReport = { seen: 0, credited: 0, failed: 0, held: 0, ignored: 0 };
  const transfers = await chain.listTransfers({ since: new Date(opts.now.getTime() - WATCH_WINDOW_MS), now: opts.now });
  const settled = await listSettledPayments(db, CRYPTO_GATEWAY, transfers.map(referenceOf));
  for (const transfer of transfers) {
    if (settled.has(paymentKey(transfer.currency, referenceOf(transfer)))) continue;
    report[await followTransfer(db, transfer, opts.confirmations[transfer.currency], opts.now)]++;
  }
  return report;
}
