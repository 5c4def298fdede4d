import type { TStaffAdjustment } from '@casino/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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
const A = '/staff-api/v1/adjustments';
const PLAYER_ID = '7d3c2a52-8f7e-4c53-9a0e-1f0f5d1c2b3a';

function adjustment(over: Partial<TStaffAdjustment>): TStaffAdjustment {
  return {
    id: 'a-other',
    playerId: PLAYER_ID,
    playerEmail: 'pat@example.com',
    currency: 'EUR',
    amount: '750.00',
    reason: 'Lost jackpot payout',
    status: 'pending',
    needsSecondApproval: true,
    requestedBy: { id: 'st_other', email: 'oz@casino.test' },
    requestedAt: '2030-01-01T10:00:00.000Z',
    decided: null,
    rejectReason: null,
    ...over,
  };
}
const OTHERS = adjustment({});
const MINE = adjustment({
  id: 'a-mine',
  playerEmail: 'mo@example.com',
  amount: '-900.00',
  requestedBy: { id: PAYMENTS.id, email: PAYMENTS.email },
});

function adjustmentsApi(extra: Record<string, (call: Call) => { status: number; body?: unknown }> = {}, me: object = PAYMENTS) {
  return fakeStaffApi({
    'GET /staff-api/v1/me': { status: 200, body: me },
    [`GET ${A}`]: { status: 200, body: { items: [OTHERS, MINE], fourEyesEur: '500.00' } },
    ...extra,
  });
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;

describe('the adjustments page', () => {
  it('asks for an adjustment with a key per submission, and says whether it was applied or waits', async () => {
    let answer: TStaffAdjustment = adjustment({ id: 'a-new', amount: '25.00', status: 'applied', needsSecondApproval: false });
    const api = adjustmentsApi({ [`POST ${A}`]: () => ({ status: 201, body: answer }) });
    renderConsole('/adjustments');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New adjustment' });
    await user.type(within(form).getByLabelText('Player id'), PLAYER_ID);
    await user.type(within(form).getByLabelText('Amount'), '25.00');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('Applied: 25.00 EUR for pat@example.com.')).toBeTruthy();

    answer = adjustment({ id: 'a-big', amount: '-600.00' });
    await user.type(within(form).getByLabelText('Player id'), PLAYER_ID);
    await user.type(within(form).getByLabelText('Amount'), '-600.00');
    await user.type(within(form).getByLabelText('Reason'), 'Chargeback');
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(/-600\.00 EUR for pat@example\.com is above the four-eyes amount/)).toBeTruthy();

    const bodies = api.callsTo('POST', A).map((c) => c.body as Record<string, string>);
    expect(bodies.map(({ idempotencyKey: _key, ...rest }) => rest)).toEqual([
      { playerId: PLAYER_ID, currency: 'EUR', amount: '25.00', reason: 'Goodwill' },
      { playerId: PLAYER_ID, currency: 'EUR', amount: '-600.00', reason: 'Chargeback' },
    ]);
    expect(bodies[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey);
  });

  it('checks the form before sending, and puts the API refusal under its field', async () => {
    const api = adjustmentsApi({
      [`POST ${A}`]: () => ({
        status: 422,
        body: { message: 'This player has no BTC wallet.', errors: [{ field: 'currency', message: 'This player has no BTC wallet.' }] },
      }),
    });
    renderConsole('/adjustments');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New adjustment' });
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(within(form).getByText('playerId must be a player id')).toBeTruthy();
    expect(api.callsTo('POST', A)).toEqual([]);

    await user.type(within(form).getByLabelText('Player id'), PLAYER_ID);
    await user.selectOptions(within(form).getByLabelText('Currency'), 'BTC');
    await user.type(within(form).getByLabelText('Amount'), '0.001');
    await user.type(within(form).getByLabelText('Reason'), 'Fix');
    await user.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(form).findByText('This player has no BTC wallet.')).toBeTruthy();
  });

  it('lets another member approve, and tells the requester it awaits someone else', async () => {
    const api = adjustmentsApi({
      [`POST ${A}/a-other/approve`]: () => ({ status: 200, body: { ...OTHERS, status: 'applied' } }),
    });
    renderConsole('/adjustments');
    const user = userEvent.setup();
    const mine = await rowOf('mo@example.com');
    expect(within(mine).getByText('Awaiting approval by someone else')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /^Approve/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approve adjustment of 750.00 EUR for pat@example.com' }));
    await waitFor(() => expect(api.callsTo('POST', `${A}/a-other/approve`)).toHaveLength(1));
  });

  it('rejects a waiting adjustment with a reason', async () => {
    const api = adjustmentsApi({
      [`POST ${A}/a-mine/reject`]: () => ({ status: 200, body: { ...MINE, status: 'rejected', rejectReason: 'Wrong player' } }),
    });
    renderConsole('/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject adjustment of -900.00 EUR for mo@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the adjustment of -900.00 EUR?' });
    await user.type(within(dialog).getByLabelText('Reason (kept for the staff)'), 'Wrong player');
    await user.click(within(dialog).getByRole('button', { name: 'Reject adjustment' }));
    await waitFor(() => expect(api.callsTo('POST', `${A}/a-mine/reject`).map((c) => c.body)).toEqual([{ reason: 'Wrong player' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is closed to a role without adjustments.create', async () => {
    const api = adjustmentsApi({}, SUPPORT);
    renderConsole('/adjustments');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role does not include this page.');
    expect(api.callsTo('GET', A)).toEqual([]);
  });
});
