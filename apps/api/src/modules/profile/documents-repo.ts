import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerDocuments } from '../../db/schema/profile';

// SQL of the verification documents.

export type DocumentRow = typeof playerDocuments.$inferSelect;
type DocumentKind = DocumentRow['kind'];

export async function listDocuments(db: Db, userId: string, kind: DocumentKind): Promise<DocumentRow[]> {
  return db
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.userId, userId), eq(playerDocuments.kind, kind)))
    .orderBy(desc(playerDocuments.uploadedAt), desc(playerDocuments.id));
}

export async function countPendingDocuments(db: Db, userId: string, kind: DocumentKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.userId, userId), eq(playerDocuments.kind, kind), eq(playerDocuments.status, 'pending')));
  return row?.n ?? 0;
}

export async function insertDocument(
  db: Db,
  values: Pick<DocumentRow, 'userId' | 'kind' | 'storageKey' | 'fileName' | 'contentType' | 'size' | 'uploadedAt'>,
): Promise<DocumentRow> {
  const [row] = await db.insert(playerDocuments).values(values).returning();
  return row!;
}
