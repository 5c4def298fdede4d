import type { TStaffDeposit, TStaffWithdrawal } from '@casino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, SUPPORT, type Call } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const PAYMENTS = {
  id: 'st_pay',
  email: 'pia@casino.test',
  role: 'payments',
  permissions: ['players.read', 'payments.read', 'payments.decide', 'adjustments.create'],
} as const;
const COMPLIANCE = {
  id: 'st_comp',
  email: 'cy@casino.test',
  role: 'compliance',
  permissions: ['players.read', 'payments.read', 'audit.read'],
} as const;

const W = '/staff-api/v1/payments/withdrawals';

function withdrawal(over: Partial<TStaffWithdrawal>): TStaffWithdrawal {
  return {
    id: 'w-small',
    playerId: 'p1',
    playerEmail: 'pat@example.com',
    amount: '100.00',
    currency: 'EUR',
    method: 'skrill',
    address: null,
    destinationTag: null,
    status: 'pending',
    reason: null,
    reference: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    needsSecondApproval: false,
    firstApproval: null,
    decided: null,
    isPayoutOnly: false,
    ...over,
  };
}

const SMALL = withdrawal({});
const LARGE = withdrawal({ id: 'w-large', playerEmail: 'lee@example.com', amount: '1500.00', needsSecondApproval: true });
const MINE_FIRST = withdrawal({
  id: 'w-mine',
  playerEmail: 'mo@example.com',
  amount: '2000.00',
  needsSecondApproval: true,
  firstApproval: { by: { id: PAYMENTS.id, email: PAYMENTS.email }, at: '2030-01-01T11:00:00.000Z' },
});
const EXCLUDED = withdrawal({ id: 'w-excl', playerEmail: 'ex@example.com', amount: '40.00', isPayoutOnly: true });

const REFUND: TStaffDeposit = {
  id: 'd1',
  playerId: 'p9',
  playerEmail: 'ex@example.com',
  amount: '50.00',
  currency: 'EUR',
  method: 'card',
  gateway: 'vegapay',
  status: 'completed',
  reference: 'ref-1',
  failureReason: null,
  refundReason: 'self_exclusion',
  refundAmount: '50.00',
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:05:00.000Z',
};

