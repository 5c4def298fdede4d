import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the network does to one request on its way: `drop` closes the connection before the API sees
 * it; `lose-answer` lets the API do the work and then closes the connection, so the answer never
 * arrives; `gateway-timeout` lets the API do the work and answers 504 instead, as a load balancer
 * that gave up waiting does; `stall` holds the request unanswered until the caller gives up (or the proxy closes).
 */
export type Fault = 'drop' | 'lose-answer' | 'gateway-timeout' | 'stall';

/** An HTTP proxy in front of the API that applies queued faults to the next requests, then passes the rest through. */
export async function startFlakyProxy(target: string) {
  const faults: Fault[] = [];
  let forwarded = 0;

  function forward(incoming: IncomingMessage, onAnswer: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void) {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const upstream = request(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => onAnswer(answer.statusCode ?? 502, answer.headers, Buffer.concat(body)));
      });
      forwarded++;
      upstream.end(Buffer.concat(chunks));
    });
  }

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const fault = faults.shift();
    if (fault === 'drop') return void incoming.socket.destroy();
    if (fault === 'stall') return;
    forward(incoming, (status, headers, body) => {
      if (fault === 'lose-answer') return void incoming.socket.destroy();
      if (fault === 'gateway-timeout') return void outgoing.writeHead(504).end();
      outgoing.writeHead(status, headers).end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next requests meet these faults, in order. */
    fail: (...next: Fault[]) => void faults.push(...next),
    /** How many requests reached the API. */
    forwarded: () => forwarded,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
