import {
  ZBetRecall,
  type TBetHistoryResponse,
  type TBetRecall,
  type TStaffPlayer,
  type TStaffPlayerBalances,
  type TStaffPlayerNotes,
  type TStaffPlayerSaferGambling,
  type TStaffPlayerSearch,
  type TStaffPlayerSessions,
  type TStaffPlayerWithdrawalSecurity,
} from '@casino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, SUPPORT, type Call } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const PLAYERS = '/staff-api/v1/players';
const ID = '7c0d0000-0000-4000-8000-000000000007';
const DOC = '3a1b0000-0000-4000-8000-000000000003';
const ROUND = '5e2f0000-0000-4000-8000-000000000005';
const SESSION = '6d3e0000-0000-4000-8000-000000000006';
const AT = '2026-03-09T10:00:00.000Z';
const WRITER = { ...SUPPORT, permissions: ['players.read', 'players.write'] } as const;

const SEARCH: TStaffPlayerSearch = {
  items: [
    { id: ID, email: 'robin@example.com', name: 'Robin Example', country: 'MT', accountState: 'active', matchedBy: 'name', createdAt: AT },
  ],
};

const PLAYER: TStaffPlayer = {
  id: ID,
  email: 'robin@example.com',
  name: 'Robin Example',
  currency: 'EUR',
  createdAt: AT,
  accountState: 'active',
  stateMessage: null,
  profile: {
    firstName: 'Robin',
    lastName: 'Example',
    email: 'robin@example.com',
    confirmed: true,
    userDetails: {
      phone: { phoneNumber: null, dialingCode: null },
      receiveEmailPromo: false,
      address: 'Triq il-Kbira 1',
      address2: null,
      nickName: null,
      zipCode: 'VLT 1000',
      country: 'MT',
      city: 'Valletta',
      state: null,
      gender: null,
      dateOfBirth: null,
      avatar: null,
    },
  },
  documents: [
    {
      id: DOC,
      kind: 'identity',
      fileName: 'passport.png',
      status: 'rejected',
      uploadedAt: AT,
      reviewedAt: AT,
      rejectionReason: 'Blurred.',
    },
  ],
};

const BALANCES: TStaffPlayerBalances = {
  currencies: [
    {
      currency: 'EUR',
      isDefault: true,
      real: '49.00',
      bonus: '0.00',
      freeSpin: '0.00',
      held: '0.00',
      postings: {
        items: [
          { id: '12', transferId: '6', at: AT, kind: 'bet', account: 'real', amount: '-1.00' },
          { id: '10', transferId: '5', at: AT, kind: 'deposit', account: 'real', amount: '50.00' },
        ],
        nextBefore: '10',
      },
    },
  ],
};

const ROUNDS: TBetHistoryResponse = {
  bets: [
    {
      roundId: ROUND,
      gameId: 'emberoak:EmberDice',
      gameName: 'Ember Dice',
      provider: 'Emberoak',
      slug: 'ember-dice',
      placedAt: AT,
      settledAt: AT,
      currency: 'EUR',
      stake: '1.00',
      win: '0.00',
      balanceAfter: '49.00',
      status: 'settled',
      session: null,
    },
  ],
  total: 1,
  page: 0,
  size: 20,
};

const RECALL: TBetRecall = ZBetRecall.parse({
  entry: ROUNDS.bets[0]!,
  round: {
    family: 'dice',
    bet: { amount: '1.00', direction: 'under', target: 9800 },
    steps: [{ roll: 9912, direction: 'under', target: 9800, multiplier: 1.0102, isWin: false }],
    id: ROUND,
    status: 'settled',
    currency: 'EUR',
    stake: '1.00',
    win: '0.00',
    balanceAfter: '49.00',
    fairness: { serverSeedHash: 'ab12', serverSeed: null, clientSeed: 'seed-7', nonce: 3 },
    createdAt: AT,
    settledAt: AT,
  },
});

