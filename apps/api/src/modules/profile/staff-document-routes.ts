import { ZErrorResponse as E, ZKycDocument, ZKycDocumentParams, ZKycQueue, ZKycQueueQuery, ZKycRejectRequest } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { decideDocument, getReviewDocument, listReviewQueue, readDocumentFile, type Reviewer } from './document-review';
import { createLocalDocumentStorage, type DocumentStorage } from './document-storage';

const tags = ['staff kyc'];
const config = { permission: 'kyc.review' as const };

/**
 * What a stored upload may do when a browser opens it on the console's origin: nothing. No script, no requests, and
 * a sandbox (an origin of its own) for images. Chrome refuses to show a PDF in any sandboxed document, so a PDF goes
 * without the sandbox: its type was proven by its structure at upload (no HTML anywhere in it, decision 008), it is
 * served as exactly that type with nosniff, and the browser's PDF viewer runs outside the page.
 */
const IMAGE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";
const PDF_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
export const documentFilePolicy = (contentType: string) => (contentType === 'application/pdf' ? PDF_POLICY : IMAGE_POLICY);

/** `inline` with the player's file name: an ASCII stand-in, and the exact name encoded for browsers that read it. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The staff app sets `request.staff` before any handler with a permission runs; without it nobody decides. */
function reviewerOf(request: FastifyRequest): Reviewer {
  const { staff } = request;
  if (!staff) throw unauthorized('Please sign in to the console.');
  return { id: staff.id, email: staff.email, ip: request.ip };
}

/**
 * Review of players' verification documents, under the staff app's prefix (/staff-api/v1). The staff app checks the
 * kyc.review permission each route declares; a decision is shown to the player on their verification page.
 */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ storage?: DocumentStorage }> = async (app, opts) => {
  const { db } = app.database;
  const storage = opts.storage ?? createLocalDocumentStorage(app.config.documentsDir);
  const errors = { 400: E, 401: E, 403: E, 404: E };
  app.addHook('onSend', async (_request, reply) => {
    // Players' identity papers: never kept by a browser or a proxy.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/kyc/documents',
    { config, schema: { tags, querystring: ZKycQueueQuery, response: { 200: ZKycQueue, ...errors } } },
    async (request) => listReviewQueue(db, request.query.status),
  );

  app.get(
    '/kyc/documents/:id',
    { config, schema: { tags, params: ZKycDocumentParams, response: { 200: ZKycDocument, ...errors } } },
    async (request) => getReviewDocument(db, request.params.id),
  );

  // The body is the file's bytes, which no serializer touches.
  const ZFile = z.any().describe('The stored file: image/jpeg, image/png or application/pdf');
  app.get(
    '/kyc/documents/:id/file',
    { config, schema: { tags, params: ZKycDocumentParams, response: { 200: ZFile, ...errors } } },
    async (request, reply) => {
      const file = await readDocumentFile(db, storage, request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', inlineDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', documentFilePolicy(file.contentType))
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file.data);
    },
  );

  app.post(
    '/kyc/documents/:id/approve',
    { config, schema: { tags, params: ZKycDocumentParams, response: { 200: ZKycDocument, ...errors, 409: E } } },
    async (request) => decideDocument(db, app.clock, reviewerOf(request), request.params.id, { approve: true }, request.log),
  );

  app.post(
    '/kyc/documents/:id/reject',
    { config, schema: { tags, params: ZKycDocumentParams, body: ZKycRejectRequest, response: { 200: ZKycDocument, ...errors, 409: E } } },
    async (request) =>
      decideDocument(db, app.clock, reviewerOf(request), request.params.id, { approve: false, reason: request.body.reason }, request.log),
  );
};
