import type { TStaffWithdrawal } from '@casino/contracts';

/**
 * Where a withdrawal stands for the member looking at it: decided already; still waiting for the player to confirm
 * it by the e-mailed link (nobody may decide it yet); one approval pays it; it needs two and has none; they gave the
 * first and someone else must give the second; or someone else gave the first and they may give the second.
 */
export type ApprovalState = 'decided' | 'unconfirmed' | 'single' | 'first-of-two' | 'awaiting-someone-else' | 'second-of-two';

export function approvalStateOf(withdrawal: TStaffWithdrawal, memberId: string): ApprovalState {
  if (withdrawal.status === 'unconfirmed') return 'unconfirmed';
  if (withdrawal.status !== 'pending') return 'decided';
  if (withdrawal.firstApproval) return withdrawal.firstApproval.by.id === memberId ? 'awaiting-someone-else' : 'second-of-two';
  return withdrawal.needsSecondApproval ? 'first-of-two' : 'single';
}
