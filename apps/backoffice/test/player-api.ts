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
import { fakeStaffApi, SUPPORT, type Call } from './fake-staff-api';

// One player as the staff API answers for them, for the console's player tests: the search, the page's sections
// and the actions on sessions and notes.

export const PLAYERS = '/staff-api/v1/players';
export const ID = '7c0d0000-0000-4000-8000-000000000007';
export const DOC = '3a1b0000-0000-4000-8000-000000000003';
export const ROUND = '5e2f0000-0000-4000-8000-000000000005';
export const SESSION = '6d3e0000-0000-4000-8000-000000000006';
export const AT = '2026-03-09T10:00:00.000Z';
export const WRITER = { ...SUPPORT, permissions: ['players.read', 'players.write'] } as const;

export const SEARCH: TStaffPlayerSearch = {
  items: [
    { id: ID, email: 'robin@example.com', name: 'Robin Example', country: 'MT', accountState: 'active', matchedBy: 'name', createdAt: AT },
  ],
};

export const PLAYER: TStaffPlayer = {
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

export const BALANCES: TStaffPlayerBalances = {
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

export const ROUNDS: TBetHistoryResponse = {
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

export const RECALL: TBetRecall = ZBetRecall.parse({
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

export const SAFER: TStaffPlayerSaferGambling = {
  currency: 'EUR',
  limits: [{ limit: 'deposit_24h', value: '100.00', pending: null, heldByCase: false }],
  playClosed: null,
  exclusions: [],
  register: null,
  markers: [{ id: '1', kind: 'deposit_surge', strength: 'strong', at: AT }],
  openCaseId: '9f000000-0000-4000-8000-000000000009',
};

export const SECURITY: TStaffPlayerWithdrawalSecurity = {
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

export function playerApi(me: typeof SUPPORT | typeof WRITER = WRITER) {
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
