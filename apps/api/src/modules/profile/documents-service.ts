import type { TBillVerificationResponse, TIdVerificationResponse, TVerificationDocument, TVerificationStatus } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/errors';
import { cleanDocument } from './document-content';
import { createStorageKey, type DocumentStorage } from './document-storage';
import { detectDocumentType } from './document-type';
import { countPendingDocuments, insertDocument, listDocuments, type DocumentRow } from './documents-repo';
import { lockProfile } from './repo';

/** Enough for a few pages of proof; more waiting for review is someone filling our disk. */
export const MAX_PENDING_DOCUMENTS = 5;
export const FILE_MISSING = 'Please attach a file.';
const FILE_EMPTY = 'The file is empty.';
export const FILE_TOO_LARGE = 'The file is larger than 10 MB. Please upload a smaller file.';
const FILE_TYPE_REFUSED = 'Only JPEG, PNG or PDF files are accepted.';
const TOO_MANY_PENDING = `You already have ${MAX_PENDING_DOCUMENTS} documents waiting for review. Please wait for them to be checked.`;

export type Upload = { fileName: string | undefined; data: Buffer };

const toDocument = (row: DocumentRow): TVerificationDocument => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType as TVerificationDocument['contentType'],
  size: row.size,
  status: row.status.toUpperCase() as TVerificationDocument['status'],
  uploadedAt: row.uploadedAt.toISOString(),
  ...(row.status === 'rejected' && row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
});

/** One approved document settles it; otherwise the most hopeful state wins (pending over rejected). */
function statusOf(rows: DocumentRow[]): TVerificationStatus {
  if (rows.some((r) => r.status === 'approved')) return 'APPROVED';
  if (rows.some((r) => r.status === 'pending')) return 'PENDING';
  return rows.length > 0 ? 'REJECTED' : 'NOT_SUBMITTED';
}

/** The player's file name for display: no folders, no control or direction-changing characters. */
function cleanFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `document.${extension}`;
}

/**
 * Identity documents are collected by support for now: there is no upload route for them yet. A rejection
 * carries the reviewer's reason for the latest rejected document, so the player knows what to send instead.
 */
export async function getIdVerification(db: Db, playerId: string): Promise<TIdVerificationResponse> {
  const rows = await listDocuments(db, playerId, 'identity');
  const status = statusOf(rows);
  const reason = status === 'REJECTED' ? rows.find((r) => r.rejectionReason)?.rejectionReason : undefined;
  return reason ? { status, rejectionReason: reason } : { status };
}

export async function getBillVerification(db: Db, playerId: string): Promise<TBillVerificationResponse> {
  const rows = await listDocuments(db, playerId, 'proof_of_address');
  return { status: statusOf(rows), documents: rows.map(toDocument) };
}

/**
 * Keeps a proof-of-address file for review. Its type comes from its bytes, and it must be that type
 * to its end (images are kept re-encoded, without metadata); the row and the file are written
 * together, so a failure leaves neither behind.
 */
export async function storeBillDocument(
  db: Db,
  storage: DocumentStorage,
  playerId: string,
  upload: Upload,
  now: Date,
): Promise<TVerificationDocument> {
  if (upload.data.length === 0) throw new HttpError(400, FILE_EMPTY, [{ field: 'file', message: FILE_EMPTY }]);
  const type = detectDocumentType(upload.data);
  if (!type) throw new HttpError(415, FILE_TYPE_REFUSED, [{ field: 'file', message: FILE_TYPE_REFUSED }]);
  const data = await cleanDocument(upload.data, type);

  const storageKey = createStorageKey();
  let isStored = false;
  try {
    const row = await db.transaction(async (tx) => {
      // One upload per player at a time, so the pending limit holds under concurrency.
      await lockProfile(tx, playerId);
      if ((await countPendingDocuments(tx, playerId, 'proof_of_address')) >= MAX_PENDING_DOCUMENTS) throw conflict(TOO_MANY_PENDING);
      const inserted = await insertDocument(tx, {
        userId: playerId,
        kind: 'proof_of_address',
        storageKey,
        fileName: cleanFileName(upload.fileName, type.extension),
        contentType: type.contentType,
        // The size of the file as the player sent it, the one they know; the kept copy may be re-encoded.
        size: upload.data.length,
        uploadedAt: now,
      });
      await storage.put(storageKey, data);
      isStored = true;
      return inserted;
    });
    return toDocument(row);
  } catch (err) {
    if (isStored) await storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}
