import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import type { Database } from '../../db/client';
import { insertSelfExclusion } from './repo';
import { assertNotSelfExcluded, formatExclusionEnd, selfExclusionEnd, startSelfExclusion } from './service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('self-exclusion periods', () => {
  const now = new Date('2025-08-31T10:00:00Z');
  it.each([
    ['24_HOURS', '2025-09-01T10:00:00.000Z'],
    ['7_DAYS', '2025-09-07T10:00:00.000Z'],
    ['30_DAYS', '2025-09-30T10:00:00.000Z'],
    // Calendar months; 31 August + 6 months rolls over the short February.
    ['6_MONTHS', '2026-03-03T10:00:00.000Z'],
  ] as const)('%s ends at %s', (period, end) => {
    expect(selfExclusionEnd(period, now)?.toISOString()).toBe(end);
  });
  it('PERMANENT has no end', () => {
    expect(selfExclusionEnd('PERMANENT', now)).toBeNull();
  });
});

describe('the end of an exclusion, as a player reads it', () => {
  it.each([
    ['2026-11-24T05:49:00.000Z', '24 November 2026, 05:49 UTC'],
    // Rounded up: at 05:49:10 the player is still excluded, at 05:50 no longer.
    ['2026-11-24T05:49:29.000Z', '24 November 2026, 05:50 UTC'],
    ['2026-11-24T05:49:00.001Z', '24 November 2026, 05:50 UTC'],
    ['2026-12-31T23:59:30.000Z', '1 January 2027, 00:00 UTC'],
    ['2027-03-03T09:05:00.000Z', '3 March 2027, 09:05 UTC'],
  ])('%s reads "%s"', (until, text) => {
    expect(formatExclusionEnd(new Date(until))).toBe(text);
  });
});

describe('starting a self-exclusion', () => {
  let database: Database;
  useTestDatabase((created) => {
    database = created;
  });

  const now = new Date('2030-01-10T12:00:00Z');
  const newPlayer = async () => (await insertPlayers(database.db, 1))[0]!;

  it('guards play until the term and the lifting delay after it are over, and only until then', async () => {
    const player = await newPlayer();
    await expect(assertNotSelfExcluded(database.db, player, now)).resolves.toBeUndefined();
    const started = await startSelfExclusion(database.db, player, '6_MONTHS', now);
    // The default profile keeps play closed 24 hours after a fixed term ends.
    expect(started).toEqual({
      selfExcludePeriod: '6_MONTHS',
      excludedUntil: '2030-07-10T12:00:00.000Z',
      playReopensAt: '2030-07-11T12:00:00.000Z',
      message: 'You have excluded yourself from playing on this site until 11 July 2030, 12:00 UTC.',
    });
    for (const moment of ['2030-07-10T12:00:00Z', '2030-07-11T11:59:59Z']) {
      await expect(assertNotSelfExcluded(database.db, player, new Date(moment))).rejects.toMatchObject({
        statusCode: 403,
        message: started.message,
      });
    }
    await expect(assertNotSelfExcluded(database.db, player, new Date('2030-07-11T12:00:00Z'))).resolves.toBeUndefined();
  });

  it('refuses a period the profile does not offer, and changes nothing', async () => {
    const player = await newPlayer();
    for (const period of ['24_HOURS', '7_DAYS', '30_DAYS', '1_YEAR'] as const) {
      await expect(startSelfExclusion(database.db, player, period, now)).rejects.toMatchObject({
        statusCode: 422,
        message: 'Under the rules of your market (Standard) you can exclude yourself for: 6 months, indefinitely.',
      });
    }
    await expect(assertNotSelfExcluded(database.db, player, now)).resolves.toBeUndefined();
  });

  it('refuses to shorten an exclusion in force, and extends it', async () => {
    const player = await newPlayer();
    // An exclusion support recorded ten days ago, with two hundred days to go.
    await insertSelfExclusion(database.db, {
      userId: player,
      period: '1_YEAR',
      startsAt: new Date(now.getTime() - 10 * DAY_MS),
      endsAt: new Date(now.getTime() + 200 * DAY_MS),
    });
    await expect(startSelfExclusion(database.db, player, '6_MONTHS', now)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Your self-exclusion is in force until 29 July 2030, 12:00 UTC. It can be extended, but not shortened.',
      errors: [expect.objectContaining({ field: 'selfExcludePeriod' })],
    });
    // Another, with twenty days to go: six months is longer.
    const other = await newPlayer();
    await insertSelfExclusion(database.db, {
      userId: other,
      period: '30_DAYS',
      startsAt: new Date(now.getTime() - 10 * DAY_MS),
      endsAt: new Date(now.getTime() + 20 * DAY_MS),
    });
    const longer = await startSelfExclusion(database.db, other, '6_MONTHS', now);
    expect(longer.excludedUntil).toBe('2030-07-10T12:00:00.000Z');
    await expect(assertNotSelfExcluded(database.db, other, new Date('2030-07-11T11:59:59Z'))).rejects.toMatchObject({ statusCode: 403 });
  });

  it('keeps an indefinite exclusion until it is asked to end', async () => {
    const player = await newPlayer();
    await startSelfExclusion(database.db, player, 'PERMANENT', now);
    await expect(startSelfExclusion(database.db, player, '6_MONTHS', now)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Your self-exclusion is indefinite. It can be extended, but not shortened.',
    });
    await expect(startSelfExclusion(database.db, player, 'PERMANENT', now)).resolves.toMatchObject({ excludedUntil: null });
    await expect(assertNotSelfExcluded(database.db, player, new Date('2100-01-01T00:00:00Z'))).rejects.toMatchObject({
      message: 'You have excluded yourself from playing on this site indefinitely. Please contact support if you need help.',
    });
  });
});
