import type { TStaffPlayerNotes } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordStaffAction } from '../audit';
import { insertNote, listNotes } from './notes-repo';
import type { StaffActor } from './staff-actor';

// Staff notes on a player: written with the author and the clock's time, never edited, newest first.

export async function listStaffPlayerNotes(db: Db, playerId: string): Promise<TStaffPlayerNotes> {
  const rows = await listNotes(db, playerId);
  return {
    items: rows.map((r) => ({ id: r.id, author: { id: r.authorId, email: r.authorEmail }, at: r.createdAt.toISOString(), text: r.text })),
  };
}

/** Adds the note and its audit row in one transaction; answers every note of the player. */
export async function addStaffPlayerNote(
  db: Db,
  { clock, log }: { clock: Clock; log?: FastifyBaseLogger },
  actor: StaffActor,
  playerId: string,
  text: string,
): Promise<TStaffPlayerNotes> {
  await db.transaction(async (tx) => {
    const note = await insertNote(tx, { userId: playerId, authorId: actor.id, authorEmail: actor.email, text, createdAt: clock.now() });
    await recordStaffAction(
      tx,
      clock,
      {
        actor: actor.email,
        actorId: actor.id,
        ip: actor.ip,
        action: 'player.note.add',
        target: `player:${playerId}`,
        before: null,
        after: { note: note.id, text },
      },
      log,
    );
  });
  return listStaffPlayerNotes(db, playerId);
}
