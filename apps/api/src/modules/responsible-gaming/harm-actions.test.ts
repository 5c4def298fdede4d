import { randomUUID } from 'node:crypto';
import type { TSaferGamblingResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saferGamblingEventsOf } from '../../../test/bet-limits';
import { grantsOf, markersOf, saferGamblingPage } from '../../../test/harm';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { depositByCard } from '../../../test/promotions';
import { marketingStoppedBy, REVIEW_LIMITS_MESSAGE } from './harm-markers';

// A strong sign of harm acts at once, in the transaction that records it: no bonus is granted, accepted or offered any
// more, marketing stops, and the player is asked to review their limits until they acknowledge it. Every action is a
// row of the safer-gambling record (actor system, before and after). The ledger stays sound (usePaymentsApp).

const DAY_MS = 24 * 3_600_000;

describe("a strong sign of harm's automatic actions", () => {
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });
  const db = () => ctx.t.database.db;
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  /** A player with an active welcome bonus (10.00 EUR deposit) and a pending one (20.00 EUR), then a surge of 100.00 EUR. */
  async function playerAfterSurge() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    await depositByCard(ctx, player.profile, '10.00');
    await depositByCard(ctx, player.profile, '20.00');
    await grant();
    const pending = (await grantsOf(db(), player.user.id)).find((g) => g.status === 'pending')!;
    expect(pending).toBeDefined();
    expect((await player.profile.get('/profile/promotion-eligible')).json()).toMatchObject({ eligible: true });
    ctx.t.clock.advance(2 * DAY_MS);
    const before = ctx.t.clock.now();
    const surgeDeposit = await depositByCard(ctx, player.profile, '100.00');
    return { ...player, pending, before, surgeDeposit };
  }

  it('refuses grants and offers, stops marketing and opens the message, each recorded once with before and after', async () => {
    const { user, profile, pending, before, surgeDeposit } = await playerAfterSurge();
    const stamped = (iso: unknown) => expect(new Date(iso as string).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect((await markersOf(db(), user.id)).map((m) => [m.kind, m.strength])).toEqual([['deposit_surge', 'strong']]);

    // The deposit that raised the marker earns nothing; nor does any later one.
    await grant();
    expect((await grantsOf(db(), user.id)).map((g) => g.depositId)).not.toContain(surgeDeposit);
    expect((await profile.get('/profile/promotion-eligible')).json()).toEqual({ eligible: false, events: [] });
    const accept = await profile.post('/profile/promotion', { id: pending.id });
    expect([accept.statusCode, accept.json().message]).toEqual([
      403,
      'Bonuses are paused on your account while we check in with you about your play. Please see your safer gambling page.',
    ]);
    const coupon = await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: '12345' });
    expect(coupon.statusCode).toBe(403);
    expect((await grantsOf(db(), user.id)).find((g) => g.id === pending.id)?.status).toBe('pending');

    // The promotional-mail gate reads this.
    const stopped = await marketingStoppedBy(db(), user.id);
    expect(stopped?.reason).toBe('harm_marker');
    stamped(stopped?.since.toISOString());

    const page = await saferGamblingPage(profile);
    expect(page.interaction).toMatchObject({ kind: 'review_limits', message: REVIEW_LIMITS_MESSAGE });
    const system = (await saferGamblingEventsOf(db(), user.id)).filter((e) => e.actor === 'system' && e.action !== 'profile_given');
    const markerId = (system[0]!.after as { markerId: string }).markerId;
    expect(system.map((e) => [e.action, e.before, e.after])).toEqual([
      ['harm_marker', null, expect.objectContaining({ markerId, kind: 'deposit_surge', strength: 'strong' })],
      ['bonuses_stopped', { bonusesStopped: false }, { bonusesStopped: true, markerId, kind: 'deposit_surge' }],
      ['marketing_stopped', { marketingStopped: false }, { marketingStopped: true, markerId, kind: 'deposit_surge' }],
      ['interaction_opened', null, { interactionId: page.interaction!.id, interaction: 'review_limits', markerId, kind: 'deposit_surge' }],
    ]);
    for (const e of system) stamped(e.at.toISOString());
    expect(page.history.slice(0, 4).map((h) => h.summary)).toEqual([
      'You were asked to review your limits.',
      'Promotional messages paused on your account.',
      'Bonuses paused on your account.',
      'A change in how you deposit or play was noted.',
    ]);

    // The marker is the operator's record: it cannot be changed or removed.
    await db().execute(sql`UPDATE harm_markers SET strength = 'weak' WHERE user_id = ${user.id}::uuid`);
    await db().execute(sql`DELETE FROM harm_markers WHERE user_id = ${user.id}::uuid`);
    expect((await markersOf(db(), user.id)).map((m) => m.strength)).toEqual(['strong']);
  });

  it('records the acknowledgement once; a bad or foreign id changes nothing; the stops stay', async () => {
    const { user, profile } = await playerAfterSurge();
    const { id } = (await saferGamblingPage(profile)).interaction!;
    const other = await signUpPlayer(ctx.t.app);
    const ack = (p: typeof profile, which: string) => p.post(`/profile/safer-gambling/interactions/${which}/acknowledge`);

    expect((await ack(other.profile, id)).statusCode).toBe(404);
    expect((await ack(profile, randomUUID())).json()).toEqual({ message: 'There is no such message on your account.' });
    const bad = await ack(profile, 'not-an-id');
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'id']);
    expect((await saferGamblingPage(profile)).interaction?.id).toBe(id);

    const at = ctx.t.clock.now();
    const answered = await ack(profile, id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<TSaferGamblingResponse>().interaction).toBeNull();
    expect((await ack(profile, id)).statusCode).toBe(200);
    const acknowledged = (await saferGamblingEventsOf(db(), user.id)).filter((e) => e.action === 'interaction_acknowledged');
    expect(acknowledged.map((e) => [e.actor, e.before, e.after])).toEqual([
      ['player', { interactionId: id, acknowledged: false }, { interactionId: id, kind: 'review_limits', acknowledged: true }],
    ]);
    expect(acknowledged[0]!.at.getTime()).toBeGreaterThanOrEqual(at.getTime());
    // Lifting the stops is the operator's decision, not the acknowledgement's.
    expect((await profile.get('/profile/promotion-eligible')).json()).toEqual({ eligible: false, events: [] });
    expect(await marketingStoppedBy(db(), user.id)).not.toBeNull();
    expect(await marketingStoppedBy(db(), other.user.id)).toBeNull();
  });
});
