// What a verification document really is, read from its first bytes: the name and the declared
// type come from the player's machine and prove nothing.

export type DocumentType = { contentType: 'image/jpeg' | 'image/png' | 'application/pdf'; extension: 'jpg' | 'png' | 'pdf' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

const startsWith = (bytes: Buffer, prefix: Buffer, at = 0) =>
  bytes.length >= at + prefix.length && bytes.subarray(at, at + prefix.length).equals(prefix);

/** JPEG, PNG or PDF by content; null for anything else (executables, archives, HTML, empty files...). */
export function detectDocumentType(bytes: Buffer): DocumentType | null {
  // A PNG's first chunk is always IHDR (length 13): checking it turns away a bare signature.
  if (
    startsWith(bytes, PNG_SIGNATURE) &&
    bytes.length >= 16 &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { contentType: 'image/png', extension: 'png' };
  }
  // SOI marker, then the first segment's marker.
  if (startsWith(bytes, JPEG_SIGNATURE) && bytes.length > 4) return { contentType: 'image/jpeg', extension: 'jpg' };
  // "%PDF-1.7" and the like.
  if (startsWith(bytes, PDF_SIGNATURE) && /^\d\.\d$/.test(bytes.toString('latin1', 5, 8))) {
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  return null;
}
