import sharp from 'sharp';
import { HttpError } from '../../lib/errors';
import type { DocumentType } from './document-type';
import { jpegEnd, pngEnd } from './image-end';
import { isWholePdf } from './pdf-structure';

/** A scanned A4 page at 600 dpi is 35 megapixels; past this, decoding costs more memory than a document needs. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const FILE_NOT_WHOLE = 'The file is not just one complete JPEG, PNG or PDF document. Please upload the original scan or photo.';
export const FILE_UNREADABLE = 'The file could not be read as a JPEG, PNG or PDF document. Please upload the original scan or photo.';
const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please upload a smaller image.`;

const refuse = (message: string) => new HttpError(400, message, [{ field: 'file', message }]);

/**
 * Decodes the whole image and encodes it again: the stored file holds the picture and its colour
 * profile, and nothing else of what was sent (EXIF with GPS position and camera serial, comments,
 * private chunks). The EXIF orientation is applied first, so a phone photo keeps its way up.
 */
async function reencodeImage(data: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient().keepIccProfile();
    return await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (err) {
    throw refuse(/pixel limit/i.test((err as Error).message) ? IMAGE_TOO_LARGE : FILE_UNREADABLE);
  }
}

/**
 * The bytes to keep for a document whose type its first bytes gave: the file must be that format to
 * its last byte (a JPEG or PNG with an HTML page or a ZIP archive after its end, or a PDF with HTML in
 * it, is refused), and images are kept re-encoded, without their metadata.
 */
export async function cleanDocument(data: Buffer, type: DocumentType): Promise<Buffer> {
  if (type.contentType === 'application/pdf') {
    if (!isWholePdf(data)) throw refuse(FILE_NOT_WHOLE);
    return data;
  }
  const format = type.contentType === 'image/png' ? 'png' : 'jpeg';
  // Null (the structure ends early) or short of the file's length (something follows the image).
  if ((format === 'png' ? pngEnd(data) : jpegEnd(data)) !== data.length) throw refuse(FILE_NOT_WHOLE);
  return reencodeImage(data, format);
}
