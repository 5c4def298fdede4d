import type { TCurrencyCode, TStaffPlayerSaferGambling } from '@casino/contracts';
import type { Db } from '../../db/client';
import { findCurrentCaseId } from './cases-repo';
import { closedPlayMessage } from './exclusion-state';
import { listMarkers } from './harm-repo';
import { findPersonRegisterHit, findRegisterCheck } from './repo';
import type { NationalRegister } from './market-profiles';
import { registerExcludedMessage } from './registers/register';
import { findClosedPlay } from './service';
import { exclusionViewsOf, limitViewsOf, playClosedView } from './staff-views';

// What the staff console's player page shows of safer gambling, and the account state its search lists.

/** What closes play to the player now, by the strongest reason: the operator's closure, an exclusion, a break, a register. */
export type PlayState = { state: 'closed' | 'self_excluded' | 'time_out' | 'register_excluded'; message: string } | null;

export async function findPlayState(db: Db, playerId: string, now: Date): Promise<PlayState> {
  const closed = await findClosedPlay(db, playerId, now);
  if (closed) {
    const state = closed.kind === 'time_out' ? 'time_out' : closed.closedByOperator ? 'closed' : 'self_excluded';
    return { state, message: closedPlayMessage(closed) };
  }
  const hit = await findPersonRegisterHit(db, playerId);
  return hit ? { state: 'register_excluded', message: registerExcludedMessage(hit as NationalRegister) } : null;
}

/** Limits (in force and waiting), exclusions, the register's answer, the markers and the case not closed. */
export async function getStaffPlayerSaferGambling(
  db: Db,
  playerId: string,
  currency: TCurrencyCode,
  now: Date,
): Promise<TStaffPlayerSaferGambling> {
  const [limits, closed, exclusions, register, markers, openCaseId] = await Promise.all([
    limitViewsOf(db, playerId, currency),
    findClosedPlay(db, playerId, now),
    exclusionViewsOf(db, playerId),
    findRegisterCheck(db, playerId),
    listMarkers(db, playerId),
    findCurrentCaseId(db, playerId),
  ]);
  return {
    currency,
    limits,
    playClosed: playClosedView(closed),
    exclusions,
    register: register
      ? { register: register.register, status: register.status, reference: register.reference, checkedAt: register.checkedAt.toISOString() }
      : null,
    markers: markers.map((m) => ({
      id: m.id.toString(),
      kind: m.kind,
      strength: m.strength === 'strong' ? 'strong' : 'weak',
      at: m.at.toISOString(),
    })),
    openCaseId,
  };
}