const SAFER: TStaffPlayerSaferGambling = {
  currency: 'EUR',
  limits: [{ limit: 'deposit_24h', value: '100.00', pending: null, heldByCase: false }],
  playClosed: null,
  exclusions: [],
  register: null,
  markers: [{ id: '1', kind: 'deposit_surge', strength: 'strong', at: AT }],
  openCaseId: '9f000000-0000-4000-8000-000000000009',
};

const SECURITY: TStaffPlayerWithdrawalSecurity = {
  confirmation: 'totp',
  factors: ['totp'],
  twoFactorOnSince: '2026-03-09T10:05:00.000Z',
  heldUntil: '2026-03-10T10:05:00.000Z',
  heldBecause: 'two-factor sign-in was turned on',
  allowList: { on: true, offFrom: '2026-03-11T08:00:00.000Z' },
  addresses: [
    {
      id: 'a1',
      currency: 'XRP',
      address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      destinationTag: 42,
      addedAt: '2026-03-01T09:00:00.000Z',
      usableAt: '2026-03-02T09:00:00.000Z',
      isUsable: true,
    },
    {
      id: 'a2',
      currency: 'BTC',
      address: 'bc1qnewaddress',
      addedAt: '2026-03-09T10:06:00.000Z',
      usableAt: '2026-03-10T10:06:00.000Z',
      isUsable: false,
    },
  ],
  events: [
    { kind: 'two_factor_on', at: '2026-03-09T10:05:00.000Z', ip: null, device: null },
    { kind: 'new_device_sign_in', at: AT, ip: '203.0.113.7', device: 'Firefox on Linux' },
  ],
};

function playerApi(me: typeof SUPPORT | typeof WRITER = WRITER) {
  let sessions: TStaffPlayerSessions = {
    items: [{ id: SESSION, device: 'Firefox on Linux', ip: '10.1.2.3', createdAt: AT, lastSeenAt: AT }],
  };
  let notes: TStaffPlayerNotes = { items: [] };
  const api = fakeStaffApi({
    'GET /staff-api/v1/me': { status: 200, body: me },
    [`GET ${PLAYERS}/${ID}`]: { status: 200, body: PLAYER },
    [`GET ${PLAYERS}/${ID}/balances`]: { status: 200, body: BALANCES },
    [`GET ${PLAYERS}/${ID}/postings`]: {
      status: 200,
      body: { items: [{ id: '9', transferId: '4', at: AT, kind: 'adjustment', account: 'real', amount: '0.50' }], nextBefore: null },
    },
    [`GET ${PLAYERS}/${ID}/payments`]: {
      status: 200,
      body: {
        deposits: [
          {
            id: 'd1',
            method: 'crypto',
            currency: 'BTC',
            amount: '0.00100000',
            status: 'completed',
            reference: 'f00d:1',
            createdAt: AT,
            note: null,
            refundReason: null,
          },
        ],
        withdrawals: [
          {
            id: 'w1',
            method: 'skrill',
            currency: 'EUR',
            amount: '25.00',
            status: 'unconfirmed',
            reference: null,
            createdAt: AT,
            address: null,
            reason: null,
            decidedAt: null,
            confirmBy: '2026-03-09T11:00:00.000Z',
          },
          {
            id: 'w2',
            method: 'crypto',
            currency: 'BTC',
            amount: '0.00100000',
            status: 'pending',
            reference: null,
            createdAt: '2026-03-08T10:00:00.000Z',
            address: 'bc1qpayout',
            reason: null,
            decidedAt: null,
            confirmedWith: 'totp',
          },
        ],
        addresses: [{ currency: 'BTC', address: 'bc1qexample', destinationTag: null }],
      },
    },
    [`GET ${PLAYERS}/${ID}/withdrawal-security`]: { status: 200, body: SECURITY },
    [`GET ${PLAYERS}/${ID}/rounds`]: { status: 200, body: ROUNDS },
    [`GET ${PLAYERS}/${ID}/rounds/${ROUND}`]: { status: 200, body: RECALL },
    [`GET ${PLAYERS}/${ID}/safer-gambling`]: { status: 200, body: SAFER },
    [`GET ${PLAYERS}/${ID}/sessions`]: () => ({ status: 200, body: sessions }),
    [`POST ${PLAYERS}/${ID}/sessions/${SESSION}/revoke`]: () => {
      sessions = { items: [] };
      return { status: 200, body: sessions };
    },
    [`GET ${PLAYERS}/${ID}/notes`]: () => ({ status: 200, body: notes }),
    [`POST ${PLAYERS}/${ID}/notes`]: (call: Call) => {
      const { text } = call.body as { text: string };
      notes = { items: [{ id: 'n1', author: { id: me.id, email: me.email }, at: AT, text }] };
      return { status: 200, body: notes };
    },
  });
  return api;
}

