import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './document-type';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('detectDocumentType', () => {
  it.each([
    ['PNG', bytes(PNG_HEAD, 'IHDR', [0, 0, 0, 1]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image/jpeg'],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf'],
  ])('recognises %s by its first bytes', (_name, data, contentType) => {
    expect(detectDocumentType(data)?.contentType).toBe(contentType);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['a PNG signature alone', bytes(PNG_HEAD.slice(0, 8))],
    ['a PNG whose first chunk is not IHDR', bytes(PNG_HEAD, 'tEXt', [0, 0, 0, 1])],
    ['the JPEG start marker alone', bytes([0xff, 0xd8, 0xff])],
    ['"%PDF-" without a version', bytes('%PDF-x')],
    ['an ELF executable', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['a ZIP archive', bytes('PK', [3, 4, 20, 0])],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF signature after leading bytes', bytes(' %PDF-1.4')],
  ])('refuses %s', (_name, data) => {
    expect(detectDocumentType(data)).toBeNull();
  });
});
