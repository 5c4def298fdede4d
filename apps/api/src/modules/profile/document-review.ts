import { KYC_QUEUE_LIMIT, type TKycDocument, type TKycDocumentStatus, type TKycQueue, type TKycQueueItem } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { recordStaffAction } from '../audit';
import { findEmails } from '../auth';
import type { DocumentStorage } from './document-storage';
import { countDocumentsByStatus, decidePendingDocument, findDocument, listDocumentsByStatus, type DocumentRow } from './documents-repo';
import { getProfile } from './service';

// The staff side of verification documents: the review queue, one document with its file, and the decision.

/** Who decides, and from where: what the audit trail records. */
export type Reviewer = { id: string; email: string; ip: string };
export type ReviewDecision = { approve: true } | { approve: false; reason: string };

const DOCUMENT_UNKNOWN = 'There is no such document.';
const FILE_GONE = 'The file of this document is no longer stored.';
const ALREADY_DECIDED = 'This document has already been decided. Reload it to see the decision.';

const toItem = (row: DocumentRow, playerEmail: string): TKycQueueItem => ({
  id: row.id,
  playerId: row.userId,
  playerEmail,
  kind: row.kind,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  status: row.status,
  uploadedAt: row.uploadedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export async function listReviewQueue(db: Db, status: TKycDocumentStatus): Promise<TKycQueue> {
  const [rows, total] = await Promise.all([listDocumentsByStatus(db, status, KYC_QUEUE_LIMIT), countDocumentsByStatus(db, status)]);
  const emails = await findEmails(
    db,
    rows.map((r) => r.userId),
  );
  return { items: rows.map((row) => toItem(row, emails.get(row.userId) ?? '')), total };
}

async function documentOrThrow(db: Db, id: string): Promise<DocumentRow> {
  const row = await findDocument(db, id);
  if (!row) throw notFound(DOCUMENT_UNKNOWN);
  return row;
}

export async function getReviewDocument(db: Db, id: string): Promise<TKycDocument> {
  const row = await documentOrThrow(db, id);
  const player = await getProfile(db, row.userId);
  return { ...toItem(row, player.email), reviewedBy: row.reviewedBy, rejectionReason: row.rejectionReason, player };
}

/** The stored bytes and the type they were proven to be at upload. */
export async function readDocumentFile(
  db: Db,
  storage: DocumentStorage,
  id: string,
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const row = await documentOrThrow(db, id);
  const data = await storage.get(row.storageKey).catch((err: unknown) => {
    if ((err as { code?: string }).code === 'ENOENT') throw notFound(FILE_GONE);
    throw err;
  });
  return { data, contentType: row.contentType, fileName: row.fileName };
}

/**
 * Approves or rejects a pending document, recording who and when on it and one row of the audit trail in the same
 * transaction. A document already decided (by someone else a moment ago, say) is a 409: a decision is never changed.
 */
export async function decideDocument(
  db: Db,
  clock: Clock,
  reviewer: Reviewer,
  id: string,
  decision: ReviewDecision,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<TKycDocument> {
  await db.transaction(async (tx) => {
    const status = decision.approve ? 'approved' : 'rejected';
    const rejectionReason = decision.approve ? null : decision.reason;
    const row = await decidePendingDocument(tx, id, {
      status,
      reviewedAt: clock.now(),
      reviewedBy: reviewer.email,
      reviewedById: reviewer.id,
      rejectionReason,
    });
    if (!row) {
      await documentOrThrow(tx, id);
      throw conflict(ALREADY_DECIDED);
    }
    await recordStaffAction(
      tx,
      clock,
      {
        actor: reviewer.email,
        actorId: reviewer.id,
        ip: reviewer.ip,
        action: decision.approve ? 'document.approve' : 'document.reject',
        target: `document:${id}`,
        before: { status: 'pending' },
        after: { status, player: row.userId, kind: row.kind, ...(rejectionReason ? { reason: rejectionReason } : {}) },
      },
      log,
    );
  });
  return getReviewDocument(db, id);
}
