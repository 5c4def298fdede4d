import { solveChallenge, type Challenge } from 'altcha-lib';
// The WebCrypto variant: the same code path the widget's worker runs in the browser.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { App } from '../src/app';
import { randomIp, USER_API } from './http';

/**
 * Does what the altcha widget does in the browser: fetch a challenge from our API, find the
 * secret counter by brute force (tests run with CAPTCHA_MAX_NUMBER=1000) and encode the answer
 * as base64(JSON {challenge: {parameters, signature}, solution}).
 */
export async function solveCaptcha(app: App, opts: { ip?: string } = {}): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${USER_API}/captcha/challenge`, remoteAddress: opts.ip ?? randomIp() });
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return btoa(JSON.stringify(payload));
}
