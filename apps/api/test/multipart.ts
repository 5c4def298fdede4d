import { randomUUID } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(fileName: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = `----casino-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
