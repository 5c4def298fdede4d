import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerDocuments } from '../../db/schema/profile';

// SQL of the verification documents.

export type DocumentRow = typeof playerDocuments.$inferSelect;
type DocumentKind = DocumentRow['kind'];
type DocumentStatus = DocumentRow['status'];

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

/** The review queue: pending documents oldest first (the longest wait is seen first), decided ones newest decision first. */
export async function listDocumentsByStatus(db: Db, status: DocumentStatus, limit: number): Promise<DocumentRow[]> {
  const order =
    status === 'pending'
      ? [asc(playerDocuments.uploadedAt), asc(playerDocuments.id)]
      : [desc(playerDocuments.reviewedAt), desc(playerDocuments.id)];
  return db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.status, status))
    .orderBy(...order)
    .limit(limit);
}

export async function countDocumentsByStatus(db: Db, status: DocumentStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerDocuments).where(eq(playerDocuments.status, status));
  return row?.n ?? 0;
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, id));
  return row;
}

export type DocumentDecision = Pick<DocumentRow, 'reviewedAt' | 'reviewedBy' | 'reviewedById' | 'rejectionReason'> & {
  status: Exclude<DocumentStatus, 'pending'>;
};

/** Decides a pending document; undefined when it is not pending (any more), so one decision wins a race. */
export async function decidePendingDocument(db: Db, id: string, decision: DocumentDecision): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(playerDocuments)
    .set(decision)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.status, 'pending')))
    .returning();
  return row;
}
