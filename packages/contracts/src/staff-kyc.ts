import { z } from 'zod';
import { ZProfile } from './profile';
import { textField } from './text';

// Review of players' verification documents (GET/POST /staff-api/v1/kyc/documents…, permission kyc.review).

export const KYC_DOCUMENT_KINDS = ['identity', 'proof_of_address'] as const;
export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The queue answers at most this many documents; deciding them brings the next ones. */
export const KYC_QUEUE_LIMIT = 100;
export const KYC_REASON_MAX = 500;

export const ZKycDocumentStatus = z.enum(KYC_DOCUMENT_STATUSES, { error: 'status must be pending, approved or rejected' });
export type TKycDocumentStatus = z.infer<typeof ZKycDocumentStatus>;
export const ZKycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type TKycDocumentKind = z.infer<typeof ZKycDocumentKind>;

/** GET /kyc/documents?status=pending: pending ones oldest first, decided ones most recently decided first. */
export const ZKycQueueQuery = z.object({ status: ZKycDocumentStatus.default('pending') });

export const ZKycDocumentParams = z.object({ id: z.uuid({ error: 'id must be the id of a document' }) });

export const ZKycQueueItem = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string(),
  kind: ZKycDocumentKind,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  status: ZKycDocumentStatus,
  uploadedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type TKycQueueItem = z.infer<typeof ZKycQueueItem>;

export const ZKycQueue = z.object({
  items: z.array(ZKycQueueItem),
  /** Documents of this status in all, of which `items` holds the first KYC_QUEUE_LIMIT. */
  total: z.number().int(),
});
export type TKycQueue = z.infer<typeof ZKycQueue>;

/** GET /kyc/documents/{id}: the document, who decided it, and the player's profile to compare it with. */
export const ZKycDocument = ZKycQueueItem.extend({
  /** E-mail of the staff member who decided it. */
  reviewedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  player: ZProfile,
});
export type TKycDocument = z.infer<typeof ZKycDocument>;

/** POST /kyc/documents/{id}/reject: the reason is shown to the player as written. */
export const ZKycRejectRequest = z.object({
  reason: textField({ error: 'Write the reason the player will see.' })
    .trim()
    .min(1, { error: 'Write the reason the player will see.' })
    .max(KYC_REASON_MAX, { error: `Keep the reason to ${KYC_REASON_MAX} characters.` }),
});
export type TKycRejectRequest = z.infer<typeof ZKycRejectRequest>;
