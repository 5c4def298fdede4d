import type { TWithdrawalConfirmedWith } from '@casino/contracts';
import type { WithdrawalRow } from './withdrawals-repo';

/**
 * What the console shows of a withdrawal's confirmation (docs/decisions/035-guarded-withdrawals.md): how the player
 * confirmed it, or when an unconfirmed one's link lapses. Optional fields, left out when unknown, so older consoles
 * and requests from before confirmations read as they did.
 */
export function confirmationOf(row: Pick<WithdrawalRow, 'confirmedWith' | 'confirmBy'>): {
  confirmedWith?: TWithdrawalConfirmedWith;
  confirmBy?: string;
} {
  return {
    ...(row.confirmedWith ? { confirmedWith: row.confirmedWith as TWithdrawalConfirmedWith } : {}),
    ...(row.confirmBy ? { confirmBy: row.confirmBy.toISOString() } : {}),
  };
}
