import type { TLimitState, TSaferGamblingResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  depositLimitsToAsk,
  LIMIT_GROUPS,
  formatLimitTime,
  formatLimitValue,
  limitChangeError,
  limitInputError,
  limitStateOf,
  needsDepositLimitChoice,
} from './limits';

const state = (limit: TLimitState['limit'], value: string | null, pending: TLimitState['pending'] = null): TLimitState => ({
  limit,
  value,
  used: value === null ? null : '0.00',
  resetsAt: null,
  pending,
});

const answer = (over: Partial<TSaferGamblingResponse> = {}): TSaferGamblingResponse => ({
  profile: { code: 'uk', name: 'United Kingdom' },
  currency: 'EUR',
  limits: [],
  depositLimitChoiceRequired: true,
  depositLimitChosenAt: null,
  mayDeclineDepositLimit: true,
  depositLimitsToSet: [],
  realityCheck: {
    minutes: 60,
    chosenMinutes: null,
    defaultMinutes: 60,
    choices: [15, 30, 45, 60, 90, 120],
    now: '2026-12-06T18:00:00.000Z',
    sessionStartedAt: null,
    dueAt: null,
    nextDueAt: null,
    net: '0.00',
    currency: 'EUR',
  },
  breaks: { timeOutChoices: [], selfExclusionChoices: [], liftDelayHours: { fixedTerm: 24, indefinite: 168 }, inForce: null },
  history: [],
  interaction: null,
  ...over,
});

describe('the limits shown', () => {
  it('lists every limit once, in its group', () => {
    expect(LIMIT_GROUPS.flatMap((group) => group.limits)).toEqual([
      'deposit_24h',
      'deposit_7d',
      'deposit_30d',
      'loss_24h',
      'loss_7d',
      'loss_30d',
      'wager_24h',
      'wager_7d',
      'wager_30d',
      'session_time',
    ]);
  });

  it('shows money in the account currency and the session in minutes', () => {
    expect(formatLimitValue('deposit_24h', '50.00', 'EUR')).toBe('€50.00');
    expect(formatLimitValue('loss_7d', '1500', 'JPY')).toBe('¥1,500');
    expect(formatLimitValue('session_time', '90', 'EUR')).toBe('90 minutes');
  });

  it('takes a limit the answer leaves out as none', () => {
    expect(limitStateOf(answer({ limits: [state('deposit_7d', '100.00')] }), 'deposit_24h')).toEqual(state('deposit_24h', null));
    expect(limitStateOf(answer({ limits: [state('deposit_7d', '100.00')] }), 'deposit_7d').value).toBe('100.00');
  });

  it('words a time as the refusals do, in UTC and rounded up to the minute', () => {
    expect(formatLimitTime('2026-12-07T18:05:00.000Z')).toBe('7 December 2026, 18:05 UTC');
    expect(formatLimitTime('2026-12-07T18:04:00.001Z')).toBe('7 December 2026, 18:05 UTC');
    expect(formatLimitTime('2026-01-01T00:00:00Z')).toBe('1 January 2026, 00:00 UTC');
    expect(formatLimitTime('not a date')).toBe('');
  });
});

describe('a limit typed in', () => {
  it('is an amount with at most the currency’s decimals', () => {
    expect(limitInputError('deposit_24h', '50', 'EUR')).toBeNull();
    expect(limitInputError('deposit_24h', ' 50.5 ', 'EUR')).toBeNull();
    expect(limitInputError('deposit_24h', '50.505', 'EUR')).toBe('Enter an amount in EUR, like 50 or 50.00.');
    expect(limitInputError('deposit_24h', '1500.5', 'JPY')).toBe('Enter an amount in JPY, like 50 or 50.00.');
    expect(limitInputError('wager_30d', '-5', 'EUR')).toBe('Enter an amount in EUR, like 50 or 50.00.');
    expect(limitInputError('loss_24h', '0.00', 'EUR')).toBe('The limit must be more than zero.');
    expect(limitInputError('loss_24h', '', 'EUR')).toBe('Enter an amount.');
  });

  it('is whole minutes for the session', () => {
    expect(limitInputError('session_time', '90', 'EUR')).toBeNull();
    expect(limitInputError('session_time', '1.5', 'EUR')).toBe('Enter whole minutes, like 90.');
    expect(limitInputError('session_time', '0', 'EUR')).toBe('Enter whole minutes, like 90.');
    expect(limitInputError('session_time', ' ', 'EUR')).toBe('Enter a number of minutes.');
  });
});

describe('a refused change', () => {
  it("puts the API's message for the value beside the field", () => {
    const error = new ApiError(400, 'Validation failed', [{ field: 'value', message: 'The session limit is at most 1440 minutes.' }]);
    expect(limitChangeError(error)).toEqual({ field: 'The session limit is at most 1440 minutes.' });
  });

  it('shows any other refusal under the form, and our own text for a failure of ours', () => {
    expect(limitChangeError(new ApiError(409, 'This change can be confirmed from 7 December 2026, 18:05 UTC.'))).toEqual({
      form: 'This change can be confirmed from 7 December 2026, 18:05 UTC.',
    });
    expect(limitChangeError(new ApiError(500, 'Internal Server Error'))).toEqual({ form: "Couldn't save your change. Please try again." });
    expect(limitChangeError(new TypeError('fetch failed'))).toEqual({ form: "Couldn't save your change. Please try again." });
  });
});

describe('the deposit limit asked before a first deposit', () => {
  it('is asked where the profile requires a choice the player has not made', () => {
    expect(needsDepositLimitChoice(answer())).toBe(true);
  });

  it('is not asked where no choice is required, or once it is made', () => {
    expect(needsDepositLimitChoice(answer({ depositLimitChoiceRequired: false }))).toBe(false);
    expect(needsDepositLimitChoice(answer({ depositLimitChosenAt: '2026-12-06T18:00:00.000Z' }))).toBe(false);
    expect(needsDepositLimitChoice(answer({ limits: [state('deposit_30d', '500.00')] }))).toBe(false);
  });

  it('is still asked when only other limits are set', () => {
    expect(needsDepositLimitChoice(answer({ limits: [state('loss_24h', '20.00'), state('session_time', '60')] }))).toBe(true);
  });

  it('asks for every deposit limit the API says is missing, whatever the choice recorded (Sweden)', () => {
    const swedish = answer({ mayDeclineDepositLimit: false, depositLimitChosenAt: '2026-12-06T18:00:00.000Z' });
    const missing = answer({ ...swedish, limits: [state('deposit_24h', '100.00')], depositLimitsToSet: ['deposit_7d', 'deposit_30d'] });
    expect(needsDepositLimitChoice(missing)).toBe(true);
    expect(depositLimitsToAsk({ depositLimitsToSet: ['deposit_7d', 'deposit_30d'] })).toEqual(['deposit_7d', 'deposit_30d']);
    expect(needsDepositLimitChoice({ ...swedish, depositLimitsToSet: [] })).toBe(false);
    expect(depositLimitsToAsk(answer())).toEqual(['deposit_24h']);
  });
});
