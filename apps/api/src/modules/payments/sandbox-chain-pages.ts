import { BUY_CRYPTO_PROVIDERS, CRYPTO_CURRENCIES, type TCurrencyCode } from '@casino/contracts';
import { toMajorUnits } from '../../lib/money';
import type { SandboxOutput } from './chains/sandbox-chain';
import { CRYPTO_LABELS, type TCryptoCurrency } from './crypto/crypto-currencies';
import { errorBlock, escapeHtml, page } from './sandbox-pages';

// The sandbox chain's explorer and the sandbox buy-crypto widgets: plain HTML forms, no script.

export const SANDBOX_CHAIN_PATH = '/payments/sandbox/chain';

const field = (name: string, label: string, value = '', attrs = '') =>
  `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}>`;

const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

export type ChainPageState = {
  values: Record<string, string | undefined>;
  outputs: SandboxOutput[];
  /** Confirmations after which a transaction is final here (no Drop button any more). */
  finalAt: Record<string, number>;
  error?: string;
  notice?: string;
};

function outputRow(o: SandboxOutput, finalAt: Record<string, number>): string {
  const status = o.confirmations === 'gone' ? 'dropped' : `${o.confirmations} conf.`;
  const canDrop = o.confirmations !== 'gone' && o.confirmations < (finalAt[o.currency] ?? 1) && o.outputIndex === 0;
  const drop = canDrop
    ? `<form method="post" action="${SANDBOX_CHAIN_PATH}/drop"><input type="hidden" name="currency" value="${o.currency}">
<input type="hidden" name="txHash" value="${o.txHash}"><button type="submit" class="secondary">Drop</button></form>`
    : '';
  const to = `${escapeHtml(o.address)}${o.destinationTag === null ? '' : ` tag ${o.destinationTag}`}`;
  const amount = `${toMajorUnits(o.amount, o.currency as TCurrencyCode)} ${CRYPTO_LABELS[o.currency]}`;
  return `<tr><td title="${o.txHash}">${shortHash(o.txHash)}:${o.outputIndex}</td><td>${amount}<br>${to}</td><td>${status}</td><td>${drop}</td></tr>`;
}

/** The tester's wallet and explorer: send to a deposit address, watch confirmations grow, drop one (a reorg). */
export function chainPage(state: ChainPageState): string {
  const v = state.values;
  const options = CRYPTO_CURRENCIES.map(
    (c) => `<option value="${c}"${v.currency === c ? ' selected' : ''}>${escapeHtml(CRYPTO_LABELS[c])}</option>`,
  ).join('');
  const rows = state.outputs.map((o) => outputRow(o, state.finalAt)).join('');
  return page(
    'Sandbox chain',
    `<h1>Sandbox chain</h1><p class="sandbox">Sandbox blockchain: no real coins move. A block comes every few seconds.</p>
${errorBlock(state.error)}${state.notice ? `<p role="status">${escapeHtml(state.notice)}</p>` : ''}
<form method="post" action="${SANDBOX_CHAIN_PATH}">
<label for="currency">Currency</label><select id="currency" name="currency">${options}</select>
${field('address', 'To address', v.address, 'autocomplete="off"')}
${field('tag', 'Destination tag (XRP only)', v.tag, 'inputmode="numeric"')}
${field('amount', 'Amount (several, separated by commas, make one output each)', v.amount, 'inputmode="decimal"')}
<button type="submit">Send</button></form>
<table><caption>Latest transactions</caption>${rows || '<tr><td>None yet.</td></tr>'}</table>`,
  );
}

export type BuyPageState = {
  provider: (typeof BUY_CRYPTO_PROVIDERS)[number];
  action: string;
  currency: TCryptoCurrency;
  address: string;
  eur?: string | undefined;
  quote?: string;
  error?: string;
};

/** A buy-crypto provider's widget: euros in, coins (less the provider's fee, at our rates) to the deposit address. */
export function buyCryptoPage(s: BuyPageState): string {
  const label = CRYPTO_LABELS[s.currency];
  const { name, feePercent, minutes, verificationAboveEur } = s.provider;
  const quote = s.quote ? `<div class="amount">You receive ${escapeHtml(s.quote)} ${escapeHtml(label)}</div>` : '';
  return page(
    `Buy ${label} with ${name}`,
    `<h1>${escapeHtml(name)}</h1><p class="sandbox">Sandbox widget: no real money moves.</p>
<p>Fee ${feePercent}% · about ${minutes} minutes · identity check above ${verificationAboveEur} EUR</p>
<p>To your deposit address <code>${escapeHtml(s.address)}</code></p>${errorBlock(s.error)}${quote}
<form method="post" action="${escapeHtml(s.action)}">
${field('eur', 'You pay (EUR)', s.eur, 'inputmode="decimal"')}
<button type="submit" name="action" value="quote" class="secondary">Show amount</button>
<button type="submit" name="action" value="buy">Buy ${escapeHtml(label)}</button></form>`,
  );
}
