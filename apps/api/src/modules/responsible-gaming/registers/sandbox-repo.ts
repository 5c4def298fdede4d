import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxRegisterEntries } from '../../../db/schema/responsible-gaming';
import type { NationalRegister } from '../market-profiles';

// SQL of the sandbox registers: the table that plays GAMSTOP and Spelpaus.se while no real register is configured.

export type SandboxEntry = typeof sandboxRegisterEntries.$inferSelect;
export type NewSandboxEntry = Omit<typeof sandboxRegisterEntries.$inferInsert, 'id'>;

export async function insertSandboxEntry(db: Db, entry: NewSandboxEntry): Promise<SandboxEntry> {
  const [row] = await db.insert(sandboxRegisterEntries).values(entry).returning();
  return row!;
}

export async function listSandboxEntries(db: Db): Promise<SandboxEntry[]> {
  return db.select().from(sandboxRegisterEntries).orderBy(desc(sandboxRegisterEntries.addedAt));
}

/** Whether an entry was there to remove. */
export async function deleteSandboxEntry(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(sandboxRegisterEntries)
    .where(eq(sandboxRegisterEntries.id, id))
    .returning({ id: sandboxRegisterEntries.id });
  return rows.length > 0;
}

const lowerEq = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/**
 * A GAMSTOP-style match: the same e-mail (any letter case), or the same first and last name with the same date of
 * birth. Real GAMSTOP matches more loosely; this is enough to rehearse both ways a person is found.
 */
export async function findGamstopEntry(
  db: Db,
  person: { firstName: string; lastName: string; dateOfBirth: string; email: string },
): Promise<SandboxEntry | undefined> {
  const byEmail = person.email ? lowerEq(sandboxRegisterEntries.email, person.email) : sql`false`;
  const byName = person.dateOfBirth
    ? and(
        lowerEq(sandboxRegisterEntries.firstName, person.firstName),
        lowerEq(sandboxRegisterEntries.lastName, person.lastName),
        eq(sandboxRegisterEntries.dateOfBirth, person.dateOfBirth),
      )
    : sql`false`;
  const [row] = await db
    .select()
    .from(sandboxRegisterEntries)
    .where(and(eq(sandboxRegisterEntries.register, 'gamstop' satisfies NationalRegister), sql`(${byEmail} or ${byName})`))
    .limit(1);
  return row;
}

export async function findSpelpausEntry(db: Db, personalNumber: string): Promise<SandboxEntry | undefined> {
  const [row] = await db
    .select()
    .from(sandboxRegisterEntries)
    .where(
      and(
        eq(sandboxRegisterEntries.register, 'spelpaus' satisfies NationalRegister),
        eq(sandboxRegisterEntries.personalNumber, personalNumber),
      ),
    )
    .limit(1);
  return row;
}
