import type { TStaffGameReport } from '@casino/contracts';
import { RESERVED_OPERATOR_ID } from '../../config';
import type { Db } from '../../db/client';
import { sumGamePlayByDay, type GamePlayDay } from '../game-wallet';
import { findCatalogueGames, findCatalogueTitles } from '../games';
import { sumTransfersByDay } from '../wallet';
import { money, type ReportPeriod } from './period';

// Bets, wins, GGR, bonus cost and NGR per day, game and currency (docs/decisions/029-operator-console.md, Reports).

/** A game's figures in minor units. */
export type GameFigures = {
  rounds: number;
  realBets: bigint;
  /** Bonus money and free spins staked. */
  bonusBets: bigint;
  realWins: bigint;
  bonusWins: bigint;
};

const ZERO: GameFigures = { rounds: 0, realBets: 0n, bonusBets: 0n, realWins: 0n, bonusWins: 0n };

const add = (a: GameFigures, b: GameFigures): GameFigures => ({
  rounds: a.rounds + b.rounds,
  realBets: a.realBets + b.realBets,
  bonusBets: a.bonusBets + b.bonusBets,
  realWins: a.realWins + b.realWins,
  bonusWins: a.bonusWins + b.bonusWins,
});

const figuresOf = (row: GamePlayDay): GameFigures => ({
  rounds: row.rounds,
  realBets: row.realBets,
  bonusBets: row.bonusBets + row.freeBets,
  realWins: row.realWins,
  bonusWins: row.bonusWins,
});

/**
 * GGR = bets − wins over all money staked; the bonus cost is the promotional part of it (bonus and free-spin stakes
 * less the wins paid into bonus money) plus the bonus money converted to real money; NGR = GGR − bonus cost, which
 * is what real money earned: real stakes − real wins − conversions.
 */
function shown(f: GameFigures, currency: string, conversions = 0n) {
  const bets = f.realBets + f.bonusBets;
  const wins = f.realWins + f.bonusWins;
  const ggr = bets - wins;
  const bonusCost = f.bonusBets - f.bonusWins + conversions;
  return {
    rounds: f.rounds,
    bets: money(bets, currency),
    realBets: money(f.realBets, currency),
    bonusBets: money(f.bonusBets, currency),
    wins: money(wins, currency),
    realWins: money(f.realWins, currency),
    bonusWins: money(f.bonusWins, currency),
    ggr: money(ggr, currency),
    bonusCost: money(bonusCost, currency),
    ngr: money(ggr - bonusCost, currency),
  };
}

/** Who made each game and what it is called: the catalogue's studio for ours, the aggregator's catalogue row or code for theirs. */
async function gameNames(db: Db, rows: GamePlayDay[]): Promise<(row: GamePlayDay) => { provider: string; gameName: string }> {
  const studio = new Set(rows.filter((r) => r.operatorId === RESERVED_OPERATOR_ID).map((r) => r.gameCode));
  const others = new Set(rows.filter((r) => r.operatorId !== RESERVED_OPERATOR_ID).map((r) => r.gameCode));
  const titles = await findCatalogueTitles(db, [...studio]);
  const games = await findCatalogueGames(db, [...others]);
  return (row) => {
    const found = row.operatorId === RESERVED_OPERATOR_ID ? titles.get(row.gameCode) : games.get(row.gameCode);
    return { provider: found?.provider ?? row.operatorId, gameName: found?.name ?? row.gameCode };
  };
}

export async function getGameReport(db: Db, period: ReportPeriod): Promise<TStaffGameReport> {
  const range = { from: period.from, to: period.to, currency: period.currency };
  const played = await sumGamePlayByDay(db, range);
  const conversions = await sumTransfersByDay(db, 'bonus_conversion', range);
  const named = await gameNames(db, played);

  const days = new Map<string, { day: string; currency: string; figures: GameFigures; conversions: bigint }>();
  const dayOf = (day: string, currency: string) => {
    const key = `${day} ${currency}`;
    let entry = days.get(key);
    if (!entry) days.set(key, (entry = { day, currency, figures: ZERO, conversions: 0n }));
    return entry;
  };
  for (const row of played) dayOf(row.day, row.currency).figures = add(dayOf(row.day, row.currency).figures, figuresOf(row));
  for (const c of conversions) dayOf(c.day, c.currency).conversions += c.amount;

  const totals = new Map<string, { figures: GameFigures; conversions: bigint }>();
  for (const d of days.values()) {
    const total = totals.get(d.currency) ?? { figures: ZERO, conversions: 0n };
    totals.set(d.currency, { figures: add(total.figures, d.figures), conversions: total.conversions + d.conversions });
  }

  return {
    from: period.fromDay,
    to: period.toDay,
    rows: played.map((row) => ({
      day: row.day,
      currency: row.currency,
      operator: row.operatorId,
      ...named(row),
      game: row.gameCode,
      ...shown(figuresOf(row), row.currency),
    })),
    days: [...days.values()]
      .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency))
      .map((d) => ({
        day: d.day,
        currency: d.currency,
        ...shown(d.figures, d.currency, d.conversions),
        bonusConversions: money(d.conversions, d.currency),
      })),
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        ...shown(t.figures, currency, t.conversions),
        bonusConversions: money(t.conversions, currency),
      })),
  };
}
