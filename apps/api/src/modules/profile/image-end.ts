// Where an image's own bytes end, read from its structure. A file that goes on past that point
// carries something else (an HTML page, a ZIP archive) that another program may read instead.

/** The end of a PNG's IEND chunk: signature, then chunks of length, type, data and CRC. Null when the chunks run out first. */
export function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) return null;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return end;
    at = end;
  }
  return null;
}

const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The end of a JPEG's EOI marker. Segments are skipped by their length (so an EXIF thumbnail's own
 * markers are never mistaken for the image's), and after each start of scan the entropy-coded data
 * runs to the next marker that is neither a stuffed 0xFF00 nor a restart. Null when EOI never comes.
 */
export function jpegEnd(bytes: Buffer): number | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (isRestartMarker(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const segmentEnd = at + 2 + bytes.readUInt16BE(at + 2);
    if (segmentEnd > bytes.length) return null;
    at = segmentEnd;
    if (marker !== 0xda) continue;
    while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !isRestartMarker(bytes[at + 1]!))) at++;
  }
  return null;
}
