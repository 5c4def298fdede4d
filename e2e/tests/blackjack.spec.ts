import { randomUUID } from 'node:crypto';
import { BLACKJACK_MAX_CARDS, BLACKJACK_TITLES, blackjackFamily, blackjackHandTotal, type BlackjackState } from '@casino/games';
import type { Page } from '@playwright/test';
import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import { activeSeedPair, floatsAt, type SeedPair } from '../support/seeds';

// A real-money hand of Velvet Blackjack with a split. The player's seed pair is read where the API keeps it,
// the first round that deals a pair is found, and the rounds before it are played through the play API as
// the game client plays them: the split hand is a real round of the player's, nothing arranged.

const config = BLACKJACK_TITLES.VelvetBlackjack.config;
const value = (code: string) => ('TJQK'.includes(code[0]!) ? 10 : code[0] === 'A' ? 1 : Number(code[0]));

async function dealAt(seeds: SeedPair, nonce: number): Promise<BlackjackState> {
  return blackjackFamily.open(config, { amount: 100n }, await floatsAt(seeds, nonce, BLACKJACK_MAX_CARDS));
}

/** Two cards of one value (not aces), no ace or ten over an ace at the dealer, and the first split hand short of 21. */
function isSplitDeal(deal: BlackjackState): boolean {
  const [p1, up, p2, hole, draw] = (deal.steps[0] as { cards: string[] }).cards;
  const isPeekEnd = value(up!) === 10 && value(hole!) === 1;
  return value(p1!) === value(p2!) && value(p1!) !== 1 && value(up!) !== 1 && !isPeekEnd && blackjackHandTotal([p1!, draw!]).total < 21;
}

/** A round at the minimum bet played the shortest way through the play API: insurance declined, every hand stood. */
async function playThrough(page: Page, token: string) {
  const base = `/game-aggregator-service/api/v1/play/${token}`;
  const headers = { 'x-requested-with': 'casino-web' };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`${base}${path}`, { data, headers });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { round: { id: string; status: string; steps: { allowed?: string[] }[] } };
  };
  let { round } = await post('/rounds', { requestId: randomUUID(), bet: { family: 'blackjack', amount: '1.00' } });
  while (round.status === 'open') {
    const isOffer = round.steps.at(-1)?.allowed?.includes('insurance');
    ({ round } = await post(`/rounds/${round.id}/actions`, { action: isOffer ? { kind: 'insurance', take: false } : { kind: 'stand' } }));
  }
}

test('a player splits a pair in a real-money hand of Velvet Blackjack; the header balance and the game history follow', async ({
  page,
  stack,
}, testInfo) => {
  // The rounds played before the split hand, then the history page: more than the default budget on a busy machine.
  test.slow();
  const email = uniqueEmail('blackjack', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Edward Thorp', email, password: 'beat the dealer 1962' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '100.00', reason: 'Test funds' });

  await page.goto('/game/velvet-blackjack');
  await waitForGame(page);
  const token = new URL((await page.locator('iframe[src^="/play/"]').getAttribute('src'))!, 'http://x').pathname.split('/')[2]!;
  const seeds = await activeSeedPair(stack, email);
  let nonce = seeds.nonce;
  while (!isSplitDeal(await dealAt(seeds, nonce))) nonce += 1;
  for (let filler = seeds.nonce; filler < nonce; filler += 1) await playThrough(page, token);
  const deal = await dealAt(seeds, nonce);
  const cards = (deal.steps[0] as { cards: string[] }).cards;

  // The game shows the wallet after those rounds.
  await page.reload();
  await waitForGame(page);
  const table = gameFrame(page);
  await expect(table.getByText('Real money')).toBeVisible();
  const before = euroCents(await table.getByTestId('play-balance').innerText());
  await table.getByRole('button', { name: 'Deal' }).click();

  // One hand of the pair; the dealer's up card and a face-down hole card; only the legal decisions.
  const hands = table.getByTestId('blackjack-hand');
  await expect(hands).toHaveCount(1);
  await expect(hands.first().locator('li[data-card]')).toHaveCount(2);
  expect(
    await hands
      .first()
      .locator('li[data-card]')
      .evaluateAll((li) => li.map((card) => card.getAttribute('data-card'))),
  ).toEqual([cards[0], cards[2]]);
  await expect(table.getByTestId('blackjack-dealer').locator('li[data-card]')).toHaveCount(1);
  await expect(table.getByTestId('blackjack-dealer').getByLabel('Card face down')).toHaveCount(1);
  for (const name of ['Hit', 'Stand', 'Double', 'Split']) await expect(table.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Insurance', exact: true })).toHaveCount(0);
  await expect(table.getByTestId('play-balance')).toHaveText(formatEuro(before - 100));

  await table.getByRole('button', { name: 'Split', exact: true }).click();
  await expect(hands).toHaveCount(2);
  await expect(table.getByTestId('play-balance')).toHaveText(formatEuro(before - 200));

  // Both hands fit the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const hand of await hands.all()) {
    const box = (await hand.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // Stand on each hand the split left open; the dealer then turns the hole card and every hand is settled.
  const result = table.getByTestId('blackjack-result');
  const stand = table.getByRole('button', { name: 'Stand', exact: true });
  const actions: { kind: 'split' | 'stand' }[] = [{ kind: 'split' }];
  while (!(await result.isVisible())) {
    await stand.click();
    actions.push({ kind: 'stand' });
    // The answer brings either the next hand to play or the settled round.
    await expect(table.getByRole('button', { name: 'Stand', exact: true, disabled: false }).or(result)).toBeVisible();
  }
  const engine = actions.reduce((state, action) => blackjackFamily.act!(config, state, action), deal);
  await expect(table.getByTestId('blackjack-hand-result')).toHaveCount(2);
  await expect(table.getByTestId('blackjack-dealer').getByLabel('Card face down')).toHaveCount(0);
  const win = Number(engine.win);
  // Only more than the stake back is a win; a push returns it.
  await expect(result).toHaveText(win > 200 ? `You won ${formatEuro(win)}` : win > 0 ? `Returned ${formatEuro(win)}` : 'No win this hand');
  const after = before - 200 + win;
  await expect(table.getByTestId('play-balance')).toHaveText(formatEuro(after));
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(formatEuro(after));

  // The game history lists the round first, and its recall shows the split and both hands settled.
  await page.goto('/profile/game-history');
  await page
    .getByRole('navigation', { name: 'Your last 10 rounds' })
    .getByRole('link', { name: /Velvet Blackjack/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Velvet Blackjack' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Split' })).toBeVisible();
  await expect(page.getByText(/^Hand 2: (Won|Lost|Push|Bust)$/)).toBeVisible();
});
