import type { TLimitState, TSaferGamblingResponse } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API, type Client } from '../../../test/http';
import { profileClientOf, signIn, signUpPlayer } from '../../../test/players';
import { saferGamblingEvents } from '../../db/schema/responsible-gaming';
import { formatExclusionEnd, startSelfExclusion } from './service';

const HOUR_MS = 3_600_000;
const DE_ADDRESS = '194.25.2.129';
const SE_ADDRESS = '195.67.199.18';

describe("the player's limits: a decrease at once, an increase or removal after 24 hours and a confirmation", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sessions outlast the days this file jumps over.
    t = await createTestApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });
  });
  afterAll(() => t.close());

  const page = async (profile: Client) => {
    const res = await profile.get('/profile/safer-gambling');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSaferGamblingResponse>();
  };
  const limitOf = async (profile: Client, limit: string) => (await page(profile)).limits.find((l) => l.limit === limit)!;
  const put = (profile: Client, limit: string, value: string | null) => profile.put('/profile/safer-gambling/limits', { limit, value });
  const confirm = (profile: Client, limit: string) => profile.post('/profile/safer-gambling/limits/confirm', { limit });
  const eventsOf = (userId: string) =>
    t.database.db.select().from(saferGamblingEvents).where(eq(saferGamblingEvents.userId, userId)).orderBy(saferGamblingEvents.id);
  const none: Omit<TLimitState, 'limit'> = { value: null, used: null, resetsAt: null, pending: null };
  // The test clock runs on between calls: a time the API stamped lies between two readings of it.
  const stampedBetween = (iso: string | null | undefined, from: Date, to: Date) =>
    expect(new Date(iso!).getTime()).toSatisfy((ms: number) => ms >= from.getTime() && ms <= to.getTime());

  it('gives a new player the profile of where they register from, and shows every limit unset', async () => {
    // Test addresses are private: geo places them in the default country, Malta.
    const maltese = await signUpPlayer(t.app);
    const shown = await page(maltese.profile);
    expect(shown).toMatchObject({
      profile: { code: 'mt', name: 'Malta' },
      currency: 'EUR',
      depositLimitChoiceRequired: true,
      depositLimitChosenAt: null,
    });
    expect(shown.limits.map((l) => l.limit)).toEqual([
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
    expect(shown.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
    expect(shown.history).toEqual([
      expect.objectContaining({ actor: 'system', action: 'profile_given', summary: 'Market profile: Malta.' }),
    ]);

    const german = await signUpPlayer(t.app, { client: createClient(t.app, { ip: DE_ADDRESS }) });
    expect(await page(german.profile)).toMatchObject({ profile: { code: 'default' }, depositLimitChoiceRequired: false });
  });

  it('applies a new limit and a lower one at once; a higher one waits 24 hours and its confirmation', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const setAt = t.clock.now();
    expect((await put(profile, 'deposit_24h', '100')).statusCode).toBe(200);
    expect(await limitOf(profile, 'deposit_24h')).toEqual({ ...none, limit: 'deposit_24h', value: '100.00', used: '0.00' });
    // Setting a deposit limit is the choice the Maltese profile asks for.
    stampedBetween((await page(profile)).depositLimitChosenAt, setAt, t.clock.now());

    const lower = await put(profile, 'deposit_24h', '50.5');
    expect(lower.json<TSaferGamblingResponse>().limits[0]).toMatchObject({ value: '50.50', pending: null });

    const askedAt = t.clock.now();
    expect((await put(profile, 'deposit_24h', '80')).statusCode).toBe(200);
    const raised = await limitOf(profile, 'deposit_24h');
    expect(raised).toMatchObject({ value: '50.50', pending: { value: '80.00', canConfirm: false } });
    const from = new Date(raised.pending!.confirmableAt);
    stampedBetween(from.toISOString(), new Date(askedAt.getTime() + 24 * HOUR_MS), new Date(t.clock.now().getTime() + 24 * HOUR_MS));
    // Asked again: the 24 hours already running are not restarted.
    t.clock.advance(HOUR_MS);
    await put(profile, 'deposit_24h', '80.00');
    expect((await limitOf(profile, 'deposit_24h')).pending?.confirmableAt).toBe(from.toISOString());

    // A second before: no request here takes that long.
    t.clock.set(new Date(from.getTime() - 1000));
    const early = await confirm(profile, 'deposit_24h');
    expect([early.statusCode, early.json().message]).toEqual([
      422,
      `Raising it to 80.00 EUR can be confirmed from ${formatExclusionEnd(from)}.`,
    ]);
    expect((await limitOf(profile, 'deposit_24h')).value).toBe('50.50');

    t.clock.set(from);
    expect((await limitOf(profile, 'deposit_24h')).pending?.canConfirm).toBe(true);
    const confirmed = await confirm(profile, 'deposit_24h');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<TSaferGamblingResponse>().limits[0]).toMatchObject({ value: '80.00', pending: null });
    const again = await confirm(profile, 'deposit_24h');
    expect([again.statusCode, again.json().message]).toEqual([
      422,
      'There is no change to your 24-hour deposit limit waiting to be confirmed.',
    ]);

    const events = await eventsOf(user.id);
    expect(events.map((e) => [e.actor, e.action])).toEqual([
      ['system', 'profile_given'],
      ['player', 'limit_set'],
      ['player', 'deposit_limit_chosen'],
      ['player', 'limit_lowered'],
      ['player', 'limit_raise_asked'],
      ['player', 'limit_raised'],
    ]);
    expect(events[3]).toMatchObject({
      before: { limit: 'deposit_24h', currency: 'EUR', value: '100.00', pending: null },
      after: { limit: 'deposit_24h', currency: 'EUR', value: '50.50', pending: null },
    });
    expect(events[4]!.after).toEqual({
      limit: 'deposit_24h',
      currency: 'EUR',
      value: '50.50',
      pending: { value: '80.00', from: from.toISOString() },
    });
    expect((await page(profile)).history.map((h) => h.summary)).toEqual([
      '24-hour deposit limit raised from 50.50 EUR to 80.00 EUR.',
      `24-hour deposit limit: raising it from 50.50 EUR to 80.00 EUR asked for; it can be confirmed from ${formatExclusionEnd(from)}.`,
      '24-hour deposit limit lowered from 100.00 EUR to 50.50 EUR.',
      'Chose a deposit limit.',
      '24-hour deposit limit set to 100.00 EUR.',
      'Market profile: Malta.',
    ]);
  });

  it('removes a limit only 24 hours after it was asked and confirmed; a lower value meanwhile applies and cancels it', async () => {
    const { profile } = await signUpPlayer(t.app);
    await put(profile, 'session_time', '90');
    await put(profile, 'loss_7d', '200');
    expect((await put(profile, 'session_time', null)).statusCode).toBe(200);
    const removal = await limitOf(profile, 'session_time');
    expect(removal).toMatchObject({ value: '90', pending: { value: null, canConfirm: false } });
    const from = new Date(removal.pending!.confirmableAt);
    t.clock.set(new Date(from.getTime() - 1000));
    expect((await confirm(profile, 'session_time')).json().message).toBe(`Removing it can be confirmed from ${formatExclusionEnd(from)}.`);
    t.clock.set(from);
    expect((await confirm(profile, 'session_time')).statusCode).toBe(200);
    expect(await limitOf(profile, 'session_time')).toEqual({ ...none, limit: 'session_time' });

    // An increase waiting, then a lower value: the lower one applies now and the increase is gone.
    await put(profile, 'loss_7d', '500');
    expect((await put(profile, 'loss_7d', '150')).statusCode).toBe(200);
    expect(await limitOf(profile, 'loss_7d')).toMatchObject({ value: '150.00', pending: null });
    // A removal waiting, then the value in force asked for again: the removal is cancelled.
    await put(profile, 'loss_7d', null);
    await put(profile, 'loss_7d', '150');
    expect(await limitOf(profile, 'loss_7d')).toMatchObject({ value: '150.00', pending: null });
    t.clock.advance(24 * HOUR_MS);
    expect((await confirm(profile, 'loss_7d')).statusCode).toBe(422);
    expect((await page(profile)).history[0]).toMatchObject({
      action: 'limit_change_cancelled',
      summary: '7-day loss limit: the change waiting was cancelled; it stays 150.00 EUR.',
    });
  });

  it("waits the market profile's delay before a raise can be confirmed: 72 hours in Sweden, 24 in Malta and elsewhere", async () => {
    for (const [ip, code, hours] of [
      [SE_ADDRESS, 'se', 72],
      [DE_ADDRESS, 'default', 24],
      [undefined, 'mt', 24],
    ] as const) {
      const { profile } = await signUpPlayer(t.app, ip ? { client: createClient(t.app, { ip }) } : {});
      expect((await page(profile)).profile.code).toBe(code);
      await put(profile, 'deposit_7d', '100');
      const askedAt = t.clock.now();
      expect((await put(profile, 'deposit_7d', '200')).statusCode).toBe(200);
      const from = new Date((await limitOf(profile, 'deposit_7d')).pending!.confirmableAt);
      stampedBetween(
        from.toISOString(),
        new Date(askedAt.getTime() + hours * HOUR_MS),
        new Date(t.clock.now().getTime() + hours * HOUR_MS),
      );
      t.clock.set(new Date(from.getTime() - 1000));
      const early = await confirm(profile, 'deposit_7d');
      expect([code, early.statusCode, early.json().message]).toEqual([
        code,
        422,
        `Raising it to 200.00 EUR can be confirmed from ${formatExclusionEnd(from)}.`,
      ]);
      t.clock.set(from);
      expect((await confirm(profile, 'deposit_7d')).statusCode).toBe(200);
      expect((await limitOf(profile, 'deposit_7d')).value).toBe('200.00');
    }
  });

  it('keeps a Swedish player to their deposit limits: no choice of none and no removal, while other limits may go', async () => {
    const { user, profile } = await signUpPlayer(t.app, { client: createClient(t.app, { ip: SE_ADDRESS }) });
    const none = await profile.post('/profile/safer-gambling/no-deposit-limit');
    expect([none.statusCode, none.json().message]).toEqual([
      422,
      'Under the rules of your market (Sweden) every player sets a deposit limit for each day, week and month before playing: having none is not a choice.',
    ]);
    expect((await page(profile)).depositLimitChosenAt).toBeNull();

    await put(profile, 'deposit_24h', '100');
    await put(profile, 'loss_24h', '50');
    const eventsBefore = (await eventsOf(user.id)).length;
    const removal = await put(profile, 'deposit_24h', null);
    expect([removal.statusCode, removal.json().message]).toEqual([
      422,
      'Under the rules of your market (Sweden) you keep a deposit limit for each day, week and month: you can lower your 24-hour deposit limit, not remove it.',
    ]);
    expect(await limitOf(profile, 'deposit_24h')).toMatchObject({ value: '100.00', pending: null });
    expect(await eventsOf(user.id)).toHaveLength(eventsBefore);
    // Lowering applies as anywhere; a loss limit may be removed after the Swedish 72 hours.
    expect((await put(profile, 'deposit_24h', '80')).statusCode).toBe(200);
    expect((await put(profile, 'loss_24h', null)).statusCode).toBe(200);
    expect((await limitOf(profile, 'loss_24h')).pending).toMatchObject({ value: null, canConfirm: false });
  });

  it('refuses bad input with a 4xx naming the problem, and changes nothing', async () => {
    const { user, profile } = await signUpPlayer(t.app, { currency: 'BTC' });
    await put(profile, 'deposit_7d', '0.5');
    const before = await page(profile);
    const eventsBefore = (await eventsOf(user.id)).length;
    for (const [body, status, message] of [
      [
        { limit: 'deposit_7d', value: '0.123456789' },
        400,
        'The 7-day deposit limit must be an amount in BTC: BTC amounts have at most 8 decimal places.',
      ],
      [{ limit: 'deposit_7d', value: '0' }, 400, 'The 7-day deposit limit must be more than zero; to have none, remove it.'],
      [{ limit: 'deposit_7d', value: '-1' }, 400, /must be digits with an optional decimal point/],
      [{ limit: 'deposit_7d', value: '1e3' }, 400, /must be digits/],
      [{ limit: 'deposit_7d', value: 5 }, 400, 'value must be a string, or null to remove the limit'],
      [{ limit: 'deposit_7d' }, 400, 'value must be a string, or null to remove the limit'],
      [{ limit: 'bet_24h', value: '5' }, 400, /^limit must be one of deposit_24h/],
      [{ limit: 'session_time', value: '0' }, 400, 'The session time limit is whole minutes from 1 to 1440, such as "90".'],
      [{ limit: 'session_time', value: '1441' }, 400, 'The session time limit is whole minutes from 1 to 1440, such as "90".'],
      [{ limit: 'session_time', value: '90.5' }, 400, 'The session time limit is whole minutes from 1 to 1440, such as "90".'],
      [{ limit: 'wager_24h', value: null }, 422, 'You have no 24-hour wager limit to remove.'],
    ] as const) {
      const res = await profile.put('/profile/safer-gambling/limits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const said = [res.json().message, ...(res.json().errors ?? []).map((e: { message: string }) => e.message)];
      expect(said, JSON.stringify(body)).toContainEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    const confirmNothing = await confirm(profile, 'deposit_7d');
    expect(confirmNothing.statusCode).toBe(422);
    expect((await profile.post('/profile/safer-gambling/limits/confirm', { limit: 'nope' })).statusCode).toBe(400);
    const noLimit = await profile.post('/profile/safer-gambling/no-deposit-limit');
    expect([noLimit.statusCode, noLimit.json().message]).toEqual([
      409,
      'You have a 7-day deposit limit: remove it to have no deposit limit.',
    ]);
    // Everything but the reality check's reading of the server's clock.
    expect(await page(profile)).toEqual({ ...before, realityCheck: { ...before.realityCheck, now: expect.any(String) } });
    expect(await eventsOf(user.id)).toHaveLength(eventsBefore);
  });

  it('records the active choice of no deposit limit once', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const before = t.clock.now();
    const chosen = await profile.post('/profile/safer-gambling/no-deposit-limit');
    expect(chosen.statusCode).toBe(200);
    const at = chosen.json<TSaferGamblingResponse>().depositLimitChosenAt;
    stampedBetween(at, before, t.clock.now());
    t.clock.advance(1000);
    await profile.post('/profile/safer-gambling/no-deposit-limit');
    expect((await page(profile)).depositLimitChosenAt).toBe(at);
    expect((await eventsOf(user.id)).map((e) => [e.action, e.after])).toEqual([
      ['profile_given', { profile: 'mt' }],
      ['deposit_limit_chosen', { chosen: true, choice: 'none' }],
    ]);
  });

  it('lets a payout-only session read the page but change nothing; strangers get 401', async () => {
    const player = await signUpPlayer(t.app, { fullName: 'Pat Limits' });
    await put(player.profile, 'deposit_30d', '300');
    await startSelfExclusion(t.database.db, player.user.id, '6_MONTHS', t.clock.now());
    const browser = createClient(t.app);
    expect((await signIn(t.app, browser, player.email, player.password)).json().payoutOnly).toBeDefined();
    const payoutOnly = profileClientOf(t.app, browser);
    expect((await limitOf(payoutOnly, 'deposit_30d')).value).toBe('300.00');
    for (const res of [
      await put(payoutOnly, 'deposit_30d', null),
      await put(payoutOnly, 'deposit_30d', '1000'),
      await confirm(payoutOnly, 'deposit_30d'),
      await payoutOnly.post('/profile/safer-gambling/no-deposit-limit'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await limitOf(payoutOnly, 'deposit_30d')).pending).toBeNull();

    const stranger = createClient(t.app, { base: PROFILE_API });
    expect((await stranger.get('/profile/safer-gambling')).statusCode).toBe(401);
  });
});
