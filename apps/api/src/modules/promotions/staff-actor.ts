import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import type { AuditEntryInput } from '../audit';

/** Who acts in the console and where their audit rows go: the member, the clock, the request's log. */
export type StaffAudit = {
  entry: Pick<AuditEntryInput, 'actor' | 'actorId' | 'ip'>;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'info'>;
};

/** The member the staff app signed in (it refuses the request before this without one). */
export function staffAuditOf(request: FastifyRequest, clock: Clock): StaffAudit {
  if (!request.staff) throw unauthorized();
  return { entry: { actor: request.staff.email, actorId: request.staff.id, ip: request.ip }, clock, log: request.log };
}
