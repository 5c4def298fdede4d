import type { TSaferGamblingResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saferGamblingEventsOf } from '../../../test/bet-limits';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUpPlayer } from '../../../test/players';
import { changeMarketProfile } from './profile-change';

describe('the operator moves a player to another market profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('applies the new profile’s rules at once and records the change once, with the operator as actor', async () => {
    // Test addresses are private: geo places them in the default country, Malta.
    const player = await signUpPlayer(t.app);
    const page = async () => (await player.profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>();
    expect(await page()).toMatchObject({ profile: { code: 'mt' }, mayDeclineDepositLimit: true });

    const at = t.clock.now();
    expect(await changeMarketProfile(t.database.db, player.user.id, 'se', at)).toBe('mt');
    // Sweden's rules now: every deposit limit must be set, and "no limit" is no choice.
    expect(await page()).toMatchObject({ profile: { code: 'se' }, mayDeclineDepositLimit: false });
    expect((await player.profile.post('/profile/safer-gambling/no-deposit-limit')).statusCode).toBe(422);

    // The same profile again changes and records nothing.
    expect(await changeMarketProfile(t.database.db, player.user.id, 'se', t.clock.now())).toBe('se');
    const changes = (await saferGamblingEventsOf(t.database.db, player.user.id)).filter((e) => e.action === 'profile_changed');
    expect(changes.map(({ actor, before, after, at: when }) => ({ actor, before, after, when }))).toEqual([
      { actor: 'operator', before: { profile: 'mt' }, after: { profile: 'se' }, when: at },
    ]);
  });
});
