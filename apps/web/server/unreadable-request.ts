import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Node's parser error: `rawPacket` is the chunk it was reading when it gave up. */
type ParseError = Error & { code?: string; rawPacket?: Buffer };

/** How long a client that was answered may go on sending before its connection is cut. */
const LINGER_MS = 5_000;

/**
 * Too much before the end of the headers (over Node's 16 KB). When the chunk that overflowed
 * starts a request line and holds no line end, the line (the address) is what is too long: 414.
 * Otherwise the headers are: 431. (A request line sent in many small pieces is counted as headers.)
 */
function overflowStatus(packet: Buffer | undefined): number {
  const start = packet?.subarray(0, 64 * 1024).toString('latin1') ?? '';
  return /^[A-Z]+ /.test(start) && !start.includes('\n') ? 414 : 431;
}

function statusOf(err: ParseError): number {
  if (err.code === 'HPE_HEADER_OVERFLOW') return overflowStatus(err.rawPacket);
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The server's `clientError` handler: a request Node cannot read gets a short JSON answer, and
 * the connection closes once the client has finished sending. Node's own handler writes a bare
 * status and resets the connection at once, so a client still uploading often sees only the reset.
 */
export function answerUnreadableRequest(err: ParseError, socket: Socket) {
  // Answered already (the parser reports every further chunk), or nobody left to answer.
  if (socket.writableEnded || socket.destroyed || err.code === 'ECONNRESET') return;
  // Part of an answer to an earlier request on this connection went out: a second one would garble it.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = statusOf(err);
  const body = JSON.stringify({ message: STATUS_CODES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(cut));
}
