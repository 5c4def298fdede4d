import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import type { Database } from '../../db/client';
import { insertSelfExclusion, upsertRegisterCheck } from './repo';
import { assertNotSelfExcluded, recordPlayerIdentity } from './service';

// The wallet API asks is_self_excluded (src/db/functions/is_self_excluded.sql) inside its one SQL call; sign-in and game launches
// ask the JavaScript guard. Both must say the same for every kind of exclusion and every way two accounts
// are the same person (docs/decisions/006-self-exclusion-binds-the-person.md).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NOW = new Date('2031-03-10T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('is_self_excluded, the SQL form of the self-exclusion guard', () => {
  let database: Database;
  useTestDatabase((created) => {
    database = created;
  });

  async function isExcludedInSql(playerId: string, when: Date): Promise<boolean> {
    const result = (await database.db.execute(sql`select is_self_excluded(${playerId}, ${when.toISOString()}) as excluded`)) as unknown as {
      rows: { excluded: boolean }[];
    };
    return result.rows[0]!.excluded;
  }

  async function isExcludedInJs(playerId: string, when: Date): Promise<boolean> {
    try {
      await assertNotSelfExcluded(database.db, playerId, when);
      return false;
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 403) return true;
      throw err;
    }
  }

  /** A player with an identity: a unique e-mail and name unless the test gives them. */
  async function person(identity: { email?: string; fullName?: string; dateOfBirth?: string | null } = {}) {
    const [userId] = await insertPlayers(database.db, 1);
    await recordPlayerIdentity(database.db, {
      userId: userId!,
      email: identity.email ?? `player-${randomUUID()}@example.com`,
      fullName: identity.fullName ?? `Player ${randomUUID()}`,
      dateOfBirth: identity.dateOfBirth ?? null,
    });
    return userId!;
  }

  const exclude = (userId: string, endsAt: Date | null, startsAt = at(-DAY_MS)) =>
    insertSelfExclusion(database.db, { userId, period: endsAt ? '30_DAYS' : 'PERMANENT', startsAt, endsAt });

  /** Both answers at each moment; the expectation is the JavaScript rule's, which the SQL must repeat. */
  async function answersAt(playerId: string, moments: Date[]) {
    const answers = [];
    for (const when of moments) answers.push({ sql: await isExcludedInSql(playerId, when), js: await isExcludedInJs(playerId, when) });
    return answers;
  }
  const same = (values: boolean[]) => values.map((v) => ({ sql: v, js: v }));

  it('is false for a player who never asked, and for one without an identity row', async () => {
    expect(await answersAt(await person(), [NOW])).toEqual(same([false]));
    const [bare] = await insertPlayers(database.db, 1);
    expect(await answersAt(bare!, [NOW])).toEqual(same([false]));
    await exclude(bare!, at(HOUR_MS));
    expect(await answersAt(bare!, [NOW, at(HOUR_MS)])).toEqual(same([true, false]));
  });

  it('holds a permanent exclusion for ever', async () => {
    const player = await person();
    await exclude(player, null);
    expect(await answersAt(player, [NOW, at(100 * 365 * DAY_MS)])).toEqual(same([true, true]));
  });

  it('holds a timed exclusion until its end, not at it nor after', async () => {
    const player = await person();
    await exclude(player, at(DAY_MS));
    expect(await answersAt(player, [NOW, at(DAY_MS - 1), at(DAY_MS), at(DAY_MS + 1)])).toEqual(same([true, true, false, false]));
  });

  it('takes the latest end of several rows, and a permanent one over any end', async () => {
    const player = await person();
    await exclude(player, at(30 * DAY_MS), at(-10 * DAY_MS));
    await exclude(player, at(DAY_MS));
    expect(await answersAt(player, [at(2 * DAY_MS), at(30 * DAY_MS)])).toEqual(same([true, false]));
    const ended = await person();
    await exclude(ended, at(-HOUR_MS), at(-2 * DAY_MS));
    expect(await answersAt(ended, [NOW])).toEqual(same([false]));
    await exclude(ended, null);
    expect(await answersAt(ended, [NOW])).toEqual(same([true]));
  });

  it('reaches every account of the same mailbox, whichever asked', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await person({ email: `ada.${tag}@gmail.com` });
    const alias = await person({ email: `A.D.A.${tag}+again@googlemail.com` });
    const stranger = await person({ email: `ada.${tag}x@gmail.com` });
    await exclude(alias, at(7 * DAY_MS));
    expect(await answersAt(first, [NOW, at(7 * DAY_MS)])).toEqual(same([true, false]));
    expect(await answersAt(alias, [NOW])).toEqual(same([true]));
    expect(await answersAt(stranger, [NOW])).toEqual(same([false]));
  });

  it('reaches an account with the same full name, in any letter case, and date of birth; not a namesake without that date', async () => {
    const name = `Emmy Noether ${randomUUID().slice(0, 8)}`;
    const excluded = await person({ fullName: name, dateOfBirth: '1982-03-23' });
    const twin = await person({ fullName: name.toUpperCase(), dateOfBirth: '1982-03-23' });
    const otherBirth = await person({ fullName: name, dateOfBirth: '1983-03-23' });
    const noBirth = await person({ fullName: name });
    await exclude(excluded, null);
    expect(await answersAt(twin, [NOW])).toEqual(same([true]));
    expect(await answersAt(otherBirth, [NOW])).toEqual(same([false]));
    expect(await answersAt(noBirth, [NOW])).toEqual(same([false]));

    // The exclusion asked for on the account without a date of birth binds only itself.
    const nameOnly = `Sophie Germain ${randomUUID().slice(0, 8)}`;
    const asker = await person({ fullName: nameOnly });
    const sameName = await person({ fullName: nameOnly });
    await exclude(asker, at(DAY_MS));
    expect(await answersAt(asker, [NOW])).toEqual(same([true]));
    expect(await answersAt(sameName, [NOW])).toEqual(same([false]));
  });

  it('holds the person a national register found, on every account, and the account whose check could not be made', async () => {
    const tag = randomUUID().slice(0, 8);
    const found = await person({ email: `listed.${tag}@example.com` });
    const sameMailbox = await person({ email: `listed.${tag}+2@example.com` });
    const unchecked = await person();
    const cleared = await person();
    const check = (userId: string, status: string) =>
      upsertRegisterCheck(database.db, { userId, register: 'gamstop', status, reference: null, checkedAt: NOW });
    await check(found, 'excluded');
    await check(unchecked, 'unchecked');
    await check(cleared, 'clear');
    expect(await answersAt(found, [NOW, at(365 * DAY_MS)])).toEqual(same([true, true]));
    expect(await answersAt(sameMailbox, [NOW])).toEqual(same([true]));
    expect(await answersAt(unchecked, [NOW])).toEqual(same([true]));
    expect(await answersAt(cleared, [NOW])).toEqual(same([false]));
    // A later check that clears them lifts it.
    await check(found, 'clear');
    expect(await answersAt(sameMailbox, [NOW])).toEqual(same([false]));
  });
});
