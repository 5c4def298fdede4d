import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWalletBody, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import {
  newGamePlayer,
  OPERATOR,
  OTHER_OPERATOR,
  SECRETS,
  startWalletApi,
  walletApiMovements,
  type GamePlayer,
} from '../../../test/wallet-api';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature';

// The seamless-wallet API as a protocol: signatures, what counts as a call, HTTP statuses, and the
// browser defences it does without. Driven over real HTTP.

describe('seamless wallet protocol', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  let p: GamePlayer;
  beforeAll(async () => {
    // Browser limits as low as they go: the wallet API must not meet them.
    api = await startWalletApi({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1' });
    aggregator = api.sandbox();
    p = await newGamePlayer(api.database.db, api.clock, { funding: 10_000n });
  });
  afterAll(() => api.close());

  const unix = () => Math.floor(api.clock.now().getTime() / 1000);
  const bodyOf = (fields: Record<string, unknown>) => JSON.stringify({ operator_id: OPERATOR, request_uuid: randomUUID(), ...fields });
  const header = (secret: string, raw: string, t = unix()) => `t=${t},v1=${signWalletBody(secret, raw, t)}`;

  it('accepts a call signed with either secret of a rotation, or carrying both signatures', async () => {
    const raw = bodyOf(p.call);
    const t = unix();
    for (const signature of [
      header(SECRETS.current, raw, t),
      header(SECRETS.previous, raw, t),
      `t=${t},v1=${signWalletBody(SECRETS.previous, raw, t)},v1=${signWalletBody(SECRETS.current, raw, t)}`,
      `t=${t},v1=${'0'.repeat(64)},v1=${signWalletBody(SECRETS.current, raw, t)}`,
    ]) {
      expect(await aggregator.sendOnce('balance', raw, signature), signature).toMatchObject({
        httpStatus: 200,
        body: { status: 'OK', balance: '10000' },
      });
    }
  });

  it('answers INVALID_SIGNATURE, HTTP 200, to a call unsigned, signed wrongly, for another operator, altered or out of time, and moves nothing', async () => {
    const bet = { ...p.bet('500'), request_uuid: 'req-1' };
    const raw = bodyOf(bet);
    const t = unix();
    const tolerance = SIGNATURE_TOLERANCE_SECONDS;
    const altered = raw.replace('"500"', '"5000"');
    const signed = signWalletBody(SECRETS.current, raw, t);
    const refusals: [string, string][] = [
      [raw, 'none'],
      [raw, `v1=${signed}`],
      [raw, `t=${t}`],
      [raw, `t=${t},v1=${signWalletBody('x'.repeat(48), raw, t)}`],
      // Another operator's valid secret cannot sign for this one.
      [raw, header(SECRETS.other, raw, t)],
      // Signed, then altered on the way (the amount multiplied by ten).
      [altered, header(SECRETS.current, raw, t)],
      // Well outside the window: the API's clock runs on while the calls are made.
      [raw, header(SECRETS.current, raw, t - tolerance - 30)],
      [raw, header(SECRETS.current, raw, t + tolerance + 30)],
      [raw, `t=${t},t=${t},v1=${signed}`],
      [raw, `t=${t},v1=${signed.slice(2)}`],
    ];
    for (const [sent, signature] of refusals) {
      expect(await aggregator.sendOnce('bet', sent, signature), signature).toEqual({
        httpStatus: 200,
        body: { status: 'INVALID_SIGNATURE', request_uuid: 'req-1', balance: null, currency: null, transaction_id: null },
      });
    }
    // Just inside the window either way, and the same call properly signed: the uuid was never used.
    const inside = bodyOf(p.call);
    expect((await aggregator.sendOnce('balance', inside, header(SECRETS.current, inside, unix() - tolerance + 5))).body.status).toBe('OK');
    expect((await aggregator.sendOnce('balance', inside, header(SECRETS.current, inside, unix() + tolerance - 5))).body.status).toBe('OK');
    expect((await aggregator.sendOnce('bet', raw, header(SECRETS.current, raw))).body).toMatchObject({ status: 'OK', balance: '9500' });
  });

  it('checks the signature time against the API clock, not the caller’s', async () => {
    const wallClock = api.sandbox({ clock: { now: () => new Date() } });
    api.clock.advance((SIGNATURE_TOLERANCE_SECONDS + 60) * 1000);
    expect((await wallClock.balance(p.call)).body.status).toBe('INVALID_SIGNATURE');
    expect((await aggregator.balance(p.call)).body.status).toBe('OK');
  });

  it('lets each operator sign for itself only', async () => {
    const b = await newGamePlayer(api.database.db, api.clock, { operatorId: OTHER_OPERATOR });
    const other = api.sandbox({ operatorId: OTHER_OPERATOR, secret: SECRETS.other });
    expect((await other.balance(b.call)).body).toMatchObject({ status: 'OK', balance: '10000' });
    // Operator B's secret, naming operator A in the body.
    expect((await api.sandbox({ secret: SECRETS.other }).balance(p.call)).body.status).toBe('INVALID_SIGNATURE');
    // A's tokens mean nothing to B.
    expect((await other.balance(p.call)).body.status).toBe('INVALID_TOKEN');
  });

  it('answers WRONG_SYNTAX, HTTP 200, to any body that is not the call, once it is properly signed', async () => {
    const valid = { ...p.bet('100'), operator_id: OPERATOR, request_uuid: 'req-syntax' };
    const without = (field: string) => JSON.stringify({ ...valid, [field]: undefined });
    const malformed = [
      '',
      'not json',
      '{"amount": "1"',
      '[]',
      'null',
      without('amount'),
      without('transaction_uuid'),
      without('round_id'),
      without('session_token'),
      without('player_id'),
      JSON.stringify({ ...valid, amount: 100 }),
      JSON.stringify({ ...valid, amount: '1.00' }),
      JSON.stringify({ ...valid, amount: '-5' }),
      JSON.stringify({ ...valid, amount: '0100' }),
      JSON.stringify({ ...valid, amount: '1'.repeat(39) }),
      JSON.stringify({ ...valid, player_id: 'player-1' }),
      JSON.stringify({ ...valid, player_id: p.playerId.toUpperCase() }),
      JSON.stringify({ ...valid, round_closed: 'yes' }),
      JSON.stringify({ ...valid, transaction_uuid: 'has space' }),
      JSON.stringify({ ...valid, transaction_uuid: 'x'.repeat(101) }),
      JSON.stringify({ ...valid, currency: 'eur' }),
    ];
    for (const raw of malformed) {
      const answer = await aggregator.sendOnce('bet', raw, header(SECRETS.current, raw));
      expect(answer.httpStatus, raw.slice(0, 80)).toBe(200);
      expect(answer.body.status, raw.slice(0, 80)).toBe('WRONG_SYNTAX');
      expect(answer.body).toMatchObject({ balance: null, transaction_id: null });
    }
    // The request_uuid is echoed whenever one can be read.
    expect((await aggregator.sendOnce('bet', without('amount'), header(SECRETS.current, without('amount')))).body.request_uuid).toBe(
      'req-syntax',
    );
    // Unsigned garbage is a signature problem first.
    expect((await aggregator.sendOnce('bet', 'not json', 'none')).body.status).toBe('INVALID_SIGNATURE');
    expect(await walletApiMovements(api.database.db, p.playerId)).toHaveLength(1);
  });

  it('reads the body whatever its content type says, and answers WRONG_SYNTAX when there is none', async () => {
    const raw = bodyOf(p.call);
    const post = (contentType: string | undefined, body: string | undefined) =>
      fetch(`${api.baseUrl}/wallet-api/v1/balance`, {
        method: 'POST',
        headers: { ...(contentType && { 'content-type': contentType }), 'x-wallet-signature': header(SECRETS.current, body ?? '') },
        body,
      });
    const plain = await post('text/plain', raw);
    expect([plain.status, (await plain.json()).status]).toEqual([200, 'OK']);
    const empty = await post(undefined, undefined);
    expect([empty.status, (await empty.json()).status]).toEqual([200, 'WRONG_SYNTAX']);
  });

  it('needs no CSRF header and meets no per-address limit: calls from one address in a row are all answered', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await aggregator.balance(p.call)).httpStatus);
    expect(new Set(answers)).toEqual(new Set([200]));
  });

  it('is described in the OpenAPI document: six calls, their bodies and the answer with every status', async () => {
    const docs = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(docs.paths).filter((path) => path.startsWith('/wallet-api/v1/'));
    expect(paths.sort()).toEqual(['authenticate', 'balance', 'bet', 'end-round', 'rollback', 'win'].map((c) => `/wallet-api/v1/${c}`));
    const bet = docs.paths['/wallet-api/v1/bet'].post;
    expect(bet.requestBody.content['application/json'].schema.properties.amount).toMatchObject({
      type: 'string',
      pattern: '^(0|[1-9]\\d*)$',
    });
    expect(bet.responses['200'].content['application/json'].schema.properties.status.enum).toContain('TRANSACTION_ROLLED_BACK');
    expect(bet.parameters).toEqual([expect.objectContaining({ in: 'header', name: 'x-wallet-signature' })]);
  });
});

describe('seamless wallet when the database is gone', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  beforeAll(async () => {
    api = await startWalletApi();
  });
  // The test closed the database itself.
  afterAll(() => api.close().catch(() => undefined));

  it('answers 500 with UNKNOWN: nothing was committed, so the aggregator retries', async () => {
    const p = await newGamePlayer(api.database.db, api.clock);
    await api.database.close();
    const answer = await api.sandbox().sendOnce('bet', p.bet('100'));
    expect(answer).toMatchObject({ httpStatus: 500, body: { status: 'UNKNOWN', request_uuid: expect.any(String), balance: null } });
  });
});
