// The sandbox gateways' hosted pages: plain HTML forms, no script, styled inline. They fit a phone's frame (a 390 px
// screen leaves a deposit dialog's frame about 300 px): long addresses wrap, the margins narrow.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "vegapay" → "Vegapay": the sandbox's name for a gateway. */
export const gatewayName = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2330;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:12px 0}.sandbox{color:#8a5a00;font-size:13px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;padding:12px;margin-top:16px;border:0;border-radius:6px;font-size:16px;background:#1f6feb;color:#fff;cursor:pointer}
button.secondary{background:#e4e6eb;color:#1d2330}.error{color:#b42318;background:#fef3f2;padding:8px;border-radius:6px;margin-top:12px}
table{width:100%;font-size:13px;margin-top:16px;border-collapse:collapse}td{padding:4px 0;border-top:1px solid #eee}
code{overflow-wrap:anywhere;word-break:break-all}@media(max-width:480px){body{padding:8px}main{padding:16px}}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export type PaymentSummary = { gateway: string; amount: string; currency: string };

const header = (p: PaymentSummary) =>
  `<h1>${escapeHtml(gatewayName(p.gateway))}</h1><p class="sandbox">Sandbox payment page: no real money moves.</p>
<div class="amount">${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</div>`;

export const errorBlock = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');

/** The test cards a tester may use, and what each does. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Approved' },
  { number: '4000 0027 6000 3184', outcome: '3-D Secure challenge' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;

export function cardPage(p: PaymentSummary, form: { action: string; error?: string; values?: Record<string, string> }): string {
  const value = (name: string) => escapeHtml(form.values?.[name] ?? '');
  const cards = TEST_CARDS.map((c) => `<tr><td>${c.number}</td><td>${c.outcome}</td></tr>`).join('');
  return page(
    `Pay ${p.amount} ${p.currency}`,
    `${header(p)}${errorBlock(form.error)}
<form method="post" action="${escapeHtml(form.action)}">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${value('cardNumber')}">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="${value('expiry')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="${value('cvc')}"></div></div>
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="cc-name" value="${value('holder')}">
<button type="submit" name="action" value="pay">Pay ${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel payment</button>
</form><table><caption>Test cards (any future expiry, any CVC)</caption>${cards}</table>`,
  );
}

export function challengePage(p: PaymentSummary, action: string): string {
  return page(
    '3-D Secure',
    `${header(p)}<h2>Confirm it is you</h2><p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button></form>`,
  );
}

export function walletPage(p: PaymentSummary, action: string): string {
  return page(
    `Pay with ${gatewayName(p.gateway)}`,
    `${header(p)}<p>Signed in to your ${escapeHtml(gatewayName(p.gateway))} wallet.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="pay">Approve payment</button>
<button type="submit" name="action" value="cancel" class="secondary">Decline</button></form>`,
  );
}

/** The end of a payment shown where the page cannot send the player back (an embedded widget). */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}" target="_top">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`);
}
