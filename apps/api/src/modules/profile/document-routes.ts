import {
  DOCUMENT_MAX_BYTES,
  ZBillVerificationResponse,
  ZErrorResponse as E,
  ZIdVerificationResponse,
  ZVerificationDocument,
} from '@casino/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../lib/errors';
import type { DocumentStorage } from './document-storage';
import { FILE_MISSING, FILE_TOO_LARGE, getBillVerification, getIdVerification, storeBillDocument, type Upload } from './documents-service';

const tags = ['profile'];

const FORM_MALFORMED = 'The upload could not be read. Please send one file as multipart/form-data.';
const FORM_TOO_LARGE = 'The upload has more parts than one file. Please send one file.';

/**
 * The one file of a multipart request, read into memory (at most DOCUMENT_MAX_BYTES). Everything
 * that can fail here is the client's body: the parser's limits (413) and malformed forms (busboy's
 * plain errors: no boundary, truncated parts, bad headers) are the client's to fix, never a 500.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Please send the file as multipart/form-data.');
  let upload: Upload | undefined;
  try {
    // Read to the end of the form, so a second file is the limit error it is rather than ignored.
    for await (const part of request.files()) upload = { fileName: part.filename, data: await part.toBuffer() };
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
    if (statusCode === 413) throw new HttpError(413, FORM_TOO_LARGE);
    throw new HttpError(400, FORM_MALFORMED, [{ field: 'file', message: FORM_MALFORMED }]);
  }
  if (!upload) throw badRequest(FILE_MISSING, 'file');
  return upload;
}

/** Upload of proof-of-address documents; multipart parsing exists in this plugin only. */
const billUploadRoutes: FastifyPluginAsyncZod<{ storage: DocumentStorage }> = async (app, { storage }) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
  });

  app.post(
    '/profile/bill-verification',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ZVerificationDocument, 400: E, 401: E, 409: E, 413: E, 415: E, 429: E },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      return reply.code(201).send(await storeBillDocument(app.database.db, storage, request.player!.id, upload, app.clock.now()));
    },
  );
};

/** GET /profile/id-verification, GET and POST /profile/bill-verification (docs/product.md, API). */
export const documentRoutes: FastifyPluginAsyncZod<{ storage: DocumentStorage }> = async (app, { storage }) => {
  const { db } = app.database;

  app.get('/profile/id-verification', { schema: { tags, response: { 200: ZIdVerificationResponse, 401: E } } }, async (request) =>
    getIdVerification(db, request.player!.id),
  );

  app.get('/profile/bill-verification', { schema: { tags, response: { 200: ZBillVerificationResponse, 401: E } } }, async (request) =>
    getBillVerification(db, request.player!.id),
  );

  await app.register(billUploadRoutes, { storage });
};
