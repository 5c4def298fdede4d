import { randomUUID } from 'node:crypto';
import { signatureHeader, SIGNATURE_HEADER } from '../../apps/api/src/sandbox-aggregator/signature';
import { bodyOf } from './browser';
import { createHttpClient } from './http-client';
import type { Journal, WalletAnswer, WalletCall } from './journal';
import type { Requests } from './requests';

// The harness as a game aggregator: wallet calls signed with the sandbox aggregator's secret, sent to the internal API
// balancer as an aggregator's are. Each attempt is a new request (a new request_uuid, a fresh signature) carrying the
// same transaction, so a resend is a replay to the casino; the first answer to each transaction uuid is kept, and every
// later one must equal it.

export function createWalletApi({
  url,
  operatorId,
  secret,
  requests,
  journal,
}: {
  url: string;
  operatorId: string;
  secret: string;
  requests: Requests;
  journal: Journal;
}) {
  // Many players' rounds at once, as an aggregator's servers send them.
  const http = createHttpClient({ maxSockets: 64 });

  /** Sends `fields` as `call` until the casino answers; answers the body without its request_uuid. */
  async function send(call: WalletCall, fields: Record<string, unknown>, kind = `wallet ${call}`): Promise<WalletAnswer> {
    const answer = await requests.untilAnswered(kind, () => {
      const raw = JSON.stringify({ operator_id: operatorId, ...fields, request_uuid: randomUUID() });
      return http.send(`${url}/wallet-api/v1/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, raw, new Date()) },
        body: raw,
      });
    });
    if (answer.status !== 200) throw new Error(`wallet ${call} answered HTTP ${answer.status}: ${answer.text}`);
    const { status, balance, currency, transaction_id } = bodyOf<WalletAnswer>(answer);
    const core = { status, balance, currency, transaction_id };
    const uuid = String(fields.transaction_uuid);
    const kept = journal.wallet.get(uuid);
    if (kept) journal.compare(`wallet ${call} ${uuid}`, JSON.stringify(kept.first), JSON.stringify(core));
    else journal.wallet.set(uuid, { call, fields, first: core });
    return core;
  }

  return {
    operatorId,
    send,
    /** The same transaction again, on purpose: the casino must answer what it answered first and move nothing. */
    replay: (call: WalletCall, fields: Record<string, unknown>) => send(call, fields, `wallet ${call} replay`),
    close: () => http.close(),
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
