import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import type { Database } from '../../db/client';
import { importCatalogue } from './import';
import { countGames, findGame } from './repo';
import { getGamesAndCategories, seedCatalogue } from './service';

const good = {
  id: 'acme:SweetHarvest',
  name: 'Sweet Harvest',
  provider: 'Acme',
  imageId: 'acme:SweetHarvest',
  categories: ['slots'],
  rtp: 96.5,
  volatility: 'high',
  minBet: '0.20',
  maxBet: 100,
  isNew: true,
};

describe('catalogue import', () => {
  let database: Database;
  useTestDatabase(async (created) => {
    database = created;
    await seedCatalogue(database.db);
  });

  it('adds good rows, reports bad ones with reasons and keeps going', async () => {
    const before = await countGames(database.db);
    const report = await importCatalogue(database.db, [
      good,
      { ...good, id: 'acme:Broken', rtp: 'high', categories: ['bingo'] },
      { name: 'No id' },
      { ...good, id: 'acme:Second', name: 'Second Harvest', imageId: null, minBet: '5', maxBet: '1' },
      { ...good, id: 'acme:Third', name: 'Third Harvest', launchId: 'acme-3', minBet: '0.001' },
      { ...good, name: 'Duplicate in file' },
      { ...good, id: 'acme:Fourth', name: 'Fourth Harvest', imageId: null, categories: ['scratch', 'casual'] },
    ]);
    expect(report.added).toEqual(['acme:SweetHarvest', 'acme:Fourth']);
    expect(report.updated).toEqual([]);
    expect(report.rejected.map((r) => [r.row, r.id])).toEqual([
      [2, 'acme:Broken'],
      [3, null],
      [4, 'acme:Second'],
      [5, 'acme:Third'],
      [6, 'acme:SweetHarvest'],
    ]);
    expect(report.rejected[0]!.reasons.join(' ')).toMatch(/rtp/);
    expect(report.rejected[0]!.reasons.join(' ')).toMatch(/categories/);
    expect(report.rejected[4]!.reasons).toEqual(['id: appears earlier in the file']);
    expect(await countGames(database.db)).toBe(before + 2);

    const row = await findGame(database.db, 'acme:SweetHarvest');
    expect(row).toMatchObject({ launchId: 'acme:SweetHarvest', minBetEurCents: 20n, maxBetEurCents: 10_000n, isNew: true, rtp: '96.50' });
    const catalogue = await getGamesAndCategories(database.db);
    expect(catalogue.games.at(-1)?.id).toBe('acme:Fourth');
    expect(catalogue.segments.find((s) => s.id === 'new')?.gameIds).toContain('acme:SweetHarvest');
  });

  it('is idempotent: a second run updates in place', async () => {
    const before = await countGames(database.db);
    const report = await importCatalogue(database.db, [{ ...good, name: 'Sweet Harvest Deluxe', rtp: 97 }]);
    expect(report).toMatchObject({ added: [], updated: ['acme:SweetHarvest'], rejected: [] });
    expect(await countGames(database.db)).toBe(before);
    expect(await findGame(database.db, 'acme:SweetHarvest')).toMatchObject({ name: 'Sweet Harvest Deluxe', rtp: '97.00' });
  });

  it("marks an aggregator's rows with it, and refuses an aggregator that is not configured", async () => {
    const served = { ...good, id: 'velvet:NeonNights', name: 'Neon Nights', provider: 'Velvet', imageId: null };
    const report = await importCatalogue(
      database.db,
      [
        { ...served, aggregator: 'hub-one' },
        { ...served, id: 'velvet:Unknown', aggregator: 'hub-two' },
        { ...served, id: `velvet:${'x'.repeat(100)}`, aggregator: 'hub-one' },
      ],
      ['hub-one'],
    );
    expect(report.added).toEqual(['velvet:NeonNights']);
    expect(report.rejected).toEqual([
      { row: 2, id: 'velvet:Unknown', reasons: ['aggregator: "hub-two" is not one of GAME_AGGREGATORS'] },
      { row: 3, id: `velvet:${'x'.repeat(100)}`, reasons: ["id: an aggregator's game id has at most 100 characters"] },
    ]);
    expect(await findGame(database.db, 'velvet:NeonNights')).toMatchObject({ aggregator: 'hub-one' });
    // A row of the same id without one is ours again.
    await importCatalogue(database.db, [served], ['hub-one']);
    expect(await findGame(database.db, 'velvet:NeonNights')).toMatchObject({ aggregator: null });
  });

  it('refuses a file that is not an array', async () => {
    const report = await importCatalogue(database.db, { games: [] });
    expect(report.rejected).toEqual([{ row: 0, id: null, reasons: ['the file must hold a JSON array of games'] }]);
  });
});
