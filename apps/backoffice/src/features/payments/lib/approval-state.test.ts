import type { TStaffWithdrawal } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { approvalStateOf } from './approval-state';

const base: TStaffWithdrawal = {
  id: 'w1',
  playerId: 'p1',
  playerEmail: 'pat@example.com',
  amount: '1500.00',
  currency: 'EUR',
  method: 'skrill',
  address: null,
  destinationTag: null,
  status: 'pending',
  reason: null,
  reference: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  needsSecondApproval: true,
  firstApproval: null,
  decided: null,
  isPayoutOnly: false,
};
const firstBy = (id: string) => ({ by: { id, email: `${id}@casino.test` }, at: '2030-01-01T11:00:00.000Z' });

describe('approvalStateOf', () => {
  it('tells the member where a withdrawal stands for them', () => {
    expect(approvalStateOf({ ...base, needsSecondApproval: false }, 'me')).toBe('single');
    expect(approvalStateOf(base, 'me')).toBe('first-of-two');
    expect(approvalStateOf({ ...base, firstApproval: firstBy('me') }, 'me')).toBe('awaiting-someone-else');
    expect(approvalStateOf({ ...base, firstApproval: firstBy('other') }, 'me')).toBe('second-of-two');
    expect(approvalStateOf({ ...base, status: 'completed', firstApproval: firstBy('me') }, 'me')).toBe('decided');
    expect(approvalStateOf({ ...base, status: 'unconfirmed' }, 'me')).toBe('unconfirmed');
  });
});
