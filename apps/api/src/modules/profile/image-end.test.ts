import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegEnd, pngEnd } from './image-end';

describe('where an image ends', () => {
  let png: Buffer;
  let jpeg: Buffer;
  let progressive: Buffer;
  let withMarkersInside: Buffer;
  beforeAll(async () => {
    // Noise, so the scan holds stuffed 0xFF00 bytes as real photos do.
    const noise = sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 256)), {
      raw: { width: 64, height: 64, channels: 3 },
    });
    png = await noise.clone().png().toBuffer();
    jpeg = await noise.clone().jpeg({ quality: 100 }).toBuffer();
    progressive = await noise.clone().jpeg({ progressive: true }).toBuffer();
    // A comment segment holding an end-of-image and a start-of-image marker must be skipped by its length.
    withMarkersInside = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x06, 0xff, 0xd9, 0xff, 0xd8]),
      jpeg.subarray(2),
    ]);
  });

  it('is the file length for whole images', () => {
    expect(pngEnd(png)).toBe(png.length);
    for (const image of [jpeg, progressive, withMarkersInside]) expect(jpegEnd(image)).toBe(image.length);
  });

  it('comes before the file ends when something is appended', () => {
    const extra = Buffer.from('<html></html>');
    expect(pngEnd(Buffer.concat([png, extra]))).toBe(png.length);
    expect(jpegEnd(Buffer.concat([jpeg, extra]))).toBe(jpeg.length);
  });

  it('is not found in a cut or broken structure', () => {
    expect(pngEnd(png.subarray(0, png.length - 1))).toBeNull();
    expect(jpegEnd(jpeg.subarray(0, jpeg.length - 1))).toBeNull();
    expect(jpegEnd(Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
    const hugeChunk = Buffer.from(png);
    hugeChunk.writeUInt32BE(0xffffffff, 8);
    expect(pngEnd(hugeChunk)).toBeNull();
  });
});
