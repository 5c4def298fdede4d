import type { TSessionUser } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp } from '../../../../test/app';
import type { TestClock } from '../../../../test/clock';
import { startFlakyProxy } from '../../../../test/flaky-proxy';
import { createClient } from '../../../../test/http';
import { signIn, signUpPlayer } from '../../../../test/players';
import {
  GB_ADDRESS,
  registerEventsOf,
  restrictedCountriesWithoutGb,
  tryDeposit,
  uncheckedMessage,
  uniqueAddress,
} from '../../../../test/registers';
import type { App } from '../../../app';
import type { Database } from '../../../db/client';
import { mayReceivePromotionalMail } from '../../profile';
import { startSandboxRegisters, type SandboxRegisters } from './sandbox-server';

// GAMSTOP behind a network that fails: the app is configured with the register's URL (a proxy in front of the sandbox
// register), as it would be with the real one, and the proxy answers 5xx or never answers. Fail safe: the player is
// not cleared.

const API_KEY = 'k'.repeat(32);

describe('a national register that cannot answer', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let sandbox: SandboxRegisters;
  let proxy: Awaited<ReturnType<typeof startFlakyProxy>>;
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    sandbox = await startSandboxRegisters(database.db, { apiKey: API_KEY });
    proxy = await startFlakyProxy(sandbox.url);
    ({ app, clock } = await startTestApp(database, {
      RESTRICTED_COUNTRIES_FILE: restrictedCountriesWithoutGb(),
      GAMSTOP_API_URL: `${proxy.url}/gamstop`,
      GAMSTOP_API_KEY: API_KEY,
      REGISTER_TIMEOUT_MS: '300',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await sandbox?.close();
    await drop?.();
  });

  const britishPlayer = () => signUpPlayer(app, { client: createClient(app, { ip: GB_ADDRESS }), email: uniqueAddress('outage') });

  it('opens the account when the register answers 5xx at registration, but refuses deposits until a later sign-in clears the player', async () => {
    proxy.fail('gateway-timeout');
    const player = await britishPlayer();
    expect(player.user.payoutOnly).toBeUndefined();
    const refused = await tryDeposit(player.profile);
    expect([refused.statusCode, refused.json().message]).toEqual([403, uncheckedMessage()]);
    expect((await registerEventsOf({ database }, player.user.id)).map((e) => [e.actor, e.action, e.after])).toEqual([
      ['system', 'register_unchecked', { register: 'gamstop', status: 'unchecked', reference: null }],
    ]);

    clock.advance(60_000);
    const again = await signIn(app, player.account, player.email, player.password);
    expect(again.statusCode).toBe(200);
    expect(again.json<TSessionUser>().payoutOnly).toBeUndefined();
    const profile = createClient(app, { ip: GB_ADDRESS, base: '/profile-service/api/v1' });
    Object.assign(profile.cookies, player.account.cookies);
    expect((await tryDeposit(profile)).statusCode).not.toBe(403);
    expect((await registerEventsOf({ database }, player.user.id)).at(-1)).toMatchObject({
      actor: 'register',
      action: 'register_cleared',
      before: { status: 'unchecked' },
    });
  });

  it('lets a cleared player sign in when the register does not answer in time, and refuses their deposits', async () => {
    const player = await britishPlayer();
    expect((await tryDeposit(player.profile)).statusCode).not.toBe(403);
    proxy.fail('stall');
    const again = await signIn(app, player.account, player.email, player.password);
    expect(again.statusCode).toBe(200);
    expect(again.json<TSessionUser>().payoutOnly).toBeUndefined();
    const profile = createClient(app, { ip: GB_ADDRESS, base: '/profile-service/api/v1' });
    Object.assign(profile.cookies, player.account.cookies);
    const refused = await tryDeposit(profile);
    expect([refused.statusCode, refused.json().message]).toEqual([403, uncheckedMessage()]);
  });

  it('sends no promotional mail to a player whose register cannot be asked', async () => {
    const player = await britishPlayer();
    expect((await player.profile.put('/profile/receive-email')).json()).toMatchObject({ receiveEmailPromo: true });
    const deps = { db: database.db, config: app.config, mailer: app.mailer, checks: app.registerChecks, clock };
    expect(await mayReceivePromotionalMail(deps, player.user.id)).toEqual({ may: true });
    proxy.fail('drop');
    expect(await mayReceivePromotionalMail(deps, player.user.id)).toEqual({
      may: false,
      reason: 'the gamstop register could not be checked',
    });
  });
});