describe('players in the console', () => {
  it('searches from the Players menu entry, keeps the search in the address and links each player to their page', async () => {
    const api = fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: SUPPORT },
      [`GET ${PLAYERS}`]: (call: Call) => ({ status: 200, body: call.search === '?q=robin' ? SEARCH : { items: [] } }),
    });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Players' }));

    // Too short: said before any call.
    await user.type(await screen.findByLabelText('Search players'), 'r');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type between 2 and 200 characters.')).toBeTruthy();
    expect(api.callsTo('GET', PLAYERS)).toEqual([]);

    await user.type(screen.getByLabelText('Search players'), 'obin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('region', { name: 'Players found' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'E-mail', 'Country', 'Matched by']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Robin ExampleActive', 'robin@example.com', 'MT', 'Name']);
    expect(router.state.location.search).toBe('?q=robin');

    await user.click(within(table).getByRole('link', { name: 'Robin Example' }));
    expect(router.state.location.pathname).toBe(`/players/${ID}`);
  });

  it('says when nobody matches, and shows the API refusal', async () => {
    fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: SUPPORT },
      [`GET ${PLAYERS}`]: (call: Call) =>
        call.search === '?q=nobody'
          ? { status: 200, body: { items: [] } }
          : { status: 400, body: { message: 'Type at most 200 characters.' } },
    });
    const first = renderConsole('/players?q=nobody');
    expect(await screen.findByText('No player matches “nobody”.')).toBeTruthy();
    first.unmount();
    renderConsole('/players?q=refused');
    expect((await screen.findByRole('alert')).textContent).toBe('Type at most 200 characters.');
  });

  it("shows the player's page in named regions: profile, documents, balances with postings, payments, rounds with recall, safer gambling", async () => {
    const api = playerApi(SUPPORT);
    renderConsole(`/players/${ID}`);
    const user = userEvent.setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('robin@example.com');

    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Valletta', { exact: false })).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'passport.png' }).getAttribute('href')).toBe(`/kyc/${DOC}`);
    expect(within(documents).getByText('Reason given to the player: Blurred.')).toBeTruthy();

    const balances = await screen.findByRole('region', { name: 'Balances' });
    const eur = await within(balances).findByRole('group', { name: /EUR/ });
    expect(within(eur).getByText('49.00 EUR')).toBeTruthy();
    const postings = within(eur).getByRole('list', { name: 'Postings' });
    expect(
      within(postings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bet · Real money-1.00 EUR2026-03-09 10:00:00 UTC',
      'Deposit · Real money50.00 EUR2026-03-09 10:00:00 UTC',
      'Older postings',
    ]);
    await user.click(within(postings).getByRole('button', { name: 'Older postings' }));
    expect(await within(postings).findByText('Adjustment · Real money')).toBeTruthy();
    expect(api.callsTo('GET', `${PLAYERS}/${ID}/postings`).map((c) => c.search)).toEqual(['?currency=EUR&before=10']);

    const payments = await screen.findByRole('region', { name: 'Deposits and withdrawals' });
    expect(await within(payments).findByText('f00d:1')).toBeTruthy();
    expect(within(payments).getByText('bc1qexample')).toBeTruthy();

    const rounds = screen.getByRole('region', { name: 'Rounds' });
    await user.click(await within(rounds).findByRole('button', { name: 'Show recall' }));
    expect(await within(rounds).findByText('seed-7')).toBeTruthy();
    expect(within(rounds).getByLabelText('Round details').textContent).toContain('"roll": 9912');

    const safer = screen.getByRole('region', { name: 'Safer gambling' });
    expect(await within(safer).findByText(/100.00 EUR/)).toBeTruthy();
    expect(within(safer).getByRole('link', { name: "Open the player's safer-gambling case" }).getAttribute('href')).toBe(
      `/cases/${SAFER.openCaseId}`,
    );

    // A member without players.write reads, but is offered no change.
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText('Firefox on Linux')).toBeTruthy();
    expect(within(sessions).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull();
  });

  it('shows what guards the withdrawals: second factor, hold, allow-list with its addresses, security events, confirmations', async () => {
    playerApi(SUPPORT);
    renderConsole(`/players/${ID}`);
    const section = await screen.findByRole('region', { name: 'Withdrawal security' });
    expect(await within(section).findByText('On since 2026-03-09 10:05:00 UTC')).toBeTruthy();
    expect(within(section).getByText('A code from the authenticator app with each request')).toBeTruthy();
    expect(within(section).getByText("Until 2026-03-10 10:05:00 UTC: the player's two-factor sign-in was turned on.")).toBeTruthy();
    expect(within(section).getByText('On, switching off at 2026-03-11 08:00:00 UTC')).toBeTruthy();

    const addresses = within(section).getByRole('list', { name: 'Allow-listed addresses' });
    expect(
      within(addresses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'XRP rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY (tag 42)Added 2026-03-01 09:00:00 UTCusable since 2026-03-02 09:00:00 UTC',
      'BTC bc1qnewaddressAdded 2026-03-09 10:06:00 UTCusable from 2026-03-10 10:06:00 UTC',
    ]);
    const events = within(section).getByRole('list', { name: 'Security events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Two-factor sign-in turned on2026-03-09 10:05:00 UTC',
      'Sign-in from a new browser2026-03-09 10:00:00 UTC · 203.0.113.7 · Firefox on Linux',
    ]);

    // The player's withdrawals say how each was confirmed, or that it still waits for the player.
    const payments = screen.getByRole('region', { name: 'Deposits and withdrawals' });
    expect(
      await within(payments).findByText("Waiting for the player's e-mail confirmation: the link lapses at 2026-03-09 11:00:00 UTC"),
    ).toBeTruthy();
    expect(within(payments).getByText('Confirmed with a code from the authenticator app')).toBeTruthy();
  });

  it('revokes a session after confirming, and adds a note', async () => {
    const api = playerApi(WRITER);
    renderConsole(`/players/${ID}`);
    const user = userEvent.setup();
    const sessions = await screen.findByRole('region', { name: 'Sessions' });

    await user.click(await within(sessions).findByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `${PLAYERS}/${ID}/sessions/${SESSION}/revoke`)).toEqual([]);
    await user.click(within(sessions).getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await within(sessions).findByText('No live sessions.')).toBeTruthy();
    expect(api.callsTo('POST', `${PLAYERS}/${ID}/sessions/${SESSION}/revoke`)).toHaveLength(1);

    const notes = screen.getByRole('region', { name: 'Notes' });
    const form = within(notes).getByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Write the note.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Note'), 'Asked about a withdrawal.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Asked about a withdrawal.')).toBeTruthy();
    expect(api.callsTo('POST', `${PLAYERS}/${ID}/notes`).map((c) => c.body)).toEqual([{ text: 'Asked about a withdrawal.' }]);
  });

  it('shows the API refusal for an unknown player', async () => {
    fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: SUPPORT },
      [`GET ${PLAYERS}/${ID}`]: { status: 404, body: { message: 'There is no player with this id.' } },
    });
    renderConsole(`/players/${ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no player with this id.');
  });
});
