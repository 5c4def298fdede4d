import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyToApi } from './api-proxy';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(async (server) => new Promise((done) => server.close(done))));
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Reads the answer's body until `until` shows in it, and gives it with the answer. */
async function readUntil(url: string, until: string): Promise<{ answer: IncomingMessage; body: string }> {
  const req = request(url);
  req.end();
  const [answer] = (await once(req, 'response')) as [IncomingMessage];
  let body = '';
  answer.setEncoding('utf8');
  for await (const chunk of answer) {
    body += String(chunk);
    if (body.includes(until)) break;
  }
  return { answer, body };
}

describe('proxyToApi and a Server-Sent Events stream', () => {
  it('passes each event on as it is written, while the stream stays open', async () => {
    let upstreamClosed: () => void = () => undefined;
    const closed = new Promise<void>((done) => (upstreamClosed = done));
    const api = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      res.write(': live\n\n');
      res.write('event: tick\ndata: {"multiplier":"1.07"}\n\n');
      // Never ended from here: only the client leaving ends it.
      res.on('close', upstreamClosed);
    });
    const site = await listen((req, res) => proxyToApi(req, res, new URL(`${api}/game-aggregator-service/events`)));

    const { answer, body } = await readUntil(`${site}/game-aggregator-service/events`, '"1.07"');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['x-accel-buffering']).toBe('no');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(body).toBe(': live\n\nevent: tick\ndata: {"multiplier":"1.07"}\n\n');

    // The player leaving the page ends the API's stream too, rather than leaving it open for nobody.
    answer.destroy();
    await closed;
  });
});
