import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { credit, debit } from './ledger';
import type { LedgerTransfer } from './ledger-types';

/** The ledger source of operator adjustments: their keys live in a namespace of their own. */
export const ADJUSTMENT_SOURCE = 'operator';
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

export type Adjustment = {
  userId: string;
  currency: TCurrencyCode;
  /** Minor units: positive credits the player's real money, negative debits it. */
  amount: bigint;
  /** Shown to the player beside the entry, and kept with the transfer. */
  reason: string;
  /** One per correction: running the same adjustment again with its key moves nothing. */
  idempotencyKey: string;
  at?: Date;
};

/**
 * An operator's correction of a player's real-money balance, against the house account with the
 * transfer kind 'adjustment' (so reports tell it apart from game results). A debit never takes a
 * balance below zero.
 */
export async function adjustPlayerBalance(db: Db, input: Adjustment): Promise<LedgerTransfer> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest('A reason is required', 'reason');
  if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) {
    throw badRequest(`The reason must have at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters`, 'reason');
  }
  if (input.amount === 0n) throw badRequest('The amount must not be zero', 'amount');
  const movement = {
    source: ADJUSTMENT_SOURCE,
    idempotencyKey: input.idempotencyKey,
    kind: 'adjustment' as const,
    currency: input.currency,
    userId: input.userId,
    metadata: { reason },
    ...(input.at ? { at: input.at } : {}),
  };
  return input.amount > 0n
    ? credit(db, { ...movement, amount: input.amount, from: { kind: 'house' } })
    : debit(db, { ...movement, amount: -input.amount, to: { kind: 'house' } });
}
