import type { TIsAuthenticatedResponse, TSessionUser } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../../test/app';
import { createClient } from '../../../../test/http';
import { signIn, signUpPlayer } from '../../../../test/players';
import {
  DE_ADDRESS,
  GAMSTOP_HIT,
  GB_ADDRESS,
  registerEventsOf,
  restrictedCountriesWithoutGb,
  SE_ADDRESS,
  SPELPAUS,
  tryDeposit,
  uncheckedMessage,
  uniqueAddress,
} from '../../../../test/registers';
import { registerChecks } from '../../../db/schema/responsible-gaming';
import { deleteSandboxEntry, insertSandboxEntry } from './sandbox-repo';

// The national registers at registration and sign-in, against the sandbox registers the app starts (real HTTP, real
// PostgreSQL). A register that cannot answer is in register-failures.test.ts; promotional mail in the profile module.

const from = (t: TestApp, ip: string) => ({ client: createClient(t.app, { ip }) });

describe('national self-exclusion registers', () => {
  let t: TestApp;
  useTestApp(
    (started) => (t = started),
    () => ({ RESTRICTED_COUNTRIES_FILE: restrictedCountriesWithoutGb() }),
  );
  const list = (register: 'gamstop' | 'spelpaus', entry: { email?: string; firstName?: string; lastName?: string; dateOfBirth?: string }) =>
    insertSandboxEntry(t.database.db, { register, ...entry, addedAt: t.clock.now() });

  it('opens the account of a person GAMSTOP lists as excluded: payout-only, refused deposits, the hit on the record', async () => {
    const email = uniqueAddress('listed');
    await list('gamstop', { email: email.toUpperCase() });
    const player = await signUpPlayer(t.app, { ...from(t, GB_ADDRESS), email, fullName: 'Listed Person' });

    expect(player.user.payoutOnly).toEqual({ reason: GAMSTOP_HIT });
    const status = (await player.account.post('/isAuthenticated')).json<TIsAuthenticatedResponse>();
    expect(status).toMatchObject({ authenticated: true, user: { payoutOnly: { reason: GAMSTOP_HIT } } });
    expect((await tryDeposit(player.profile)).statusCode).toBe(403);

    const [hit, ...rest] = await registerEventsOf(t, player.user.id);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      actor: 'register',
      action: 'register_hit',
      before: null,
      after: { register: 'gamstop', status: 'excluded' },
    });
    expect((hit!.after as { reference: string }).reference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('excludes an existing player at their next sign-in once GAMSTOP lists them, and clears them once it no longer does', async () => {
    const player = await signUpPlayer(t.app, { ...from(t, GB_ADDRESS), email: uniqueAddress('later'), fullName: 'Later Listed' });
    expect(player.user.payoutOnly).toBeUndefined();
    expect((await tryDeposit(player.profile)).statusCode).not.toBe(403);
    expect((await registerEventsOf(t, player.user.id)).map((e) => [e.actor, e.action])).toEqual([['register', 'register_cleared']]);

    // Listed by name and date of birth, once the profile has the date.
    const saved = await player.profile.put('/profile', { dateOfBirth: Date.UTC(1990, 11, 10) / 1000, receiveEmailPromo: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await list('gamstop', { firstName: 'later', lastName: 'LISTED', dateOfBirth: '1990-12-10' });
    t.clock.advance(60_000);

    const elsewhere = createClient(t.app, { ip: GB_ADDRESS });
    const again = await signIn(t.app, elsewhere, player.email, player.password);
    expect(again.statusCode).toBe(200);
    expect(again.json<TSessionUser>().payoutOnly).toEqual({ reason: GAMSTOP_HIT });
    // The session opened before the hit has ended.
    expect((await player.profile.get('/profile')).statusCode).toBe(401);
    const hits = await registerEventsOf(t, player.user.id);
    expect(hits.at(-1)).toMatchObject({
      actor: 'register',
      action: 'register_hit',
      before: { register: 'gamstop', status: 'clear' },
      after: { register: 'gamstop', status: 'excluded' },
    });

    await deleteSandboxEntry(t.database.db, entry.id);
    const cleared = await signIn(t.app, createClient(t.app, { ip: GB_ADDRESS }), player.email, player.password);
    expect(cleared.json<TSessionUser>().payoutOnly).toBeUndefined();
    expect((await registerEventsOf(t, player.user.id)).at(-1)).toMatchObject({
      action: 'register_cleared',
      before: { status: 'excluded' },
      after: { status: 'clear' },
    });
  });

  it('does not ask any register about a player of the default profile', async () => {
    const email = uniqueAddress('default');
    await list('gamstop', { email });
    const player = await signUpPlayer(t.app, { ...from(t, DE_ADDRESS), email });
    expect(player.user.payoutOnly).toBeUndefined();
    expect(
      (await signIn(t.app, createClient(t.app, { ip: DE_ADDRESS }), email, player.password)).json<TSessionUser>().payoutOnly,
    ).toBeUndefined();
    expect(await t.database.db.select().from(registerChecks).where(eq(registerChecks.userId, player.user.id))).toEqual([]);
    expect(await registerEventsOf(t, player.user.id)).toEqual([]);
  });

  it('keeps a Swedish player, whose personal identity number the site does not hold, from deposits until Spelpaus.se can be asked', async () => {
    const player = await signUpPlayer(t.app, from(t, SE_ADDRESS));
    expect(player.user.payoutOnly).toBeUndefined();
    const refused = await tryDeposit(player.profile);
    expect([refused.statusCode, refused.json().message]).toEqual([403, uncheckedMessage(SPELPAUS)]);
    expect((await registerEventsOf(t, player.user.id)).map((e) => [e.actor, e.action, e.after])).toEqual([
      ['system', 'register_unchecked', { register: 'spelpaus', status: 'unchecked', reference: null }],
    ]);
    // Setting limits still works: it protects, and needs no check.
    expect((await player.profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value: '50' })).statusCode).toBe(200);
  });
});
