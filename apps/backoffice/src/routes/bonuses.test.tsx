import type { TStaffCoupon, TStaffWelcomeOffer } from '@casino/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, SUPPORT, type Call } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const MARKETING = {
  id: 'st_mkt',
  email: 'mia@casino.test',
  role: 'marketing',
  permissions: ['players.read', 'bonuses.manage', 'reports.read'],
} as const;
const C = '/staff-api/v1/coupons';
const W = '/staff-api/v1/welcome-offers';

function coupon(over: Partial<TStaffCoupon>): TStaffCoupon {
  return {
    code: '2026',
    name: 'Winter reload',
    kind: 'deposit',
    minimumDepositEur: '20.00',
    bonusPercent: 50,
    bonusEur: null,
    freeSpins: 25,
    totalUses: 100,
    uses: 3,
    perPlayerLimit: 1,
    validFrom: null,
    validUntil: '2030-12-31T23:59:00.000Z',
    disabledAt: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    status: 'active',
    ...over,
  };
}
const ACTIVE = coupon({});
const EXPIRED = coupon({
  code: '1999',
  name: 'Old spins',
  kind: 'redemption',
  minimumDepositEur: null,
  bonusPercent: 0,
  status: 'expired',
});

function welcomeOffer(over: Partial<TStaffWelcomeOffer>): TStaffWelcomeOffer {
  return {
    profile: 'default',
    profileName: 'Standard',
    source: 'file',
    maximumBonusEur: '8000.00',
    minimumDepositEur: '10.00',
    deposits: [
      {
        depositNumber: 1,
        displayName: '1st deposit',
        tiers: [
          { id: 'welcome-1-up-to-16', upToEur: '16.00', bonusPercent: 50, freeSpins: 100 },
          { id: 'welcome-1-above-16', upToEur: null, bonusPercent: 200, freeSpins: 150 },
        ],
      },
      { depositNumber: 2, displayName: '2nd deposit', tiers: [{ id: 'welcome-2', upToEur: null, bonusPercent: 150, freeSpins: 100 }] },
    ],
    marketRules: { bonusOnlyAtFirstDeposit: false, wageringMaxMultiple: null },
    updatedBy: null,
    updatedAt: null,
    ...over,
  };
}
const SWEDEN = welcomeOffer({
  profile: 'se',
  profileName: 'Sweden',
  source: 'override',
  maximumBonusEur: '100.00',
  deposits: [
    { depositNumber: 1, displayName: '1st deposit', tiers: [{ id: 'se-welcome-1-1', upToEur: null, bonusPercent: 100, freeSpins: 0 }] },
  ],
  marketRules: { bonusOnlyAtFirstDeposit: true, wageringMaxMultiple: null },
  updatedBy: { id: 'st_mkt', email: 'mia@casino.test' },
  updatedAt: '2030-01-02T09:00:00.000Z',
});

function bonusesApi(extra: Record<string, (call: Call) => { status: number; body?: unknown }> = {}, me: object = MARKETING) {
  return fakeStaffApi({
    'GET /staff-api/v1/me': { status: 200, body: me },
    [`GET ${C}`]: { status: 200, body: { items: [ACTIVE, EXPIRED] } },
    [`GET ${W}`]: { status: 200, body: { items: [welcomeOffer({}), SWEDEN] } },
    ...extra,
  });
}