function paymentsApi(me: object = PAYMENTS, extra: Record<string, (call: Call) => { status: number; body?: unknown }> = {}) {
  return fakeStaffApi({
    'GET /staff-api/v1/me': { status: 200, body: me },
    [`GET ${W}`]: { status: 200, body: { items: [SMALL, LARGE, MINE_FIRST, EXCLUDED], fourEyesEur: '1000.00' } },
    'GET /staff-api/v1/payments/deposits': (call) => ({
      status: 200,
      body: { items: call.search === '?status=refund' ? [REFUND] : [] },
    }),
    ...extra,
  });
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;

describe('the payments page', () => {
  it('shows the queue with its four-eyes states and the payout-only badge', async () => {
    paymentsApi();
    renderConsole('/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
    expect(within(await rowOf('pat@example.com')).getByText('One approval pays it')).toBeTruthy();
    expect(within(await rowOf('lee@example.com')).getByText('Needs two approvals')).toBeTruthy();
    const mine = await rowOf('mo@example.com');
    expect(within(mine).getByText('You approved: awaiting second approval by someone else')).toBeTruthy();
    // The member who gave the first approval is offered no second one.
    expect(within(mine).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(await rowOf('ex@example.com')).getByText('Payout only')).toBeTruthy();
    expect(screen.getByText("Above 1000.00 EUR a withdrawal needs two people's approval.")).toBeTruthy();
  });

  it("says how each withdrawal was confirmed, and offers no decision on one waiting for the player's e-mail confirmation", async () => {
    const waiting = withdrawal({
      id: 'w-wait',
      playerEmail: 'wes@example.com',
      status: 'unconfirmed',
      confirmBy: '2030-01-01T11:00:00.000Z',
    });
    const byCode = withdrawal({ id: 'w-code', playerEmail: 'cody@example.com', confirmedWith: 'recovery_code' });
    paymentsApi(PAYMENTS, { [`GET ${W}`]: () => ({ status: 200, body: { items: [waiting, byCode], fourEyesEur: '1000.00' } }) });
    renderConsole('/payments');
    const waitingRow = await rowOf('wes@example.com');
    expect(within(waitingRow).getByText('Unconfirmed')).toBeTruthy();
    expect(
      within(waitingRow).getByText("Waiting for the player's e-mail confirmation: the link lapses at 2030-01-01 11:00:00 UTC"),
    ).toBeTruthy();
    expect(within(waitingRow).queryByRole('button')).toBeNull();
    const byCodeRow = await rowOf('cody@example.com');
    expect(within(byCodeRow).getByText('Confirmed with a recovery code')).toBeTruthy();
    expect(within(byCodeRow).getByRole('button', { name: 'Approve withdrawal of 100.00 EUR for cody@example.com' })).toBeTruthy();
  });

  it('approves a withdrawal, and says when it now awaits someone else', async () => {
    const api = paymentsApi(PAYMENTS, {
      [`POST ${W}/w-small/approve`]: () => ({ status: 200, body: { outcome: 'paid', withdrawal: { ...SMALL, status: 'completed' } } }),
      [`POST ${W}/w-large/approve`]: () => ({
        status: 200,
        body: {
          outcome: 'awaiting-second-approval',
          withdrawal: { ...LARGE, firstApproval: { by: { id: PAYMENTS.id, email: PAYMENTS.email }, at: '2030-01-01T12:00:00.000Z' } },
        },
      }),
    });
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve withdrawal of 100.00 EUR for pat@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 100.00 EUR for pat@example.com?' });
    await user.type(within(dialog).getByLabelText('Payout reference'), 'SKR-9');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('100.00 EUR paid out.')).toBeTruthy();
    expect(api.callsTo('POST', `${W}/w-small/approve`).map((c) => c.body)).toEqual([{ reference: 'SKR-9' }]);

    await user.click(screen.getByRole('button', { name: 'Approve withdrawal of 1500.00 EUR for lee@example.com' }));
    const second = await screen.findByRole('alertdialog');
    expect(second.textContent).toContain('yours is the first');
    await user.click(within(second).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('First approval recorded for 1500.00 EUR: another member must approve it.')).toBeTruthy();
    // The queue is asked again after each decision.
    expect(api.callsTo('GET', W).length).toBeGreaterThanOrEqual(3);
  });

  it("shows the API's 409 in the dialog", async () => {
    paymentsApi(PAYMENTS, {
      [`POST ${W}/w-large/approve`]: () => ({
        status: 409,
        body: { message: 'You gave the first approval: a second staff member must approve this withdrawal.' },
      }),
    });
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve withdrawal of 1500.00 EUR for lee@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain('a second staff member must approve');
  });

  it('rejects with the reason the player reads, asking for one first', async () => {
    const api = paymentsApi(PAYMENTS, {
      [`POST ${W}/w-small/reject`]: (call) => ({
        status: 200,
        body: { outcome: 'rejected', withdrawal: { ...SMALL, status: 'rejected', reason: (call.body as { reason: string }).reason } },
      }),
    });
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal of 100.00 EUR for pat@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 100.00 EUR for pat@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(api.callsTo('POST', `${W}/w-small/reject`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (the player reads it)'), 'Verify your Skrill account');
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(await screen.findByText('100.00 EUR rejected: the money is back with the player.')).toBeTruthy();
    expect(api.callsTo('POST', `${W}/w-small/reject`).map((c) => c.body)).toEqual([{ reason: 'Verify your Skrill account' }]);
  });

  it('lists the refund flags with the amount owed back', async () => {
    const api = paymentsApi();
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund flags' }));
    const table = await screen.findByRole('region', { name: 'Deposits flagged for refund' });
    expect(within(table).getByText('Paid while self-excluded')).toBeTruthy();
    expect(within(table).getByText('Owed back: 50.00 EUR')).toBeTruthy();
    expect(api.callsTo('GET', '/staff-api/v1/payments/deposits').map((c) => c.search)).toEqual(['?status=pending', '?status=refund']);
  });

  it('lets a member who may only read see the queue without decision buttons', async () => {
    paymentsApi(COMPLIANCE);
    renderConsole('/payments');
    await rowOf('pat@example.com');
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) withdrawal/ })).toBeNull();
  });

  it('is closed to a role without payments.read, and out of its menu', async () => {
    const api = paymentsApi(SUPPORT);
    renderConsole('/payments');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role does not include this page.');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(api.callsTo('GET', W)).toEqual([]);
  });
});
