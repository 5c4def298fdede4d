import {
  BUY_CRYPTO_PROVIDERS,
  buyCryptoCurrencyCode,
  CRYPTO_CURRENCIES,
  ZBuyCryptoProvider,
  ZChainBlock,
  ZErrorResponse as E,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { convertFromEurFloor, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { SANDBOX_BLOCKS_PATH } from './chains/sandbox-chain';
import { buyCryptoPage, chainPage, SANDBOX_CHAIN_PATH, type ChainPageState } from './sandbox-chain-pages';
import { readAmounts, readCurrency, readDestination, readEurCents } from './sandbox-chain-form';
import { messagePage } from './sandbox-pages';

const ZForm = z.record(z.string(), z.string().max(200));
const LATEST = 20;
const PURCHASED = 'Purchase complete: the coins are on their way to your deposit address.';

/**
 * The sandbox chain's pages (registered inside sandboxRoutes, so only while the sandbox stands in, with its
 * CSP and form parser): a wallet-and-explorer page where a tester sends coins to a deposit address or drops
 * an unconfirmed transaction, and the buy-crypto providers' widgets, which pay the address they are given.
 * Deposits come only from the chain watcher seeing these transactions. A block is read as JSON, as from a
 * chain's explorer: the provably fair page checks a crash chain's salt against it.
 */
export const sandboxChainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const chain = app.payments.sandboxChain;
  if (!chain) return;
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const showChain = async (reply: FastifyReply, status: number, state: Omit<ChainPageState, 'outputs' | 'finalAt'>) =>
    html(
      reply,
      status,
      chainPage({ ...state, outputs: await chain.latest(LATEST, app.clock.now()), finalAt: app.config.cryptoConfirmations }),
    );

  app.get(SANDBOX_CHAIN_PATH, { schema: { hide: true, querystring: ZForm } }, async (request, reply) => {
    const { sent, ...values } = request.query;
    const notice = sent && /^[0-9a-f]{64}$/.test(sent) ? `Transaction ${sent} broadcast.` : undefined;
    return showChain(reply, 200, { values, notice });
  });

  app.post(SANDBOX_CHAIN_PATH, { config: { csrf: false }, schema: { hide: true, body: ZForm } }, async (request, reply) => {
    const form = request.body;
    const destination = await readDestination(db, form);
    if (!destination.ok) return showChain(reply, 422, { values: form, error: destination.message });
    const amounts = readAmounts(destination.value.currency, form.amount);
    if (!amounts.ok) return showChain(reply, 422, { values: form, error: amounts.message });
    const txHash = await chain.broadcast({ ...destination.value, amounts: amounts.value }, app.clock.now());
    return reply.redirect(`${SANDBOX_CHAIN_PATH}?sent=${txHash}`, 303);
  });

  app.post(`${SANDBOX_CHAIN_PATH}/drop`, { config: { csrf: false }, schema: { hide: true, body: ZForm } }, async (request, reply) => {
    const { currency, txHash = '' } = request.body;
    const known = readCurrency(currency);
    const outcome = known.ok && /^[0-9a-f]{64}$/.test(txHash) ? await chain.drop(known.value, txHash, app.clock.now()) : 'unknown';
    if (outcome === 'unknown')
      return showChain(reply, 404, { values: {}, error: 'No such transaction on the chain, or it was dropped already.' });
    if (outcome === 'final')
      return showChain(reply, 409, { values: {}, error: 'This transaction is confirmed: it can no longer be dropped.' });
    return reply.redirect(SANDBOX_CHAIN_PATH, 303);
  });

  app.get(
    `${SANDBOX_BLOCKS_PATH}/:currency/:height`,
    {
      // Reading a due block mines it (stores its hash): limited like the other public reads.
      config: { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        hide: true,
        params: z.object({ currency: z.enum(CRYPTO_CURRENCIES), height: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: ZChainBlock, 400: E, 404: E, 429: E },
      },
    },
    async (request) => {
      const { currency, height } = request.params;
      const block = await chain.block(currency, height, app.clock.now());
      if (!block) throw notFound(`Block ${height} of the ${currency} chain is not mined yet.`);
      return { chain: currency, height, hash: block.hash, minedAt: block.minedAt.toISOString() };
    },
  );

  const buySchema = { hide: true, params: z.object({ provider: ZBuyCryptoProvider }), querystring: ZForm };
  /** The widget's provider and destination, or why it cannot pay there. */
  async function openWidget(provider: string, query: Record<string, string | undefined>) {
    const destination = await readDestination(db, query);
    if (!destination.ok) return destination;
    const { address = '', currency = '', tag } = query;
    const action = `/payments/sandbox/buy-crypto/${provider}?${new URLSearchParams({ address, currency, ...(tag ? { tag } : {}) })}`;
    const chosen = BUY_CRYPTO_PROVIDERS.find((p) => p.id === provider)!;
    return { ok: true, value: { ...destination.value, provider: chosen, action } } as const;
  }

  app.get('/payments/sandbox/buy-crypto/:provider', { schema: buySchema }, async (request, reply) => {
    const opened = await openWidget(request.params.provider, request.query);
    if (!opened.ok) return html(reply, 404, messagePage('Cannot buy here', opened.message));
    const widget = opened.value;
    return html(reply, 200, buyCryptoPage({ ...widget, eur: request.query.eur }));
  });

  app.post(
    '/payments/sandbox/buy-crypto/:provider',
    { config: { csrf: false }, schema: { ...buySchema, body: ZForm } },
    async (request, reply) => {
      const opened = await openWidget(request.params.provider, request.query);
      if (!opened.ok) return html(reply, 404, messagePage('Cannot buy here', opened.message));
      const widget = opened.value;
      const { eur, action } = request.body;
      const cents = readEurCents(eur);
      if (!cents.ok) return html(reply, 422, buyCryptoPage({ ...widget, eur, error: cents.message }));
      // The provider keeps its fee (rounded to its advantage), and sells the rest at our stored rate.
      const feeBasisPoints = BigInt(Math.round(widget.provider.feePercent * 100));
      const netCents = (cents.value * (10_000n - feeBasisPoints)) / 10_000n;
      const coins = convertFromEurFloor(netCents, await getRatePerEur(db, widget.currency), widget.currency);
      const quote = toMajorUnits(coins, widget.currency);
      if (coins <= 0n) return html(reply, 422, buyCryptoPage({ ...widget, eur, error: 'This amount buys nothing after the fee.' }));
      if (action !== 'buy') return html(reply, 200, buyCryptoPage({ ...widget, eur, quote }));
      await chain.broadcast({ ...widget, amounts: [coins] }, app.clock.now());
      return html(reply, 200, messagePage('Purchase complete', `${PURCHASED} (${quote} ${buyCryptoCurrencyCode(widget.currency)})`));
    },
  );
};
