import type { TStaffPlayerBonus } from '@casino/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fakeStaffApi, type Call } from '../../../../test/fake-staff-api';
import { PlayerBonuses } from '..';

const PLAYER_ID = '7d3c2a52-8f7e-4c53-9a0e-1f0f5d1c2b3a';
const B = `/staff-api/v1/players/${PLAYER_ID}/bonuses`;

function bonus(over: Partial<TStaffPlayerBonus>): TStaffPlayerBonus {
  return {
    id: 'b-active',
    status: 'active',
    source: 'staff',
    displayName: 'Bonus from the casino',
    currency: 'EUR',
    bonusAmount: '25.00',
    bonusBalance: '20.00',
    wagered: '100.00',
    wageringRequirement: '875.00',
    freeSpins: 10,
    freeSpinsLeft: 4,
    expiresAt: '2030-02-01T10:00:00.000Z',
    createdAt: '2030-01-01T10:00:00.000Z',
    reason: 'Goodwill after the outage',
    grantedBy: 'mia@casino.test',
    forfeitReason: null,
    ...over,
  };
}
const ACTIVE = bonus({});
const OLD = bonus({
  id: 'b-old',
  status: 'forfeited',
  source: 'deposit',
  displayName: '1st deposit',
  bonusBalance: null,
  freeSpinsLeft: null,
  reason: null,
  grantedBy: null,
  forfeitReason: 'Bonus abuse',
});

function playerApi(extra: Record<string, (call: Call) => { status: number; body?: unknown }> = {}) {
  return fakeStaffApi({ [`GET ${B}`]: { status: 200, body: { items: [ACTIVE, OLD], currencies: ['EUR', 'BTC'] } }, ...extra });
}
function renderBonuses(canManage = true) {
  render(
    <QueryClientProvider client={createQueryClient({ onSignedOut: () => {} })}>
      <PlayerBonuses playerId={PLAYER_ID} canManage={canManage} />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Bonuses' });
}

describe('a player’s bonuses', () => {
  it('lists the grants with their wagering, expiry and spins left, and forfeits the active one with a reason', async () => {
    const api = playerApi({ [`POST ${B}/b-active/forfeit`]: () => ({ status: 200, body: { ...ACTIVE, status: 'forfeited' } }) });
    const region = await renderBonuses();
    const user = userEvent.setup();
    const table = await within(region).findByRole('table');
    const active = within(table).getByText('Goodwill after the outage').closest('tr')!;
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('100.00 / 875.00')).toBeTruthy();
    expect(within(active).getByText('2030-02-01 10:00:00 UTC')).toBeTruthy();
    expect(within(active).getByText('4')).toBeTruthy();
    const old = within(table).getByText('Forfeited: Bonus abuse').closest('tr')!;
    expect(within(old).queryByRole('button', { name: /Forfeit/ })).toBeNull();

    await user.click(within(active).getByRole('button', { name: 'Forfeit Bonus from the casino of 25.00 EUR' }));
    const dialog = screen.getByRole('dialog', { name: 'Forfeit Bonus from the casino of 25.00 EUR?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forfeit bonus' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Bonus abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Forfeit bonus' }));
    await waitFor(() => expect(api.callsTo('POST', `${B}/b-active/forfeit`).map((c) => c.body)).toEqual([{ reason: 'Bonus abuse' }]));
  });

  it('grants a bonus in one of the player’s currencies in minor units, once per submission, and shows a refusal', async () => {
    let answer = { status: 422, body: { message: 'This player has an active bonus, and a player has one at a time.' } };
    const api = playerApi({ [`POST ${B}`]: () => answer });
    const region = await renderBonuses();
    const user = userEvent.setup();
    const form = await within(region).findByRole('form', { name: 'Grant a bonus' });
    expect(
      within(within(form).getByLabelText('Currency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['EUR', 'BTC']);

    await user.click(within(form).getByRole('button', { name: 'Grant bonus' }));
    expect(within(form).getByText('Give an amount, free spins or both.')).toBeTruthy();
    expect(api.callsTo('POST', B)).toEqual([]);

    await user.type(within(form).getByLabelText('Amount'), '25.50');
    await user.type(within(form).getByLabelText('Free spins'), '10');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Grant bonus' }));
    expect(await within(form).findByText('This player has an active bonus, and a player has one at a time.')).toBeTruthy();

    answer = { status: 201, body: bonus({ id: 'b-new', bonusAmount: '25.50' }) } as never;
    await user.click(within(form).getByRole('button', { name: 'Grant bonus' }));
    expect(await within(form).findByText('Granted 25.50 EUR and 10 free spins.')).toBeTruthy();
    const bodies = api.callsTo('POST', B).map((c) => c.body as Record<string, unknown>);
    expect(bodies.map(({ idempotencyKey: _key, ...rest }) => rest)).toEqual([
      { currency: 'EUR', amount: '2550', freeSpins: 10, reason: 'Goodwill' },
      { currency: 'EUR', amount: '2550', freeSpins: 10, reason: 'Goodwill' },
    ]);
    // The refused submission's key is kept for the retry: the same grant is asked for, never a second one.
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
  });

  it('shows the grants without forfeit or grant to a member who may not manage bonuses', async () => {
    playerApi();
    const region = await renderBonuses(false);
    expect(await within(region).findByText('Goodwill after the outage')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Forfeit/ })).toBeNull();
    expect(within(region).queryByRole('form', { name: 'Grant a bonus' })).toBeNull();
  });
});
