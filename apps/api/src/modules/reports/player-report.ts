import type { TStaffPlayerReport } from '@casino/contracts';
import type { Db } from '../../db/client';
import { countSignUpsByDay } from '../auth';
import { countRealStakers } from '../game-wallet';
import { daysOf, type ReportPeriod } from './period';

/**
 * Active players (who staked real money that day, in any game) and new players (who signed up that day), every day of
 * the period listed (docs/decisions/029-operator-console.md, Reports).
 */
export async function getPlayerReport(db: Db, period: ReportPeriod): Promise<TStaffPlayerReport> {
  const range = { from: period.from, to: period.to, currency: period.currency };
  const active = await countRealStakers(db, range);
  const signUps = await countSignUpsByDay(db, range);
  return {
    from: period.fromDay,
    to: period.toDay,
    rows: daysOf(period).map((day) => ({ day, activePlayers: active.byDay.get(day) ?? 0, newPlayers: signUps.byDay.get(day) ?? 0 })),
    totals: { activePlayers: active.total, newPlayers: signUps.total },
  };
}
