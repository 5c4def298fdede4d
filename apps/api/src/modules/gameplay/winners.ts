import { isCurrencyCode, type TCurrencyCode, type TWinnerList } from '@casino/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { convertFromEurCeil, toMajorUnits } from '../../lib/money';
import { findMaskedNames } from '../auth';
import { getRate } from '../currency';
import { findCatalogueTitles } from '../games';
import { listLatestWins, listTopWins, type WinRow } from './winners-repo';

// The lobby's winners rails (ISSUE 11 point 8): settled real-money wins, never demo ones, never invented.

export const WINNERS_SHOWN = 20;
/** Top wins rank the last 30 days, so a rail is about now and not one lucky round years ago. */
export const TOP_WINS_DAYS = 30;
const DAY_MS = 86_400_000;

export type WinnersRail = 'latest' | 'top';

/**
 * A win shown in the viewer's currency: what the round paid, its game's win and any jackpot it won together,
 * exactly as paid when it was paid in that currency, otherwise its EUR value at settlement (win_eur_cents)
 * converted at today's rate. A win without an EUR value (none is expected) is left out of other currencies
 * rather than guessed.
 */
async function winAmount(db: Db, viewerCurrency: TCurrencyCode): Promise<(row: WinRow) => string | null> {
  const rate = viewerCurrency === 'EUR' ? null : (await getRate(db, viewerCurrency)).ratePerEur;
  return (row) => {
    if (row.currency === viewerCurrency) return toMajorUnits(row.win + row.jackpotWin, viewerCurrency);
    if (row.winEurCents === null) return null;
    const minor = rate === null ? row.winEurCents : convertFromEurCeil(row.winEurCents, rate, viewerCurrency);
    return toMajorUnits(minor, viewerCurrency);
  };
}

export async function listWinners(db: Db, rail: WinnersRail, viewerCurrency: TCurrencyCode, clock: Clock): Promise<TWinnerList> {
  const rows =
    rail === 'latest'
      ? await listLatestWins(db, WINNERS_SHOWN)
      : await listTopWins(db, new Date(clock.now().getTime() - TOP_WINS_DAYS * DAY_MS), WINNERS_SHOWN);
  const [names, titles, amountOf] = await Promise.all([
    findMaskedNames(
      db,
      rows.flatMap((r) => (r.playerId ? [r.playerId] : [])),
    ),
    findCatalogueTitles(db, [...new Set(rows.map((r) => r.gameKey))]),
    winAmount(db, viewerCurrency),
  ]);
  const winners: TWinnerList['winners'] = [];
  for (const row of rows) {
    const name = row.playerId ? names.get(row.playerId) : undefined;
    const title = titles.get(row.gameKey);
    const amount = amountOf(row);
    if (!name || !title || amount === null || !row.settledAt || !isCurrencyCode(row.currency)) continue;
    winners.push({
      gameId: title.gameId,
      gameName: title.name,
      provider: title.provider,
      nickName: name,
      amount,
      currency: viewerCurrency,
      wonAt: row.settledAt.toISOString(),
      ...(row.jackpotWin > 0n ? { hasJackpot: true } : {}),
    });
  }
  return { winners };
}