describe('the bonuses page', () => {
  it('is in the menu for bonuses.manage only', async () => {
    bonusesApi();
    renderConsole('/');
    expect(await screen.findByRole('link', { name: 'Bonuses' })).toBeTruthy();
  });

  it('is refused to a member without bonuses.manage, with no bonus call made', async () => {
    const api = bonusesApi({}, SUPPORT);
    renderConsole('/bonuses');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Bonuses' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Coupons' })).toBeNull();
    expect(api.callsTo('GET', C)).toEqual([]);
  });

  it('lists the coupons, and disables an active one after a confirmation', async () => {
    const api = bonusesApi({ [`POST ${C}/2026/disable`]: () => ({ status: 200, body: { ...ACTIVE, status: 'disabled' } }) });
    renderConsole('/bonuses');
    const user = userEvent.setup();
    const coupons = await screen.findByRole('region', { name: 'Coupons' });
    const table = await within(coupons).findByRole('table');
    const active = within(table).getByText('2026').closest('tr')!;
    expect(within(active).getByText('50 % of the deposit + 25 free spins, deposits from 20.00 EUR')).toBeTruthy();
    expect(within(active).getByText('3 / 100, 1 per player')).toBeTruthy();
    expect(within(active).getByText('2030-12-31 23:59:00 UTC')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    const expired = within(table).getByText('1999').closest('tr')!;
    expect(within(expired).queryByRole('button', { name: /Disable/ })).toBeNull();

    await user.click(within(active).getByRole('button', { name: 'Disable coupon 2026' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable coupon 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `${C}/2026/disable`)).toEqual([]);
    await user.click(within(active).getByRole('button', { name: 'Disable coupon 2026' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('POST', `${C}/2026/disable`)).toHaveLength(1));
  });

  it('creates a coupon with the options given, and shows the API refusal', async () => {
    let answer = { status: 400, body: { message: 'The coupon was not created: --per-player: cannot be more than --uses' } };
    const api = bonusesApi({ [`POST ${C}`]: () => answer });
    renderConsole('/bonuses');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Create a coupon' });
    await user.type(within(form).getByLabelText('Code'), '4242');
    await user.type(within(form).getByLabelText('Name'), 'Spring reload');
    await user.type(within(form).getByLabelText('Minimum deposit (EUR)'), '20');
    await user.type(within(form).getByLabelText('Bonus percent'), '50');
    await user.type(within(form).getByLabelText('Free spins'), '10');
    await user.type(within(form).getByLabelText('Uses'), '1');
    await user.type(within(form).getByLabelText('Uses per player'), '2');
    await user.type(within(form).getByLabelText('Valid until'), '2030-06-30');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText('The coupon was not created: --per-player: cannot be more than --uses')).toBeTruthy();

    answer = { status: 201, body: coupon({ code: '4242', name: 'Spring reload' }) } as never;
    await user.clear(within(form).getByLabelText('Uses per player'));
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText('4242 is created.')).toBeTruthy();
    expect(api.callsTo('POST', C).map((c) => c.body)).toEqual([
      {
        code: '4242',
        name: 'Spring reload',
        kind: 'deposit',
        minimumDepositEur: '20',
        bonusPercent: '50',
        freeSpins: '10',
        uses: '1',
        perPlayer: '2',
        validUntil: '2030-06-30',
      },
      {
        code: '4242',
        name: 'Spring reload',
        kind: 'deposit',
        minimumDepositEur: '20',
        bonusPercent: '50',
        freeSpins: '10',
        uses: '1',
        validUntil: '2030-06-30',
      },
    ]);

    // A redemption coupon has no minimum deposit nor percentage.
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Redemption');
    expect((within(form).getByLabelText('Bonus percent') as HTMLInputElement).disabled).toBe(true);
  });

  it('edits the welcome offer of a market profile, and puts a profile back on the file’s offer', async () => {
    const saved: unknown[] = [];
    const api = bonusesApi({
      [`PUT ${W}/default`]: (call) => {
        saved.push(call.body);
        return saved.length === 1
          ? { status: 400, body: { message: 'The offer was not saved: deposits[0].tiers[1].upToEur: must be above the tier before' } }
          : {
              status: 200,
              body: welcomeOffer({
                source: 'override',
                updatedBy: { id: 'st_mkt', email: 'mia@casino.test' },
                updatedAt: '2030-01-03T09:00:00.000Z',
              }),
            };
      },
      [`DELETE ${W}/se`]: () => ({
        status: 200,
        body: welcomeOffer({ profile: 'se', profileName: 'Sweden', marketRules: SWEDEN.marketRules }),
      }),
    });
    renderConsole('/bonuses');
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Welcome offer' });
    expect(await within(region).findByText("This profile has the promotions file's offer.")).toBeTruthy();
    expect(within(region).queryByRole('button', { name: "Back to the file's offer" })).toBeNull();

    const tiers = within(region).getByRole('region', { name: 'Tiers of Deposit 1' });
    expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Up to (EUR)', 'Bonus percent', 'Free spins', 'Actions']);
    await user.clear(within(tiers).getByLabelText('Deposit 1, tier 1: Bonus percent'));
    await user.type(within(tiers).getByLabelText('Deposit 1, tier 1: Bonus percent'), '75');
    await user.click(within(region).getByRole('button', { name: 'Add a tier to Deposit 1' }));
    await user.type(within(tiers).getByLabelText('Deposit 1, tier 3: Up to (EUR)'), '5');
    await user.click(within(region).getByRole('button', { name: 'No offer on Deposit 2' }));
    await user.click(within(region).getByRole('button', { name: 'Save offer' }));
    expect(await within(region).findByText(/must be above the tier before/)).toBeTruthy();
    expect(saved[0]).toEqual({
      maximumBonusEur: '8000.00',
      deposits: [
        {
          depositNumber: 1,
          tiers: [
            { upToEur: '16.00', bonusPercent: 75, freeSpins: 100 },
            { upToEur: null, bonusPercent: 200, freeSpins: 150 },
            { upToEur: '5', bonusPercent: 0, freeSpins: 0 },
          ],
        },
      ],
    });
    await user.click(within(region).getByRole('button', { name: 'Remove tier 3 of Deposit 1' }));
    await user.click(within(region).getByRole('button', { name: 'Save offer' }));
    expect(await within(region).findByText('The welcome offer of Standard is saved: the next deposits earn it.')).toBeTruthy();

    await user.selectOptions(within(region).getByLabelText('Market profile'), 'se');
    expect(
      await within(region).findByText('This profile has its own offer, set by mia@casino.test at 2030-01-02 09:00:00 UTC.'),
    ).toBeTruthy();
    expect(within(region).getByText(/only the first deposit's offer/)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: "Back to the file's offer" }));
    expect(await within(region).findByText("Sweden has the promotions file's offer again.")).toBeTruthy();
    expect(api.callsTo('DELETE', `${W}/se`)).toHaveLength(1);
  });
});
