import { z } from 'zod';
import { unprocessable } from '../lib/errors';
import { createContentRatesProvider, getRatesStatus, loadRates, RatesRefusedError } from '../modules/currency';
import { generateThumbnails, importCatalogue, seedCatalogue } from '../modules/games';
import { command, plain } from './command';

// The operator's commands on what the site offers: exchange rates and the games catalogue, each from a file's content.

export const CATALOGUE_COMMANDS = {
  /** Loads a rates file's content (refused as a whole on any problem) and answers the stored rates and their age. */
  'rates-update': command({
    input: z.object({ fileName: z.string().min(1).max(500), content: z.unknown() }),
    run: async ({ db, config, clock }, { fileName, content }) => {
      const now = clock.now();
      try {
        const loaded = await loadRates(db, createContentRatesProvider(fileName, content), now);
        const status = await getRatesStatus(db, { maxAgeHours: config.ratesMaxAgeHours, now });
        return { ...plain(loaded), count: Object.keys(loaded.rates).length, status: plain(status), maxAgeHours: config.ratesMaxAgeHours };
      } catch (err) {
        if (err instanceof RatesRefusedError) throw unprocessable(err.message);
        throw err;
      }
    },
  }),
  /**
   * Upserts an aggregator's feed by id and draws the missing thumbnails into the data directory. Bad rows are
   * skipped and reported. Long: the tiles are drawn one by one.
   */
  'catalogue-import': command({
    input: z.object({ feed: z.unknown() }),
    isLong: true,
    audit: ({ feed }) => ({ games: Array.isArray(feed) ? feed.length : 0 }),
    run: async ({ db, config }, { feed }) => {
      // The in-house titles come first: the API only seeds an empty table, and this import fills it.
      await seedCatalogue(db);
      const report = await importCatalogue(
        db,
        feed,
        config.gameAggregators.map((a) => a.operatorId),
      );
      const drawn = await generateThumbnails(config.thumbnailsDir, report.rows);
      return { added: report.added.length, updated: report.updated.length, rejected: report.rejected, drawn };
    },
  }),
};
