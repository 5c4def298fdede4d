import { ZPlayRoundResponse, ZSeedRotation } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch } from '../../../test/play';

const HEX64 = /^[0-9a-f]{64}$/;

describe('a demo client seed', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));

  it('is set by the visitor, starts a new pair revealing the old one, and draws the next round', async () => {
    const client = gameClientOf(t.app);
    const play = await launch(client, 'emberoak:EmberDice', true);
    const dice = { family: 'dice', amount: '1.00', direction: 'under', target: 5_000 } as const;
    expect((await play.open(dice)).statusCode).toBe(200);
    const before = (await play.session()).fairness;

    const set = await client.put(`/play/${play.token}/fairness/client-seed`, { clientSeed: 'Lucky demo 🍀 #7' });
    expect(set.statusCode, set.body).toBe(200);
    const { revealed, active } = ZSeedRotation.parse(set.json());
    expect(revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, finalNonce: 1 });
    expect(active).toEqual({ serverSeedHash: expect.stringMatching(HEX64), clientSeed: 'Lucky demo 🍀 #7', nonce: 0 });
    expect((await play.session()).fairness).toMatchObject(active);

    const next = ZPlayRoundResponse.parse((await play.open(dice)).json());
    expect(next.round.fairness).toMatchObject({ serverSeedHash: active.serverSeedHash, clientSeed: 'Lucky demo 🍀 #7', nonce: 0 });
  });

  it.each([
    ['empty', ''],
    ['65 characters', 'a'.repeat(65)],
    ['a tab', 'my\tseed'],
    ['a newline', 'my\nseed'],
    ['a zero-width space', 'seed\u200b'],
    ['not text', 42],
  ])('is refused when %s, with the reason, and changes nothing', async (_case, clientSeed) => {
    const client = gameClientOf(t.app);
    const play = await launch(client, 'emberoak:EmberDice', true);
    const before = (await play.session()).fairness;
    const res = await client.put(`/play/${play.token}/fairness/client-seed`, { clientSeed });
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json<{ message: string; errors: { field: string }[] }>();
    expect(message).toMatch(/client seed/i);
    expect(errors.every((e) => e.field === 'clientSeed')).toBe(true);
    expect((await play.session()).fairness).toEqual(before);
  });

  it('is refused for a real-money launch: its seeds are the player’s, set on the profile', async () => {
    const player = await fundedPlayer(t.app, t.database.db, 1_000n);
    const client = gameClientOf(t.app, player.account);
    const play = await launch(client, 'emberoak:EmberDice', false);
    const before = (await play.session()).fairness;
    const res = await client.put(`/play/${play.token}/fairness/client-seed`, { clientSeed: 'mine' });
    expect([res.statusCode, res.json().message]).toEqual([403, 'Real-money seeds are rotated on the provably fair page of your profile.']);
    expect((await play.session()).fairness).toEqual(before);
  });
});
