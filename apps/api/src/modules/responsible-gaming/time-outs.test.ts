import { MARKET_PROFILES, SELF_EXCLUDE_PERIODS, type TMarketProfile, type TPeriod } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import type { Database } from '../../db/client';
import { saferGamblingEvents, selfExclusions } from '../../db/schema/responsible-gaming';
import { startSaferGambling } from './limits';
import { periodEnd, PROFILES } from './market-profiles';
import { assertNotSelfExcluded, formatExclusionEnd, startSelfExclusion } from './service';
import { breaksState, liftSelfExclusion, startTimeOut } from './time-outs';

// Time-outs and self-exclusion by market profile (decision 028), on the injected time given to each call.

const SECOND_MS = 1_000;
const HOUR_MS = 3_600_000;
const NOW = new Date('2031-05-10T12:00:00Z');
const at = (ms: number) => new Date(ms);

describe('time-outs and self-exclusion by profile', () => {
  let database: Database;
  useTestDatabase((created) => {
    database = created;
  });

  async function playerOf(profile: TMarketProfile): Promise<string> {
    const [id] = await insertPlayers(database.db, 1);
    await startSaferGambling(database.db, id!, profile, NOW);
    return id!;
  }
  const rowsOf = (id: string) => database.db.select().from(selfExclusions).where(eq(selfExclusions.userId, id));
  const eventsOf = (id: string) =>
    database.db.select().from(saferGamblingEvents).where(eq(saferGamblingEvents.userId, id)).orderBy(saferGamblingEvents.id);
  async function closedAt(id: string, when: Date): Promise<{ js: string | null; sql: boolean }> {
    let js: string | null = null;
    await assertNotSelfExcluded(database.db, id, when).catch((err: { statusCode: number; message: string }) => {
      expect(err.statusCode).toBe(403);
      js = err.message;
    });
    const result = (await database.db.execute(sql`select is_self_excluded(${id}, ${when.toISOString()}) as closed`)) as unknown as {
      rows: { closed: boolean }[];
    };
    return { js, sql: result.rows[0]!.closed };
  }

  // Every period any profile offers, and one none does: each profile accepts its own and refuses the rest.
  const everyTimeOut: TPeriod[] = [{ amount: 1, unit: 'hours' }];
  for (const code of MARKET_PROFILES) {
    for (const p of PROFILES[code].timeOutPeriods) {
      if (!everyTimeOut.some((q) => q.amount === p.amount && q.unit === p.unit)) everyTimeOut.push(p);
    }
  }

  it.each(MARKET_PROFILES)('%s: takes each of its time-outs, closing play until exactly its end', async (code) => {
    for (const period of PROFILES[code].timeOutPeriods) {
      const id = await playerOf(code);
      const end = periodEnd(period, NOW);
      const taken = await startTimeOut(database.db, id, period, NOW);
      expect(taken).toMatchObject({ period, until: end.toISOString() });
      expect(taken.message).toMatch(/^You are taking a break until \d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\.$/);
      // No lifting delay after a time-out: play reopens at its end, in the guard and in the wallet's SQL alike.
      expect(await closedAt(id, at(end.getTime() - SECOND_MS))).toEqual({ js: taken.message, sql: true });
      expect(await closedAt(id, end)).toEqual({ js: null, sql: false });
    }
  });

  it.each(MARKET_PROFILES)('%s: refuses every other time-out with a 422 and changes nothing', async (code) => {
    const id = await playerOf(code);
    const offered = PROFILES[code].timeOutPeriods;
    const others = everyTimeOut.filter((p) => !offered.some((o) => o.amount === p.amount && o.unit === p.unit));
    expect(others.length).toBeGreaterThan(0);
    for (const period of others) {
      await expect(startTimeOut(database.db, id, period, NOW)).rejects.toMatchObject({
        statusCode: 422,
        message: expect.stringMatching(
          new RegExp(`^Under the rules of your market \\(${PROFILES[code].name}\\) you can take a break of: `),
        ),
      });
    }
    expect(await rowsOf(id)).toEqual([]);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['profile_given']);
    expect(await closedAt(id, NOW)).toEqual({ js: null, sql: false });
  });

  it('cannot shorten a break; a longer one extends it; each is a record row with before and after', async () => {
    const id = await playerOf('default');
    const week = await startTimeOut(database.db, id, { amount: 7, unit: 'days' }, NOW);
    const later = at(NOW.getTime() + HOUR_MS);
    await expect(startTimeOut(database.db, id, { amount: 24, unit: 'hours' }, later)).rejects.toMatchObject({
      statusCode: 422,
      message: 'You are taking a break until 17 May 2031, 12:00 UTC. It can be extended, but not shortened or cancelled.',
    });
    const month = await startTimeOut(database.db, id, { amount: 30, unit: 'days' }, later);
    expect(month.until).toBe('2031-06-09T13:00:00.000Z');
    const events = (await eventsOf(id)).filter((e) => e.action.startsWith('time_out'));
    expect(events.map((e) => [e.action, e.actor, e.before, e.after])).toEqual([
      [
        'time_out_started',
        'player',
        null,
        { kind: 'time_out', endsAt: week.until, reopensAt: week.until, period: { amount: 7, unit: 'days' } },
      ],
      [
        'time_out_extended',
        'player',
        { kind: 'time_out', endsAt: week.until, reopensAt: week.until },
        { kind: 'time_out', endsAt: month.until, reopensAt: month.until, period: { amount: 30, unit: 'days' } },
      ],
    ]);
    expect((await breaksState(database.db, id, later)).inForce).toMatchObject({ kind: 'time_out', playReopensAt: month.until });
  });

  it('adds no break to a self-exclusion in force (409), and an exclusion may follow a break', async () => {
    const id = await playerOf('mt');
    await startTimeOut(database.db, id, { amount: 2, unit: 'days' }, NOW);
    const excluded = await startSelfExclusion(database.db, id, '6_MONTHS', NOW);
    await expect(startTimeOut(database.db, id, { amount: 30, unit: 'days' }, NOW)).rejects.toMatchObject({
      statusCode: 409,
      message: `${excluded.message} A break would change nothing.`,
    });
  });

  const choicesOf: Record<TMarketProfile, string[]> = {
    default: ['6_MONTHS', 'PERMANENT'],
    uk: ['6_MONTHS', '1_YEAR', '5_YEARS'],
    mt: ['6_MONTHS', '1_YEAR', '5_YEARS', 'PERMANENT'],
    on: ['6_MONTHS', '1_YEAR', '5_YEARS'],
    se: ['1_MONTH', '3_MONTHS', '6_MONTHS', 'PERMANENT'],
  };

  it.each(MARKET_PROFILES)('%s: offers its own exclusion periods and refuses the others', async (code) => {
    const probe = await playerOf(code);
    expect((await breaksState(database.db, probe, NOW)).selfExclusionChoices.map((c) => c.selfExcludePeriod)).toEqual(choicesOf[code]);
    for (const period of SELF_EXCLUDE_PERIODS) {
      const id = await playerOf(code);
      const started = startSelfExclusion(database.db, id, period, NOW);
      if (choicesOf[code].includes(period)) {
        await expect(started).resolves.toMatchObject({ selfExcludePeriod: period });
      } else {
        await expect(started).rejects.toMatchObject({ statusCode: 422, errors: [expect.objectContaining({ field: 'selfExcludePeriod' })] });
        expect(await rowsOf(id)).toEqual([]);
      }
    }
  });

  it.each(MARKET_PROFILES)('%s: keeps play closed for the lifting delay after a fixed term ends', async (code) => {
    const id = await playerOf(code);
    const first = choicesOf[code][0]! as (typeof SELF_EXCLUDE_PERIODS)[number];
    const started = await startSelfExclusion(database.db, id, first, NOW);
    const end = Date.parse(started.excludedUntil!);
    const reopens = end + PROFILES[code].exclusionLiftDelayHours.fixedTerm * HOUR_MS;
    expect(started.playReopensAt).toBe(new Date(reopens).toISOString());
    expect((await closedAt(id, at(end))).sql).toBe(true);
    expect(await closedAt(id, at(reopens - SECOND_MS))).toEqual({ js: started.message, sql: true });
    expect(await closedAt(id, at(reopens))).toEqual({ js: null, sql: false });
  });

  it.each(['default', 'mt', 'se'] as const)(
    '%s: an indefinite exclusion may be asked to end after the shortest term, and reopens after its delay',
    async (code) => {
      const id = await playerOf(code);
      await startSelfExclusion(database.db, id, 'PERMANENT', NOW);
      const shortest = PROFILES[code].selfExclusionPeriods[0]!;
      const liftable = periodEnd(shortest as Exclude<typeof shortest, 'indefinite'>, NOW);
      expect((await breaksState(database.db, id, NOW)).inForce).toMatchObject({
        kind: 'self_exclusion',
        endsAt: null,
        playReopensAt: null,
        liftableFrom: liftable.toISOString(),
      });
      await expect(liftSelfExclusion(database.db, id, at(liftable.getTime() - SECOND_MS))).rejects.toMatchObject({ statusCode: 409 });
      expect((await closedAt(id, at(liftable.getTime() + 1000 * 24 * HOUR_MS))).sql).toBe(true);

      await liftSelfExclusion(database.db, id, liftable);
      const reopens = liftable.getTime() + PROFILES[code].exclusionLiftDelayHours.indefinite * HOUR_MS;
      expect(await closedAt(id, at(reopens - SECOND_MS))).toEqual({
        js: `You have excluded yourself from playing on this site until ${formatExclusionEnd(new Date(reopens))}.`,
        sql: true,
      });
      expect(await closedAt(id, at(reopens))).toEqual({ js: null, sql: false });
      // Asked once: a second request finds nothing open-ended to end.
      await expect(liftSelfExclusion(database.db, id, liftable)).rejects.toMatchObject({ statusCode: 409 });
      const lift = (await eventsOf(id)).find((e) => e.action === 'self_exclusion_lift_asked')!;
      expect([lift.actor, lift.before, lift.after]).toEqual([
        'player',
        { kind: 'self_exclusion', endsAt: null, reopensAt: null },
        { kind: 'self_exclusion', endsAt: null, reopensAt: new Date(reopens).toISOString() },
      ]);
    },
  );
});
