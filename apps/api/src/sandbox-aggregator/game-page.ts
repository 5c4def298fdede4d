import { parseAmount } from '@casino/contracts';
import { STAKE_PRESETS } from './coin-flip';
import type { Launch } from './launches';

// The game page the casino frames: one self-contained document (its style and script inline, allowed by a
// per-answer nonce), which reads the game's state and places rounds through this server's JSON routes.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The page's headers: framable by any casino origin (a sandbox), nothing loaded from elsewhere. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors http: https:',
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #10141c; color: #f2f4f8; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { margin: 0 0 1rem; font-size: 1.75rem; }
  .note { margin: 0; color: #f5c451; font-size: .875rem; text-transform: uppercase; letter-spacing: .06em; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #a9b1c1; } dd { margin: 0; font-variant-numeric: tabular-nums; }
  fieldset { border: 1px solid #3a4356; border-radius: .5rem; padding: .75rem; margin: 0 0 1rem; }
  legend { padding: 0 .25rem; }
  .presets { display: flex; gap: .5rem; margin-bottom: .75rem; }
  button, input { font: inherit; border-radius: .375rem; }
  button { padding: .5rem .9rem; border: 1px solid #5b6680; background: #232b3b; color: inherit; cursor: pointer; }
  button[aria-pressed="true"] { background: #3d63dd; border-color: #7b9bff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f5c451; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: progress; }
  input { width: 8rem; padding: .45rem .6rem; border: 1px solid #5b6680; background: #0b0e14; color: inherit; }
  .flip { width: 100%; padding: .75rem; font-size: 1.125rem; font-weight: 600; background: #1f8a4c; border-color: #39b86e; }
  #result { min-height: 3rem; margin: 1rem 0; padding: .75rem; border-radius: .5rem; background: #1a202c; }
  ol { padding-left: 1.25rem; color: #c9cfdb; font-size: .9rem; }
`;

// Reads its URLs and currency from the main element's data attributes, so nothing of the launch is written into script.
const SCRIPT = `
  const main = document.querySelector('main');
  const { stateUrl, roundsUrl, currency } = main.dataset;
  const balance = document.getElementById('balance');
  const stake = document.getElementById('stake');
  const result = document.getElementById('result');
  const rounds = document.getElementById('rounds');
  const flip = document.getElementById('flip');
  const presets = [...document.querySelectorAll('[data-stake]')];
  let refresh;
  const markPreset = () => presets.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.stake === stake.value)));
  presets.forEach((b) => b.addEventListener('click', () => { stake.value = b.dataset.stake; markPreset(); }));
  stake.addEventListener('input', markPreset);
  function setBalance(amount) {
    const text = amount + ' ' + currency;
    // The casino's page around the frame shows the balance too: it is told to read it again when it changed.
    if (balance.textContent !== text && window.parent !== window) window.parent.postMessage({ type: 'casino:balance' }, '*');
    balance.textContent = text;
  }
  function show(state) {
    setBalance(state.balance);
    rounds.replaceChildren(...state.rounds.slice(0, 10).map((r) => {
      const li = document.createElement('li');
      li.textContent = 'Stake ' + r.stake + ', win ' + r.win + (r.status === 'open' ? ' (settling)' : '');
      return li;
    }));
    clearTimeout(refresh);
    if (state.rounds.some((r) => r.status === 'open')) refresh = setTimeout(load, 1000);
  }
  async function load() {
    const answer = await fetch(stateUrl, { cache: 'no-store' });
    const body = await answer.json();
    if (answer.ok) show(body); else result.textContent = body.message || body.error;
  }
  document.getElementById('flip-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    flip.disabled = true;
    try {
      const answer = await fetch(roundsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: stake.value.trim() }) });
      const body = await answer.json();
      if (!answer.ok) { result.textContent = body.message || body.error; return; }
      result.textContent = body.outcome === 'win'
        ? 'Heads: you win ' + body.win + ' ' + currency + ' (stake ' + body.stake + ').'
        : 'Tails: no win this time (stake ' + body.stake + ').';
      if (body.balance !== null) setBalance(body.balance);
      await load();
    } catch {
      result.textContent = 'The game could not be reached. Please try again.';
    } finally {
      flip.disabled = false;
    }
  });
  markPreset();
  load();
`;

export function renderGamePage(launch: Launch, nonce: string): string {
  const base = `/games/${launch.id}`;
  const presets = STAKE_PRESETS.filter((p) => parseAmount(p, launch.currency).isValid);
  const buttons = presets
    .map((p) => `<button type="button" data-stake="${p}" aria-pressed="false">${p} ${escapeHtml(launch.currency)}</button>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(launch.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coin Flip · Sandbox aggregator</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main data-state-url="${base}/state" data-rounds-url="${base}/rounds" data-currency="${escapeHtml(launch.currency)}">
<p class="note">Sandbox aggregator</p>
<h1>Coin Flip</h1>
<dl>
<dt>Game</dt><dd>${escapeHtml(launch.gameCode)}</dd>
<dt>Currency</dt><dd>${escapeHtml(launch.currency)}${launch.demo ? ' (demo credits)' : ''}</dd>
<dt>Balance</dt><dd id="balance">…</dd>
</dl>
<form id="flip-form" novalidate>
<fieldset>
<legend>Stake</legend>
<div class="presets">${buttons}</div>
<label for="stake">Stake in ${escapeHtml(launch.currency)}</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="1" required>
</fieldset>
<button type="submit" id="flip" class="flip">Flip</button>
</form>
<p id="result" role="status" aria-live="polite">Choose a stake and flip: heads pays twice the stake.</p>
<h2>Last rounds</h2>
<ol id="rounds"></ol>
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

export function renderNotFoundPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Game not found · Sandbox aggregator</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><p class="note">Sandbox aggregator</p><h1>Game not found</h1>
<p>This game link is unknown or has expired. Open the game again from the casino.</p></main></body>
</html>
`;
}
