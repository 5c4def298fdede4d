import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseAmount, type TCurrencyCode } from '@casino/contracts';
import type { Clock } from '../lib/clock';
import { toMajorUnits } from '../lib/money';
import { pageHeaders, renderGamePage, renderNotFoundPage } from './game-page';
import { newLaunch, ZLaunchRequest, type Launch, type Launches, type Round } from './launches';
import type { Log } from './log';
import type { Rounds } from './rounds';
import { isSignedBy, SIGNATURE_HEADER } from './signature';
import { DeliveryFailed } from './wallet-client';
import type { WalletOperations } from './wallet-operations';

// The sandbox's HTTP surface: the casino's signed launch request, and the game page with the two JSON routes its
// script calls. Anyone holding a launch id can play it, as with a real aggregator's game URL.

export type RoutesOptions = {
  operatorId: string;
  secret: string;
  clock: Clock;
  /** The origin game URLs start with; known once the server listens. */
  publicUrl: () => string;
  launches: Launches;
  rounds: Rounds;
  wallet: WalletOperations;
  log: Log;
};

/** Demo play starts every launch with this many major units of pretend money. */
const DEMO_CREDITS = '1000';
/** Launch and round bodies are a few hundred bytes. */
const BODY_LIMIT_BYTES = 16 * 1024;

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

const major = (minor: bigint, currency: TCurrencyCode) => toMajorUnits(minor, currency);

const roundView = (round: Round, currency: TCurrencyCode) => ({
  roundId: round.roundId,
  stake: major(round.stake, currency),
  win: major(round.win, currency),
  status: round.status,
});

const noAnswer = (response: ServerResponse) =>
  json(response, 502, { error: 'UNKNOWN', message: 'The casino’s wallet did not answer. Please try again in a moment.' });

export function createRequestHandler({ operatorId, secret, clock, publicUrl, launches, rounds, wallet, log }: RoutesOptions) {
  async function launch(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    if (!isSignedBy(secret, request.headers[SIGNATURE_HEADER], raw, clock.now())) {
      return json(response, 401, {
        error:
          'The X-Wallet-Signature header is missing, more than 300 s from our clock, or does not sign this body with the shared secret.',
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return json(response, 400, { error: 'The body must be a JSON object.' });
    }
    const parsed = ZLaunchRequest.safeParse(body);
    if (!parsed.success) {
      return json(response, 400, { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
    }
    if (parsed.data.operator_id !== operatorId) {
      return json(response, 400, { error: `operator_id must be ${operatorId}: this aggregator serves no other operator.` });
    }
    const demoCredits = parseAmount(DEMO_CREDITS, parsed.data.currency as TCurrencyCode);
    const created = newLaunch(parsed.data, demoCredits.isValid ? demoCredits.minor : 0n);
    if (!created.demo) {
      let answer;
      try {
        answer = (await wallet.authenticate(created)).body;
      } catch (error) {
        if (error instanceof DeliveryFailed) return noAnswer(response);
        throw error;
      }
      if (answer.status !== 'OK') {
        // A player the casino will not let play is refused for good; anything else is a session that does not fit.
        const status = answer.status === 'USER_DISABLED' ? 403 : 409;
        return json(response, status, { error: answer.status, message: `The casino did not accept this session (${answer.status}).` });
      }
    }
    launches.keep(created);
    log('info', 'launched', { launchId: created.id, gameCode: created.gameCode, currency: created.currency, demo: created.demo });
    json(response, 200, { url: `${publicUrl()}/games/${created.id}` });
  }

  async function state(found: Launch, response: ServerResponse) {
    let balance: bigint;
    if (found.demo) balance = found.demoBalance;
    else {
      let answer;
      try {
        answer = (await wallet.balance(found)).body;
      } catch (error) {
        if (error instanceof DeliveryFailed) return noAnswer(response);
        throw error;
      }
      if (answer.status !== 'OK' || answer.balance === null) {
        return json(response, 409, { error: answer.status, message: `The casino did not give the balance (${answer.status}).` });
      }
      balance = BigInt(answer.balance);
    }
    json(response, 200, {
      balance: major(balance, found.currency),
      currency: found.currency,
      rounds: found.rounds.map((r) => roundView(r, found.currency)),
    });
  }

  async function play(found: Launch, request: IncomingMessage, response: ServerResponse) {
    // A JSON content type cannot be sent cross-site without a preflight, which this server never grants.
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return json(response, 415, { error: 'BAD_REQUEST', message: 'Send the round as application/json.' });
    }
    let stake: unknown;
    try {
      stake = (JSON.parse((await readBody(request)).toString('utf8')) as { stake?: unknown } | null)?.stake;
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      return json(response, 400, { error: 'BAD_REQUEST', message: 'The body must be JSON such as {"stake":"1.00"}.' });
    }
    const amount = parseAmount(stake, found.currency);
    if (!amount.isValid) return json(response, 400, { error: 'BAD_REQUEST', message: `stake: ${amount.message}` });
    if (amount.minor === 0n) return json(response, 400, { error: 'BAD_REQUEST', message: 'stake: must be greater than zero' });
    const played = await rounds.play(found, amount.minor);
    if ('httpStatus' in played) return json(response, played.httpStatus, { error: played.error, message: played.message });
    json(response, 200, {
      ...roundView(played.round, found.currency),
      outcome: played.outcome,
      balance: played.balance === null ? null : major(played.balance, found.currency),
    });
  }

  function page(found: Launch | undefined, response: ServerResponse) {
    const nonce = randomBytes(16).toString('base64');
    if (!found) return void response.writeHead(404, pageHeaders(nonce)).end(renderNotFoundPage(nonce));
    response.writeHead(200, pageHeaders(nonce)).end(renderGamePage(found, nonce));
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    const method = request.method ?? 'GET';
    const allow = (allowed: string) => {
      if (method === allowed) return true;
      response.writeHead(405, { allow: allowed, 'content-type': 'application/json; charset=utf-8' }).end('{"error":"Method not allowed"}');
      return false;
    };
    if (path === '/health') return allow('GET') && json(response, 200, { status: 'ok' });
    if (path === '/v1/launch') return allow('POST') && launch(request, response);
    const match = /^\/games\/([A-Za-z0-9_-]{1,64})(\/state|\/rounds)?$/.exec(path);
    if (!match) return json(response, 404, { error: 'NOT_FOUND', message: `No route ${path}.` });
    const [, id, sub] = match;
    const found = launches.find(id!);
    if (sub === undefined) return allow('GET') && page(found, response);
    if (!found) return json(response, 404, { error: 'NOT_FOUND', message: 'This game link is unknown or has expired.' });
    if (sub === '/state') return allow('GET') && state(found, response);
    return allow('POST') && play(found, request, response);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return json(response, 413, { error: `The body must be at most ${BODY_LIMIT_BYTES} bytes.` });
      log('error', 'request failed', { url: request.url, problem: error instanceof Error ? error.message : String(error) });
      if (!response.headersSent) json(response, 500, { error: 'The sandbox aggregator failed; see its log.' });
    });
  };
}
