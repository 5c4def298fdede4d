import { describe, expect, it } from 'vitest';
import { smallPdf } from '../../../test/document-files';
import { isWholePdf } from './pdf-structure';

describe('isWholePdf', () => {
  const pdf = smallPdf();
  const withTail = (tail: string) => Buffer.concat([pdf, Buffer.from(tail, 'latin1')]);

  it('takes a PDF that ends at its %%EOF, with or without whitespace after it', () => {
    expect(isWholePdf(pdf)).toBe(true);
    expect(isWholePdf(withTail('\r\n \n'))).toBe(true);
    expect(isWholePdf(Buffer.from(pdf.toString('latin1').replace(/\n$/, ''), 'latin1'))).toBe(true);
  });

  it('refuses anything after the %%EOF', () => {
    expect(isWholePdf(withTail('<html></html>'))).toBe(false);
    expect(isWholePdf(withTail('PK\x05\x06'))).toBe(false);
    expect(isWholePdf(withTail('x'))).toBe(false);
  });

  it('refuses an HTML tag anywhere, whatever its case', () => {
    expect(isWholePdf(smallPdf({ extraObject: '(<ScRiPt>alert(1)</script>)' }))).toBe(false);
    expect(isWholePdf(smallPdf({ extraObject: '(<!DOCTYPE html>)' }))).toBe(false);
    // PDF's own angle brackets: dictionaries and hex strings.
    expect(isWholePdf(smallPdf({ extraObject: '<< /Names <4d7920 46696c65> /ID [<ab12> <ef 9a>] >>' }))).toBe(true);
  });

  it('refuses a trailer that points outside the file or at something else than a cross-reference section', () => {
    const text = pdf.toString('latin1');
    const pointing = (offset: string) => Buffer.from(text.replace(/startxref\n\d+/, `startxref\n${offset}`), 'latin1');
    expect(isWholePdf(pointing('99999999'))).toBe(false);
    expect(isWholePdf(pointing('0'))).toBe(false);
    expect(isWholePdf(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBe(false);
  });
});
