import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffPlayerNotes } from '../../db/schema/player-view';

// The only SQL of the player-view module: the staff notes on players.

export type NoteRow = typeof staffPlayerNotes.$inferSelect;

export async function listNotes(db: Db, playerId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(staffPlayerNotes)
    .where(eq(staffPlayerNotes.userId, playerId))
    .orderBy(desc(staffPlayerNotes.createdAt), desc(staffPlayerNotes.id));
}

export async function insertNote(db: Db, values: Omit<NoteRow, 'id'>): Promise<NoteRow> {
  const [row] = await db.insert(staffPlayerNotes).values(values).returning();
  return row!;
}
