import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TBillVerificationResponse, TKycDocument, TKycQueue, TVerificationDocument } from '@casino/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { smallPdf } from '../../../test/document-files';
import type { Client } from '../../../test/http';
import { multipartFile } from '../../../test/multipart';
import { signUpPlayer } from '../../../test/players';
import { registerErrorHandler } from '../../lib/error-handler';
import { listAuditEntries } from '../audit';
import { createLocalDocumentStorage, createStorageKey } from './document-storage';
import { insertDocument } from './documents-repo';
import { staffDocumentRoutes } from '.';

// The review of verification documents: a player uploads through the player's route, a reviewer works the queue on
// the staff routes (built as the staff app's, under its prefix), and the player's verification endpoints show the
// decision.

const REVIEWER = {
  id: '3f0c1a52-8a3e-4c1e-9d7a-2b6f4e1d9c01',
  email: 'reviewer@casino.test',
  role: 'compliance' as const,
  sessionId: 's1',
};

describe('document review: /staff-api/v1/kyc/documents', () => {
  let t: TestApp;
  let staff: FastifyInstance;
  let documentsDir: string;
  let png: Buffer;
  const permissions = new Map<string, unknown>();

  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(tmpdir(), 'casino-review-'));
    t = await createTestApp({ DOCUMENTS_DIR: documentsDir });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#993366' } })
      .png()
      .toBuffer();

    staff = Fastify();
    staff.setValidatorCompiler(validatorCompiler);
    staff.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(staff);
    staff.decorate('database', t.database);
    staff.decorate('clock', t.clock);
    staff.decorateRequest('staff', null);
    staff.addHook('onRequest', async (request) => {
      (request as FastifyRequest & { staff: typeof REVIEWER }).staff = REVIEWER;
    });
    staff.addHook(
      'onRoute',
      (route) => void permissions.set(`${route.method} ${route.url}`, (route.config as { permission?: string } | undefined)?.permission),
    );
    await staff.register(staffDocumentRoutes, { prefix: '/staff-api/v1', storage: createLocalDocumentStorage(documentsDir) });
    await staff.ready();
  });
  afterAll(async () => {
    await staff?.close();
    await t?.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  const upload = async (profile: Client, fileName: string, data: Buffer) => {
    const { payload, headers } = multipartFile(fileName, 'application/octet-stream', data);
    const res = await profile.request('POST', '/profile/bill-verification', payload, headers);
    expect(res.statusCode).toBe(201);
    return res.json<TVerificationDocument>();
  };
  const get = (url: string) => staff.inject({ method: 'GET', url: `/staff-api/v1${url}` });
  const post = (url: string, body?: object) =>
    staff.inject({ method: 'POST', url: `/staff-api/v1${url}`, ...(body ? { payload: body } : {}) });
  const auditOf = async (id: string) =>
    (await listAuditEntries(t.database.db, { limit: 100 })).items.filter((e) => e.target === `document:${id}`);

  it('declares the kyc.review permission on every route', () => {
    expect([...permissions.entries()].filter(([route]) => !route.startsWith('HEAD'))).toEqual([
      ['GET /staff-api/v1/kyc/documents', 'kyc.review'],
      ['GET /staff-api/v1/kyc/documents/:id', 'kyc.review'],
      ['GET /staff-api/v1/kyc/documents/:id/file', 'kyc.review'],
      ['POST /staff-api/v1/kyc/documents/:id/approve', 'kyc.review'],
      ['POST /staff-api/v1/kyc/documents/:id/reject', 'kyc.review'],
    ]);
  });

  it('queues an upload, oldest first, with the player and the file', async () => {
    const first = await signUpPlayer(t.app);
    const older = await upload(first.profile, 'gas-bill.png', png);
    t.clock.advance(60_000);
    const second = await signUpPlayer(t.app);
    const newer = await upload(second.profile, 'bank statement.pdf', smallPdf());

    const queue = (await get('/kyc/documents?status=pending')).json<TKycQueue>();
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.items.find((i) => i.id === newer.id)).toEqual({
      id: newer.id,
      playerId: second.user.id,
      playerEmail: second.email,
      kind: 'proof_of_address',
      fileName: 'bank statement.pdf',
      contentType: 'application/pdf',
      size: newer.size,
      status: 'pending',
      uploadedAt: newer.uploadedAt,
      reviewedAt: null,
    });
    // Without a status the queue is the pending one.
    expect((await get('/kyc/documents')).json<TKycQueue>().items.map((i) => i.id)).toEqual(ids);

    const details = (await get(`/kyc/documents/${older.id}`)).json<TKycDocument>();
    expect(details).toMatchObject({ id: older.id, playerEmail: first.email, reviewedBy: null, rejectionReason: null });
    expect(details.player).toMatchObject({ email: first.email });
  });

  it('serves the stored file with its own type, inline, and unable to run anything', async () => {
    const { profile } = await signUpPlayer(t.app);
    const image = await upload(profile, 'ID card «front».png', png);
    const res = await get(`/kyc/documents/${image.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="ID card _front_.png"; filename*=UTF-8''ID%20card%20%C2%ABfront%C2%BB.png`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The kept copy is the re-encoded image (no metadata), still the same picture.
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');

    const pdf = smallPdf();
    const document = await upload(profile, 'statement.pdf', pdf);
    const file = await get(`/kyc/documents/${document.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // No sandbox (Chrome shows no PDF in one), but still no script, connection or plugin of its own.
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('approves once: the player sees it, a second decision is a 409, and the trail has one row', async () => {
    const { profile } = await signUpPlayer(t.app);
    const document = await upload(profile, 'bill.png', png);
    t.clock.advance(5_000);
    const before = t.clock.now().getTime();

    const res = await post(`/kyc/documents/${document.id}/approve`);
    expect(res.statusCode).toBe(200);
    const approved = res.json<TKycDocument>();
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: REVIEWER.email });
    // When it was decided, by the app's clock.
    expect(Date.parse(approved.reviewedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(approved.reviewedAt!)).toBeLessThanOrEqual(t.clock.now().getTime());
    const seen = (await profile.get('/profile/bill-verification')).json<TBillVerificationResponse>();
    expect(seen).toEqual({ status: 'APPROVED', documents: [{ ...document, status: 'APPROVED' }] });

    for (const again of [
      post(`/kyc/documents/${document.id}/approve`),
      post(`/kyc/documents/${document.id}/reject`, { reason: 'Too late' }),
    ]) {
      const refused = await again;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/already been decided/);
    }
    expect((await profile.get('/profile/bill-verification')).json().status).toBe('APPROVED');
    expect(await auditOf(document.id)).toEqual([
      expect.objectContaining({
        actor: REVIEWER.email,
        actorId: REVIEWER.id,
        action: 'document.approve',
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'approved', kind: 'proof_of_address' }),
      }),
    ]);
    expect((await get('/kyc/documents?status=pending')).json<TKycQueue>().items.map((i) => i.id)).not.toContain(document.id);
    expect((await get('/kyc/documents?status=approved')).json<TKycQueue>().items[0]).toMatchObject({
      id: document.id,
      reviewedAt: approved.reviewedAt,
    });
  });

  it('rejects with a reason the player reads, and lets the player send another document', async () => {
    const { profile } = await signUpPlayer(t.app);
    const document = await upload(profile, 'blurry.png', png);
    const reason = '  The address is not readable. Please send a sharper photo of the whole page.  ';

    const res = await post(`/kyc/documents/${document.id}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json<TKycDocument>()).toMatchObject({ status: 'rejected', rejectionReason: reason.trim() });
    expect((await profile.get('/profile/bill-verification')).json()).toEqual({
      status: 'REJECTED',
      documents: [{ ...document, status: 'REJECTED', rejectionReason: reason.trim() }],
    });
    const [entry] = await auditOf(document.id);
    expect(entry).toMatchObject({
      action: 'document.reject',
      after: expect.objectContaining({ status: 'rejected', reason: reason.trim() }),
    });
    expect((await post(`/kyc/documents/${document.id}/approve`)).statusCode).toBe(409);

    // A rejection asks for another document: it can be sent, and waits for review in its turn.
    const another = await upload(profile, 'sharp.png', png);
    const seen = (await profile.get('/profile/bill-verification')).json<TBillVerificationResponse>();
    expect(seen.status).toBe('PENDING');
    expect(seen.documents.map((d) => [d.id, d.status, d.rejectionReason])).toEqual([
      [another.id, 'PENDING', undefined],
      [document.id, 'REJECTED', reason.trim()],
    ]);
  });

  it("shows an identity document's rejection on the player's identity verification", async () => {
    const { profile, user } = await signUpPlayer(t.app);
    // Support collects identity documents (the player's site has no upload for them yet).
    const storageKey = createStorageKey();
    await createLocalDocumentStorage(documentsDir).put(storageKey, png);
    const row = await insertDocument(t.database.db, {
      userId: user.id,
      kind: 'identity',
      storageKey,
      fileName: 'passport.png',
      contentType: 'image/png',
      size: png.length,
      uploadedAt: t.clock.now(),
    });
    expect((await profile.get('/profile/id-verification')).json()).toEqual({ status: 'PENDING' });
    expect((await get('/kyc/documents')).json<TKycQueue>().items.find((i) => i.id === row.id)).toMatchObject({ kind: 'identity' });

    expect((await post(`/kyc/documents/${row.id}/reject`, { reason: 'The passport has expired.' })).statusCode).toBe(200);
    expect((await profile.get('/profile/id-verification')).json()).toEqual({
      status: 'REJECTED',
      rejectionReason: 'The passport has expired.',
    });
  });

  it('refuses an empty or overlong reason, a bad id and an unknown document', async () => {
    const { profile } = await signUpPlayer(t.app);
    const document = await upload(profile, 'bill.png', png);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }]) {
      const res = await post(`/kyc/documents/${document.id}/reject`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'reason' });
    }
    expect((await post(`/kyc/documents/${document.id}/reject`, { reason: '' })).json().errors[0].message).toBe(
      'Write the reason the player will see.',
    );
    expect((await get('/kyc/documents?status=lost')).statusCode).toBe(400);
    expect((await get('/kyc/documents/not-an-id')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await get(`/kyc/documents/${unknown}`),
      await get(`/kyc/documents/${unknown}/file`),
      await post(`/kyc/documents/${unknown}/approve`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // Nothing was decided, nothing recorded.
    expect((await profile.get('/profile/bill-verification')).json().status).toBe('PENDING');
    expect(await auditOf(document.id)).toEqual([]);
  });
});
