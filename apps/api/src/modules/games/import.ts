import { ZGameCategoryId } from '@casino/contracts';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { games } from '../../db/schema/games';
import { toMinorUnits } from '../../lib/money';
import type { NewGameRow } from './repo';

const eur = z.union([z.string(), z.number()]).transform((v, ctx) => {
  try {
    return toMinorUnits(String(v), 'EUR');
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an amount in EUR with at most 2 decimals' });
    return z.NEVER;
  }
});

/** One row of an aggregator feed: a game (docs/product.md, Catalogue) plus the catalogue's play data. */
export const ZImportGame = z
  .object({
    id: z.string().trim().min(1).max(200),
    name: z.string().trim().min(1).max(200),
    provider: z.string().trim().min(1).max(100),
    imageId: z.string().trim().min(1).max(200).nullable().optional(),
    launchId: z.string().trim().min(1).max(200).optional(),
    /** The aggregator that serves the game: the operator id its wallet calls are signed as (decision 037). */
    aggregator: z.string().trim().min(1).max(32).optional(),
    categories: z.array(ZGameCategoryId).min(1),
    rtp: z.number().min(50).max(100),
    volatility: z.enum(['low', 'medium', 'high']),
    minBet: eur,
    maxBet: eur,
    isTop: z.boolean().default(false),
    isNew: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    isMain: z.boolean().default(false),
  })
  .refine((g) => g.maxBet >= g.minBet && g.minBet > 0n, { message: 'minBet must be positive and at most maxBet', path: ['minBet'] })
  // Its id is the game code of the aggregator's wallet calls, which hold at most 100 characters.
  .refine((g) => g.aggregator === undefined || g.id.length <= 100, {
    message: "an aggregator's game id has at most 100 characters",
    path: ['id'],
  });

type ImportReport = {
  added: string[];
  updated: string[];
  rejected: { row: number; id: string | null; reasons: string[] }[];
};

const idOf = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : null;

/**
 * Upserts a feed by game id. Every row is checked first: a bad row is reported with its reasons and
 * skipped, never aborting the others; the good rows are written in one transaction. A row served by an aggregator
 * must name one of `aggregators` (the configured ones): no other could launch it.
 */
export async function importCatalogue(
  db: Db,
  feed: unknown,
  aggregators: readonly string[] = [],
): Promise<ImportReport & { rows: NewGameRow[] }> {
  const report: ImportReport = { added: [], updated: [], rejected: [] };
  if (!Array.isArray(feed)) {
    report.rejected.push({ row: 0, id: null, reasons: ['the file must hold a JSON array of games'] });
    return { ...report, rows: [] };
  }
  const rows: NewGameRow[] = [];
  const seen = new Set<string>();
  feed.forEach((raw, index) => {
    const parsed = ZImportGame.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`);
      report.rejected.push({ row: index + 1, id: idOf(raw), reasons });
      return;
    }
    const g = parsed.data;
    if (seen.has(g.id)) {
      report.rejected.push({ row: index + 1, id: g.id, reasons: ['id: appears earlier in the file'] });
      return;
    }
    if (g.aggregator !== undefined && !aggregators.includes(g.aggregator)) {
      report.rejected.push({ row: index + 1, id: g.id, reasons: [`aggregator: "${g.aggregator}" is not one of GAME_AGGREGATORS`] });
      return;
    }
    seen.add(g.id);
    rows.push({
      id: g.id,
      name: g.name,
      provider: g.provider,
      imageId: g.imageId ?? null,
      launchId: g.launchId ?? g.id,
      aggregator: g.aggregator ?? null,
      categories: g.categories,
      rtp: g.rtp.toFixed(2),
      volatility: g.volatility,
      minBetEurCents: g.minBet,
      maxBetEurCents: g.maxBet,
      isTop: g.isTop,
      isNew: g.isNew,
      isFeatured: g.isFeatured,
      isMain: g.isMain,
      // Imported titles follow the in-house ones; an update keeps the row's place.
      sortOrder: 100_000 + index,
    });
  });
  if (rows.length === 0) return { ...report, rows };

  await db.transaction(async (tx) => {
    const existing = new Set<string>();
    for (let i = 0; i < rows.length; i += 1000) {
      const ids = rows.slice(i, i + 1000).map((r) => r.id);
      for (const r of await tx.select({ id: games.id }).from(games).where(inArray(games.id, ids))) existing.add(r.id);
    }
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await tx
        .insert(games)
        .values(chunk)
        .onConflictDoUpdate({
          target: games.id,
          set: {
            name: sqlExcluded('name'),
            provider: sqlExcluded('provider'),
            imageId: sqlExcluded('image_id'),
            launchId: sqlExcluded('launch_id'),
            aggregator: sqlExcluded('aggregator'),
            categories: sqlExcluded('categories'),
            rtp: sqlExcluded('rtp'),
            volatility: sqlExcluded('volatility'),
            minBetEurCents: sqlExcluded('min_bet_eur_cents'),
            maxBetEurCents: sqlExcluded('max_bet_eur_cents'),
            isTop: sqlExcluded('is_top'),
            isNew: sqlExcluded('is_new'),
            isFeatured: sqlExcluded('is_featured'),
            isMain: sqlExcluded('is_main'),
          },
        });
    }
    for (const r of rows) (existing.has(r.id) ? report.updated : report.added).push(r.id);
  });
  return { ...report, rows };
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded."${column}"`);
}
