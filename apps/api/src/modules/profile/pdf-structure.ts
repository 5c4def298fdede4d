// Whether a file that starts like a PDF is a PDF to its last byte, read from its structure: the
// trailer's startxref points at a cross-reference section inside the file, the file ends at the
// last %%EOF (whitespace aside), and no HTML tag sits anywhere in it.

/** The trailer at the very end: "startxref", the offset of the cross-reference section, "%%EOF", then only whitespace. */
const TRAILER = /startxref[ \t\r\n\f]+(\d{1,10})[ \t\r\n\f]+%%EOF[ \t\r\n\f]*$/;
/** A classic xref table ("xref") or a cross-reference stream ("12 0 obj"), where startxref points. */
const XREF_SECTION = /^(?:xref|\d+[ \t\r\n\f]+\d+[ \t\r\n\f]+obj)/;
/**
 * Tags a browser would render or run. PDF syntax never writes them: dictionaries are "<<" and hex
 * strings hold only hex digits and whitespace, and none of these names starts with two hex digits.
 */
const HTML_TAG = /<(?:!doctype|html|head|body|script|iframe|frame|object|embed|svg|meta|link|style|img|form)[\s>/]/i;

/** The trailer fits in the last kilobyte of any PDF writer's output. */
const TRAILER_WINDOW = 1024;

export function isWholePdf(bytes: Buffer): boolean {
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - TRAILER_WINDOW));
  const trailer = TRAILER.exec(tail);
  if (!trailer) return false;
  const xrefAt = Number(trailer[1]);
  if (xrefAt >= bytes.length - trailer[0].length) return false;
  if (!XREF_SECTION.test(bytes.toString('latin1', xrefAt, xrefAt + 32))) return false;
  return !HTML_TAG.test(bytes.toString('latin1'));
}
