import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../../db/client';
import { findGamstopEntry, findSpelpausEntry } from './sandbox-repo';

// SANDBOX ONLY: GAMSTOP and Spelpaus.se as their clients (gamstop.ts, spelpaus.ts) meet them, over HTTP on a port of
// its own, answering from the sandbox_register_entries table (`npm run registers -- add …`). It checks the key it was
// given, refuses a malformed request as the real ones do, and answers excluded or not.

export type SandboxRegisters = {
  /** http://127.0.0.1:<port>; GAMSTOP is under /gamstop, Spelpaus.se under /spelpaus. */
  url: string;
  close(): Promise<void>;
};

const MAX_BODY = 8_192;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => resolve(null));
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function answerGamstop(db: Db, body: string, response: ServerResponse) {
  const form = new URLSearchParams(body);
  const [firstName, lastName, dateOfBirth, email] = ['firstName', 'lastName', 'dateOfBirth', 'email'].map((k) => form.get(k) ?? '');
  if (!firstName || !email || (dateOfBirth && !DATE.test(dateOfBirth))) return void response.writeHead(400).end();
  const entry = await findGamstopEntry(db, { firstName, lastName: lastName ?? '', dateOfBirth: dateOfBirth ?? '', email: email ?? '' });
  response.writeHead(200, { 'x-exclusion': entry ? 'Y' : 'N', 'x-unique-id': randomUUID() }).end();
}

async function answerSpelpaus(db: Db, body: string, response: ServerResponse) {
  let personalNumber: unknown;
  try {
    personalNumber = (JSON.parse(body) as { personalNumber?: unknown }).personalNumber;
  } catch {
    personalNumber = undefined;
  }
  if (typeof personalNumber !== 'string' || !/^\d{12}$/.test(personalNumber)) return void response.writeHead(400).end();
  const entry = await findSpelpausEntry(db, personalNumber);
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ blocked: entry !== undefined, requestId: randomUUID() }));
}

/** Starts the sandbox registers on 127.0.0.1 (`port` 0: any free one). Requests must carry `apiKey`. */
export async function startSandboxRegisters(db: Db, opts: { apiKey: string; port?: number }): Promise<SandboxRegisters> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0];
      const isGamstop = path === '/gamstop/v2';
      const isSpelpaus = path === '/spelpaus/v1/check/login' || path === '/spelpaus/v1/check/marketing';
      if (request.method !== 'POST' || (!isGamstop && !isSpelpaus)) return void response.writeHead(404).end();
      if (request.headers['x-api-key'] !== opts.apiKey) return void response.writeHead(403).end();
      const body = await readBody(request);
      if (body === null) return void response.writeHead(413).end();
      if (isGamstop) await answerGamstop(db, body, response);
      else await answerSpelpaus(db, body, response);
    })().catch(() => {
      // The table could not be read: a register's outage, as the clients must meet it.
      if (!response.headersSent) response.writeHead(503);
      response.end();
    });
  });
  server.listen(opts.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
