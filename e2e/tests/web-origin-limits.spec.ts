import { CLIENT_HEADERS, sendRaw, type RawAnswer } from '../support/http';
import { expect, test } from '../support/fixtures';

// HTTP through the web origin only, no browser: what it answers to requests too big to serve.

/** An error report padded past the API's limits (64 KB for this route, 1 MB for any body). */
function reportOf(bytes: number): string {
  return JSON.stringify({ user: null, error: { message: 'x'.repeat(bytes), url: 'http://casino.test/' }, userAgent: 'Test/1.0' });
}

/** A JSON answer with this status and a message, the way the API answers every refusal. */
function expectJsonRefusal(answer: RawAnswer, status: number) {
  expect(answer.status, answer.body.slice(0, 200)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
}

test("a body over the API's limit gets the API's own 413, however large, and the upload is not cut off", async ({ stack }) => {
  for (const [bytes, isUploadAfterAnswer] of [
    [1_200_000, false],
    [15 * 1024 * 1024, false],
    // The 413 comes from the length alone: a client that is still sending then finishes its upload.
    [15 * 1024 * 1024, true],
  ] as const) {
    const body = reportOf(bytes);
    const answer = await sendRaw(`${stack.webUrl}/api/error-logger`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      body,
      isUploadAfterAnswer,
    });
    expectJsonRefusal(answer, 413);
    expect(JSON.parse(answer.body).message).toBe('Request body is too large');
  }
});

test('an address too long is 414 and headers too large are 431, and the server keeps serving', async ({ stack }) => {
  const longPath = `/${'a'.repeat(100_000)}`;
  const cookie = `big=${'b'.repeat(200_000)}`;
  for (let i = 0; i < 3; i++) {
    expectJsonRefusal(await sendRaw(stack.webUrl + longPath), 414);
    expectJsonRefusal(await sendRaw(`${stack.webUrl}/`, { headers: { cookie } }), 431);
    expectJsonRefusal(await sendRaw(`${stack.webUrl}/api/error-logger`, { method: 'POST', headers: { cookie } }), 431);
  }
  expect((await sendRaw(`${stack.webUrl}/`)).status).toBe(200);
  expect((await sendRaw(`${stack.webUrl}/ip-service/api/v1/user/currentIp`)).status).toBe(200);
});

test('the seamless-wallet API is server to server: the web origin does not serve it', async ({ stack }) => {
  const body = JSON.stringify({ request_uuid: crypto.randomUUID() });
  const headers = { ...CLIENT_HEADERS, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  const throughWeb = await sendRaw(`${stack.webUrl}/wallet-api/v1/balance`, { method: 'POST', headers, body });
  expect(throughWeb.status).toBe(404);
  expect(throughWeb.body).not.toContain('INVALID_SIGNATURE');
  // The API itself answers it (unsigned: refused by the protocol, not missing).
  const direct = await sendRaw(`${stack.apiUrl}/wallet-api/v1/balance`, { method: 'POST', headers, body });
  expect(JSON.parse(direct.body)).toMatchObject({ status: 'INVALID_SIGNATURE' });
});
