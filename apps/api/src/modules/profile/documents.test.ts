import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TBillVerificationResponse, TVerificationDocument } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { pngClaiming, smallPdf, zipWithOneFile } from '../../../test/document-files';
import type { Client } from '../../../test/http';
import { multipartFile } from '../../../test/multipart';
import { signUpPlayer } from '../../../test/players';
import { playerDocuments } from '../../db/schema/profile';
import { FILE_NOT_WHOLE, FILE_UNREADABLE } from './document-content';
import { createLocalDocumentStorage } from './document-storage';
import { MAX_PENDING_DOCUMENTS } from './documents-service';

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126)]);
const MB = 1024 * 1024;

describe('documents: /profile/bill-verification and /profile/id-verification', () => {
  let t: TestApp;
  let documentsDir: string;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(tmpdir(), 'casino-documents-'));
    t = await createTestApp({ DOCUMENTS_DIR: documentsDir });
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
    png = await image.clone().png().toBuffer();
    jpeg = await image.clone().jpeg().toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  const upload = (profile: Client, fileName: string, declaredType: string, data: Buffer) => {
    const { payload, headers } = multipartFile(fileName, declaredType, data);
    return profile.request('POST', '/profile/bill-verification', payload, headers);
  };
  const storedFiles = () => readdir(documentsDir);
  const rowsOf = (userId: string) => t.database.db.select().from(playerDocuments).where(eq(playerDocuments.userId, userId));

  it('starts with nothing submitted', async () => {
    const { profile } = await signUpPlayer(t.app);
    expect((await profile.get('/profile/id-verification')).json()).toEqual({ status: 'NOT_SUBMITTED' });
    expect((await profile.get('/profile/bill-verification')).json()).toEqual({ status: 'NOT_SUBMITTED', documents: [] });
  });

  it('accepts a small PDF, keeps it under a random name outside the site and lists it as pending', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    const pdf = smallPdf();
    const res = await upload(profile, 'utility-bill.pdf', 'application/pdf', pdf);
    expect(res.statusCode).toBe(201);
    const document = res.json<TVerificationDocument>();
    expect(document).toMatchObject({ fileName: 'utility-bill.pdf', contentType: 'application/pdf', size: pdf.length, status: 'PENDING' });

    const [row] = await rowsOf(user.id);
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedFiles()).toContain(row!.storageKey);
    // The bytes are kept as sent.
    expect((await createLocalDocumentStorage(documentsDir).get(row!.storageKey)).equals(pdf)).toBe(true);

    const list = (await profile.get('/profile/bill-verification')).json<TBillVerificationResponse>();
    expect(list).toEqual({ status: 'PENDING', documents: [document] });
  });

  it('decides the type from the content: a PNG named .pdf is a PNG, a JPEG sent as PDF is a JPEG', async () => {
    const { profile } = await signUpPlayer(t.app);
    const asPdf = await upload(profile, 'scan.pdf', 'application/pdf', png);
    expect(asPdf.statusCode).toBe(201);
    expect(asPdf.json()).toMatchObject({ fileName: 'scan.pdf', contentType: 'image/png', size: png.length });

    const jpg = await upload(profile, 'photo', 'application/octet-stream', jpeg);
    expect(jpg.statusCode).toBe(201);
    expect(jpg.json()).toMatchObject({ contentType: 'image/jpeg' });
  });

  it.each([
    ['a Linux executable named .png', 'bill.png', 'image/png', ELF],
    ['a Windows executable named .pdf', 'bill.pdf', 'application/pdf', WINDOWS_EXE],
    ['an HTML page named .jpg', 'bill.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a bare PNG signature', 'bill.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('refuses %s with 415 and stores nothing', async (_case, fileName, declaredType, data) => {
    const { profile, user } = await signUpPlayer(t.app);
    const before = await storedFiles();
    const res = await upload(profile, fileName, declaredType, data);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only JPEG, PNG or PDF files are accepted.');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  describe('a file must be only what its first bytes say, to its end', () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const zip = zipWithOneFile('index.html', '<script>alert(1)</script>');
    const pdfWithHtml = () => smallPdf({ extraObject: '<< /Length 44 >>\nstream\n<html><script>alert(1)</script></html>\nendstream' });

    it.each([
      ['a JPEG with an HTML page appended', 'bill.jpg', () => Buffer.concat([jpeg, html]), FILE_NOT_WHOLE],
      ['a JPEG with a ZIP archive appended', 'bill.jpg', () => Buffer.concat([jpeg, zip]), FILE_NOT_WHOLE],
      ['a PNG with an HTML page appended', 'bill.png', () => Buffer.concat([png, html]), FILE_NOT_WHOLE],
      ['a PNG with a ZIP archive appended', 'bill.png', () => Buffer.concat([png, zip]), FILE_NOT_WHOLE],
      ['a PDF with an HTML page appended', 'bill.pdf', () => Buffer.concat([smallPdf(), html]), FILE_NOT_WHOLE],
      ['a PDF with a ZIP archive appended', 'bill.pdf', () => Buffer.concat([smallPdf(), zip]), FILE_NOT_WHOLE],
      ['a PDF with an HTML page inside', 'bill.pdf', pdfWithHtml, FILE_NOT_WHOLE],
      ['an HTML page that starts like a PDF', 'bill.pdf', () => Buffer.concat([Buffer.from('%PDF-1.4\n'), html]), FILE_NOT_WHOLE],
      ['a JPEG cut short', 'bill.jpg', () => jpeg.subarray(0, jpeg.length - 40), FILE_NOT_WHOLE],
      ['a PNG with broken image data', 'bill.png', () => pngClaiming(8, 8, Buffer.from('not deflate data')), FILE_UNREADABLE],
      [
        'a PNG of 64 megapixels',
        'bill.png',
        () => pngClaiming(8000, 8000),
        'The image is larger than 50 megapixels. Please upload a smaller image.',
      ],
    ])('refuses %s with 400 and stores nothing', async (_case, fileName, data, message) => {
      const { profile, user } = await signUpPlayer(t.app);
      const before = await storedFiles();
      const res = await upload(profile, fileName, 'application/octet-stream', data());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: [{ field: 'file', message }] });
      expect(await rowsOf(user.id)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    });

    it('keeps a photo without its EXIF (GPS position, camera), turned the way up its orientation said', async () => {
      const { profile, user } = await signUpPlayer(t.app);
      const photo = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#c0ffee' } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PocketCam', Model: 'PC-1', Orientation: '6' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      // What was sent carries the position and the camera.
      const sent = await sharp(photo).metadata();
      expect(exifReader(sent.exif!)).toMatchObject({ Image: { Make: 'PocketCam' }, GPSInfo: { GPSLatitude: [51, 30, 26] } });

      const res = await upload(profile, 'bill.jpg', 'image/jpeg', photo);
      expect(res.statusCode).toBe(201);
      const [row] = await rowsOf(user.id);
      const stored = await createLocalDocumentStorage(documentsDir).get(row!.storageKey);
      expect(res.json().size).toBe(photo.length);
      const kept = await sharp(stored).metadata();
      expect(kept).toMatchObject({ format: 'jpeg', width: 16, height: 32 });
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(stored.includes('PocketCam')).toBe(false);
    });
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    const before = await storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(10 * MB + 1 - png.length)]);
    const res = await upload(profile, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { profile } = await signUpPlayer(t.app);
    const limit = smallPdf({ size: 10 * MB });
    const res = await upload(profile, 'limit.pdf', 'application/pdf', limit);
    expect(res.statusCode).toBe(201);
    expect(res.json().size).toBe(10 * MB);
  });

  it('answers 400 to an empty file, 400 to a form without a file and 415 to a body that is not a form', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    expect((await upload(profile, 'empty.pdf', 'application/pdf', Buffer.alloc(0))).statusCode).toBe(400);

    const boundary = 'no-file-boundary';
    const fieldsOnly = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`);
    const noFile = await profile.request('POST', '/profile/bill-verification', fieldsOnly, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please attach a file.');

    const json = await profile.post('/profile/bill-verification', { file: 'JVBERi0xLjQ=' });
    expect(json.statusCode).toBe(415);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 400 to a malformed form and 413 to one with too many parts, storing nothing', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    const before = await storedFiles();
    const send = (body: string, contentType = 'multipart/form-data; boundary=b') =>
      profile.request('POST', '/profile/bill-verification', Buffer.from(body), { 'content-type': contentType });
    const part = `--b\r\nContent-Disposition: form-data; name="file"; filename="bill.png"\r\nContent-Type: image/png\r\n\r\n`;
    for (const [label, res] of [
      ['no boundary', await send(`${part}x\r\n--b--\r\n`, 'multipart/form-data')],
      ['another boundary', await send(`${part}x\r\n--b--\r\n`, 'multipart/form-data; boundary=other')],
      ['cut in the headers', await send('--b\r\nContent-Disposition: form-da')],
      ['cut in the file', await send(`${part}x`)],
    ] as const) {
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ message: 'The upload could not be read. Please send one file as multipart/form-data.' });
    }
    const twoFiles = await send(`${part}x\r\n${part}y\r\n--b--\r\n`);
    expect(twoFiles.statusCode).toBe(413);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('cleans the displayed file name of folders and control characters', async () => {
    const { profile } = await signUpPlayer(t.app);
    const res = await upload(profile, '../../etc/bill\u202Egnp.pdf', 'application/pdf', smallPdf());
    expect(res.statusCode).toBe(201);
    expect(res.json().fileName).toBe('billgnp.pdf');
  });

  it(`keeps at most ${MAX_PENDING_DOCUMENTS} documents waiting for review`, async () => {
    const { profile, user } = await signUpPlayer(t.app);
    for (let i = 0; i < MAX_PENDING_DOCUMENTS; i++) {
      expect((await upload(profile, `page-${i}.png`, 'image/png', png)).statusCode).toBe(201);
    }
    const before = await storedFiles();
    const res = await upload(profile, 'one-more.png', 'image/png', png);
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(user.id)).toHaveLength(MAX_PENDING_DOCUMENTS);
    expect(await storedFiles()).toEqual(before);
  });

  it('reports reviewed documents: approved wins, otherwise pending, otherwise rejected', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    await upload(profile, 'a.png', 'image/png', png);
    await t.database.db.update(playerDocuments).set({ status: 'rejected' }).where(eq(playerDocuments.userId, user.id));
    expect((await profile.get('/profile/bill-verification')).json().status).toBe('REJECTED');
    await upload(profile, 'b.png', 'image/png', png);
    expect((await profile.get('/profile/bill-verification')).json().status).toBe('PENDING');
    await t.database.db.update(playerDocuments).set({ status: 'approved' }).where(eq(playerDocuments.userId, user.id));
    const res = (await profile.get('/profile/bill-verification')).json<TBillVerificationResponse>();
    expect(res.status).toBe('APPROVED');
    expect(res.documents.map((d) => d.status)).toEqual(['APPROVED', 'APPROVED']);
    // Proof of address says nothing about the identity check.
    expect((await profile.get('/profile/id-verification')).json()).toEqual({ status: 'NOT_SUBMITTED' });
  });
});
