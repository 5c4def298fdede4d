import { crc32, deflateSync } from 'node:zlib';

/**
 * A one-page PDF with a correct cross-reference table. `extraObject` is added as one more object
 * (to hide something inside the file); `size` pads a comment after the header to exactly that many bytes.
 */
export function smallPdf(opts: { extraObject?: string; size?: number } = {}): Buffer {
  const build = (padding: string) => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      ...(opts.extraObject ? [opts.extraObject] : []),
    ];
    let body = `%PDF-1.4\n${padding}`;
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body);
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  let pdf = build('');
  // The padding moves the offsets, whose digits count too: adjust until the size is exact.
  for (let padding = 0; opts.size !== undefined && pdf.length !== opts.size;) {
    padding += opts.size - pdf.length;
    pdf = build(`%${'x'.repeat(padding - 2)}\n`);
  }
  return pdf;
}

const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const uint16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};

/** A ZIP archive holding one stored (uncompressed) file, as a polyglot would append it. */
export function zipWithOneFile(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const sizes = [uint32(crc32(data)), uint32(data.length), uint32(data.length), uint16(fileName.length), uint16(0)];
  const local = Buffer.concat([Buffer.from('PK\x03\x04'), uint16(20), uint16(0), uint16(0), uint32(0), ...sizes, fileName, data]);
  const central = Buffer.concat([
    Buffer.from('PK\x01\x02'),
    uint16(20),
    uint16(20),
    uint16(0),
    uint16(0),
    uint32(0),
    ...sizes,
    uint16(0),
    uint16(0),
    uint16(0),
    uint32(0),
    uint32(0),
    fileName,
  ]);
  const end = Buffer.concat([
    Buffer.from('PK\x05\x06'),
    uint16(0),
    uint16(0),
    uint16(1),
    uint16(1),
    uint32(central.length),
    uint32(local.length),
    uint16(0),
  ]);
  return Buffer.concat([local, central, end]);
}

const pngChunk = (type: string, data: Buffer) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/**
 * A PNG whose chunks are well formed, claiming `width` × `height` pixels: a decompression bomb's
 * header, cheaply. Its image data is one row, or `imageData` as given.
 */
export function pngClaiming(width: number, height: number, imageData = deflateSync(Buffer.alloc(1 + width * 3))): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', imageData),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
