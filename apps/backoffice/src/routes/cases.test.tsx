import type { TSaferGamblingCase, TSaferGamblingCaseSummary } from '@casino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, SUPPORT, type Call } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const COMPLIANCE = {
  id: 'st_compliance',
  email: 'cleo@casino.test',
  role: 'compliance',
  permissions: ['players.read', 'safer-gambling.cases', 'audit.read'],
} as const;

const CASES = '/staff-api/v1/safer-gambling/cases';
const ID = '4f1c2a3b-0000-4000-8000-000000000001';

const SUMMARY: TSaferGamblingCaseSummary = {
  id: ID,
  playerId: '9b0e0000-0000-4000-8000-000000000009',
  email: 'robin@example.com',
  status: 'open',
  markers: 2,
  latestMarker: { kind: 'many_payment_methods', strength: 'weak', at: '2026-03-09T10:00:00.000Z' },
  openedAt: '2026-03-07T08:30:00.000Z',
  closedAt: null,
  outcome: null,
  assignee: null,
};

const CASE: TSaferGamblingCase = {
  now: '2026-03-10T12:00:00.000Z',
  case: SUMMARY,
  player: { id: SUMMARY.playerId, email: SUMMARY.email, currency: 'EUR' },
  markers: [
    { id: '2', kind: 'many_payment_methods', strength: 'weak', at: '2026-03-09T10:00:00.000Z', details: { instruments: 4 } },
    { id: '1', kind: 'deposit_surge', strength: 'strong', at: '2026-03-07T08:30:00.000Z', details: { last24hEurCents: '10000' } },
  ],
  limits: [],
  playClosed: null,
  exclusions: [],
  interactions: [
    { id: 'i1', kind: 'review_limits', message: 'Please review your limits.', openedAt: '2026-03-07T08:30:00.000Z', acknowledgedAt: null },
  ],
  history: [
    { at: '2026-03-07T08:30:00.000Z', actor: 'system', staff: null, action: 'opened', summary: 'Case opened.', details: {} },
    {
      at: '2026-03-07T08:30:00.000Z',
      actor: 'system',
      staff: null,
      action: 'marker',
      summary: 'Marker: deposit surge (strong).',
      details: {},
    },
  ],
};

const me = { id: COMPLIANCE.id, email: COMPLIANCE.email };
const step = (action: TSaferGamblingCase['history'][number]['action'], summary: string) => ({
  at: CASE.now,
  actor: 'staff' as const,
  staff: me,
  action,
  summary,
  details: {},
});

describe('safer-gambling cases in the console', () => {
  it('lists the queue with age and assignee, and filters it by status', async () => {
    const api = fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: COMPLIANCE },
      [`GET ${CASES}`]: (call: Call) => ({
        status: 200,
        body: { now: CASE.now, cases: call.search === '?status=closed' ? [] : [SUMMARY] },
      }),
    });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Safer gambling' }));

    const table = await screen.findByRole('region', { name: 'Safer-gambling cases' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['robin@example.com', 'Open', '2', 'Many payment methods (weak)2026-03-09 10:00:00 UTC', '3 d 3 h', 'Nobody']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('No case with this status.')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=closed');
    expect(api.callsTo('GET', CASES).map((c) => c.search)).toEqual(['', '?status=closed']);
  });

  it('shows a case and records each action: assign, message, limit, close the account after confirming, close', async () => {
    let current: TSaferGamblingCase = CASE;
    const answer = (change: Partial<TSaferGamblingCase>, history: TSaferGamblingCase['history']) => () => {
      current = { ...current, ...change, history: [...current.history, ...history] };
      return { status: 200, body: current };
    };
    const api = fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: COMPLIANCE },
      [`GET ${CASES}/${ID}`]: () => ({ status: 200, body: current }),
      [`POST ${CASES}/${ID}/assign`]: answer({ case: { ...SUMMARY, status: 'in_progress', assignee: me } }, [
        step('assigned', `Assigned to ${me.email}.`),
      ]),
      [`POST ${CASES}/${ID}/interactions`]: answer({}, [step('interaction_sent', 'Message sent to the player: Please call us.')]),
      [`POST ${CASES}/${ID}/limits`]: (call: Call) =>
        (call.body as { value: string }).value === 'lots'
          ? { status: 400, body: { message: 'Bad value', errors: [{ field: 'value', message: 'The amount must be a number.' }] } }
          : answer({ limits: [{ limit: 'deposit_24h', value: '50.00', pending: null, heldByCase: true }] }, [
              step('limit_imposed', '24-hour deposit limit set to 50.00 EUR.'),
            ])(),
      [`POST ${CASES}/${ID}/close-account`]: answer(
        { playClosed: { kind: 'account_closed', message: 'Your account is closed.', reopensAt: null } },
        [step('account_closed', 'Account closed: no answer.')],
      ),
      [`POST ${CASES}/${ID}/close`]: answer({ case: { ...SUMMARY, status: 'closed', assignee: me, outcome: 'Account closed.' } }, [
        step('closed', 'Case closed: Account closed.'),
      ]),
    });
    renderConsole(`/cases/${ID}`);
    const user = userEvent.setup();

    expect(await screen.findByText('Deposit surge')).toBeTruthy();
    expect(screen.getByText('last24hEurCents')).toBeTruthy();
    expect(screen.getByText('Not acknowledged yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText(`Assigned to ${me.email}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();

    // An empty message is refused before any call.
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write the message.')).toBeTruthy();
    await user.type(screen.getByLabelText('Message'), 'Please call us.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent to the player: Please call us.')).toBeTruthy();
    expect(api.callsTo('POST', `${CASES}/${ID}/interactions`).map((c) => c.body)).toEqual([{ message: 'Please call us.' }]);

    const limitForm = screen.getByRole('form', { name: 'Impose a limit' });
    await user.type(within(limitForm).getByLabelText('Amount (EUR)'), 'lots');
    await user.click(within(limitForm).getByRole('button', { name: 'Impose limit' }));
    expect(await within(limitForm).findByText('The amount must be a number.')).toBeTruthy();
    await user.clear(within(limitForm).getByLabelText('Amount (EUR)'));
    await user.type(within(limitForm).getByLabelText('Amount (EUR)'), '50');
    await user.click(within(limitForm).getByRole('button', { name: 'Impose limit' }));
    expect(await screen.findByText('(held by a case)')).toBeTruthy();

    await user.type(screen.getByLabelText('Reason'), 'No answer.');
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close the account of robin@example.com?' });
    expect(api.callsTo('POST', `${CASES}/${ID}/close-account`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText('Account closed.')).toBeTruthy();
    expect(api.callsTo('POST', `${CASES}/${ID}/close-account`).map((c) => c.body)).toEqual([{ reason: 'No answer.' }]);
    expect(screen.queryByRole('form', { name: 'Close the account' })).toBeNull();

    await user.type(screen.getByLabelText('Outcome'), 'Account closed.');
    await user.click(screen.getByRole('button', { name: 'Close case' }));
    expect(await screen.findByText('Closed: Account closed.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Message the player' })).toBeNull();
    const history = within(screen.getByRole('list', { name: 'History' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(history.at(-1)).toContain('Case closed: Account closed.');
  });

  it('tells a member without the permission the page is not theirs, and asks the API nothing for it', async () => {
    const api = fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: SUPPORT } });
    renderConsole('/cases');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role does not include this page.');
    expect(api.callsTo('GET', CASES)).toEqual([]);
  });
});
