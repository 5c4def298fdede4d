import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { resolveSession, sessionCookieName } from './session';

export type Player = { id: string; sessionId: string };

/** The signed-in player of this request, or null. Never throws for a missing or dead session. */
export async function loadPlayer(request: FastifyRequest): Promise<Player | null> {
  if (request.player) return request.player;
  const { config, database } = request.server;
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return null;
  const session = await resolveSession(database.db, config, token);
  if (!session) return null;
  request.player = { id: session.userId, sessionId: session.id };
  return request.player;
}

/** preHandler for routes that need a signed-in player: 401 otherwise, `request.player` set after. */
export async function requirePlayer(request: FastifyRequest): Promise<void> {
  if (!(await loadPlayer(request))) throw unauthorized();
}
