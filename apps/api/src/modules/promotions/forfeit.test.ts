import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { grantOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import { insertPlayers } from '../../../test/wallet';
import { checkLedger, credit, getPlayerBalances } from '../wallet';
import { forfeitGrant } from './forfeit';

// The end of a bonus not wagered through: forfeited on request, expired by the promotions tick
// (docs/decisions/023-wagering.md). Time is the app's clock.

const DAY_MS = 86_400_000;

describe('bonus forfeit and expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });
  afterAll(() => t.close());

  async function playerWithBonus(bonus: bigint, validityMs = DAY_MS) {
    const [userId] = await insertPlayers(t.database.db, 1);
    await credit(t.database.db, {
      source: 'gateway:test',
      idempotencyKey: `fund:${userId}`,
      kind: 'deposit',
      currency: 'EUR',
      amount: 700n,
      userId: userId!,
      from: { kind: 'gateway_clearing' },
    });
    const grant = await grantTestBonus(t.database.db, { userId: userId!, bonus, requirement: bonus * 35n, now: t.clock.now(), validityMs });
    return { userId: userId!, grant };
  }
  const balances = async (userId: string) => {
    const { real, bonus } = await getPlayerBalances(t.database.db, userId, 'EUR');
    return { real, bonus };
  };

  it('forfeits the remaining bonus to the promotions account once, and leaves real money alone', async () => {
    const { userId, grant } = await playerWithBonus(1_000n, 10 * DAY_MS);
    const first = await forfeitGrant(t.database.db, { userId, grantId: grant.id, reason: 'forfeited' }, t.clock.now());
    expect(first).toEqual({ grantId: grant.id, currency: 'EUR', amount: 1_000n, status: 'forfeited' });
    expect(await forfeitGrant(t.database.db, { userId, grantId: grant.id, reason: 'forfeited' }, t.clock.now())).toBeUndefined();
    expect(await balances(userId)).toEqual({ real: 700n, bonus: 0n });
    expect((await grantOf(t.database.db, grant.id)).status).toBe('forfeited');
    expect(await promotionTransfers(t.database.db, `bonus-forfeit:${grant.id}`)).toEqual([{ kind: 'bonus_forfeit', amount: 1_000n }]);

    // Someone else's grant is not theirs to forfeit.
    const other = await playerWithBonus(500n, 10 * DAY_MS);
    expect(await forfeitGrant(t.database.db, { userId, grantId: other.grant.id, reason: 'forfeited' }, t.clock.now())).toBeUndefined();
    expect(await balances(other.userId)).toEqual({ real: 700n, bonus: 500n });
  });

  it('expires the grants past their time on the promotions tick, once, and no other', async () => {
    const due = await playerWithBonus(1_000n, DAY_MS);
    const later = await playerWithBonus(2_000n, 3 * DAY_MS);
    // The test clock runs on with real time: a minute before the expiry, then past it.
    t.clock.advance(DAY_MS - 60_000);
    expect(await t.app.promotions.expireBonuses()).toBe(0);
    expect((await grantOf(t.database.db, due.grant.id)).status).toBe('active');

    t.clock.advance(60_000);
    expect(await t.app.promotions.expireBonuses()).toBe(1);
    expect(await t.app.promotions.expireBonuses()).toBe(0);
    expect((await grantOf(t.database.db, due.grant.id)).status).toBe('expired');
    expect(await balances(due.userId)).toEqual({ real: 700n, bonus: 0n });
    expect(await promotionTransfers(t.database.db, `bonus-forfeit:${due.grant.id}`)).toEqual([{ kind: 'bonus_forfeit', amount: 1_000n }]);
    expect((await grantOf(t.database.db, later.grant.id)).status).toBe('active');
    expect(await balances(later.userId)).toEqual({ real: 700n, bonus: 2_000n });
  });
});
