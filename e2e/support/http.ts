import { solveChallenge, type Challenge } from 'altcha-lib';
// The WebCrypto variant: the code path the widget's worker runs in the browser.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { request } from 'node:http';

/** The header the site's own client sends on every state-changing call (the API's CSRF guard wants it). */
export const CLIENT_HEADERS = { 'x-requested-with': 'casino-web' };

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

type RawRequest = {
  method?: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Send the body only once the answer's head is in: a client still uploading when the server answers. */
  isUploadAfterAnswer?: boolean;
};

/**
 * One request exactly as given (no client-side limits or retries), on a connection of its own that
 * the client asks to close after it. Resolves with the answer once the body is sent too; a connection
 * the server drops without an answer, or while the body is still going out, rejects.
 */
export function sendRaw(url: string, opts: RawRequest = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: { ...opts.headers, connection: 'close' }, agent: false });
    const sent = new Promise((done) => req.on('finish', done));
    req.on('response', (res) => {
      if (opts.isUploadAfterAnswer) req.end(opts.body);
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => void sent.then(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, body })));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (opts.isUploadAfterAnswer) req.flushHeaders();
    else req.end(opts.body);
  });
}

/** The site's captcha challenge. */
export const CAPTCHA_CHALLENGE_PATH = '/user-service/api/v1/captcha/challenge';

/** Solves the site's captcha as the widget does, asking for the challenge with `headers`. */
export async function solveCaptcha(webUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${webUrl}${CAPTCHA_CHALLENGE_PATH}`, { headers });
  if (!res.ok) throw new Error(`captcha challenge: ${res.status}`);
  return solveChallengeOf((await res.json()) as Challenge);
}

/** The captcha field's value for `challenge`, solved as the widget solves it. */
export async function solveChallengeOf(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha challenge not solved');
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}
