import type { TSessionUser } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema/gameplay';
import { insertSandboxEntry } from '../src/modules/responsible-gaming';
import { checkLedger } from '../src/modules/wallet';
import { useTestApp, type TestApp } from './app';
import { createClient } from './http';
import { fundPlayer, gameClientOf, launch } from './play';
import { signIn, signUpPlayer } from './players';
import { GAMSTOP_HIT, GB_ADDRESS, restrictedCountriesWithoutGb, uniqueAddress } from './registers';

// A national register's hit found at sign-in ends the person's open rounds as the start of a self-exclusion does
// (decisions 006 and 028), before the hit holds the wallet.

describe('a round open when a register finds the player', () => {
  let t: TestApp;
  useTestApp(
    (started) => (t = started),
    () => ({ RESTRICTED_COUNTRIES_FILE: restrictedCountriesWithoutGb() }),
  );

  it('is settled by its family rule at the sign-in that finds the player listed; the ledger stays sound', async () => {
    const player = await signUpPlayer(t.app, { client: createClient(t.app, { ip: GB_ADDRESS }), email: uniqueAddress('rounds') });
    await fundPlayer(t.database.db, player.user.id, 10_000n);
    const play = await launch(gameClientOf(t.app, player.account), 'bluefin:LighthouseMines', false);
    const opened = await play.open({ family: 'mines', amount: '10.00', mines: 3 });
    expect(opened.statusCode, opened.body).toBe(200);
    const roundId = opened.json<{ round: { id: string } }>().round.id;
    await insertSandboxEntry(t.database.db, { register: 'gamstop', email: player.email, addedAt: t.clock.now() });

    const again = await signIn(t.app, createClient(t.app, { ip: GB_ADDRESS }), player.email, player.password);
    expect(again.json<TSessionUser>().payoutOnly).toEqual({ reason: GAMSTOP_HIT });
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
    // No tile was opened: the stake comes back.
    expect([round!.status, round!.win]).toEqual(['settled', round!.stake]);
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });
});
