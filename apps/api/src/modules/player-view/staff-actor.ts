import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

/** The member the staff app signed in, and where the request came from: what the audit trail and notes record. */
export type StaffActor = { id: string; email: string; ip: string };

export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthorized('Please sign in to the console.');
  return { id: request.staff.id, email: request.staff.email, ip: request.ip };
}
