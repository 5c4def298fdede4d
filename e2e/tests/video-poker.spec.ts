import { VIDEO_POKER_FLOATS, VIDEO_POKER_TITLES, videoPokerFamily, type VideoPokerStep } from '@casino/games';
import { cardLabel } from '../../apps/web/src/lib/playing-card';
import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { expectRecallSummary, openLatestRound, recallFact, recallStep } from '../support/game-history';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import { activeSeedPair, floatsAt } from '../support/seeds';

test('a visitor deals a demo hand of Jacks or Better Deluxe, holds a card, draws and sees what it made', async ({ page }) => {
  await page.goto('/game/jacks-or-better-deluxe?demo=true');
  await waitForGame(page);
  const poker = gameFrame(page);
  await expect(poker.getByTestId('video-poker-pay-table')).toContainText('Royal Flush');
  const before = euroCents(await poker.getByTestId('play-balance').innerText());
  const stake = Math.round(Number(await poker.getByTestId('play-stake').inputValue()) * 100);

  await poker.getByRole('button', { name: 'Deal' }).click();
  const cards = poker.getByTestId('video-poker-card');
  await expect(cards).toHaveCount(5);
  await expect(poker.getByTestId('video-poker-result')).toHaveText('Tap the cards to hold, then draw');
  await expect(poker.getByTestId('play-balance')).toHaveText(formatEuro(before - stake));

  // The five cards fit the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  await poker.getByLabel('Hint', { exact: true }).check();
  await expect(poker.getByTestId('video-poker-hint')).toHaveText(/^Hint: (hold( (10|[2-9JQKA])[♣♦♥♠])+|draw five new cards)$/);

  const first = cards.first();
  const held = await first.getAttribute('data-card');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAccessibleName(/, Held$/);
  await poker.getByRole('button', { name: 'Draw' }).click();

  const result = poker.getByTestId('video-poker-result');
  await expect(result).toHaveText(/^(.+: (you won|returned) €\d+\.\d{2}|No win this hand)$/);
  await expect(cards.first()).toHaveAttribute('data-card', held!);
  await expect(cards.first()).toBeDisabled();
  const text = await result.innerText();
  const win = text.startsWith('No win') ? 0 : euroCents(text);
  await expect(poker.locator('tr[data-winning]')).toHaveCount(win > 0 ? 1 : 0);
  await expect(poker.getByTestId('play-balance')).toHaveText(formatEuro(before - stake + win));
  await expect(poker.getByRole('button', { name: 'Deal' })).toBeEnabled();
});

test('a player deals a real-money hand of Jacks or Better Deluxe, holds a card and draws; the header balance and the game history follow', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('video-poker', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Amarillo Slim', email, password: 'five card draw 1972' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  await page.goto('/game/jacks-or-better-deluxe');
  await waitForGame(page);
  const poker = gameFrame(page);
  const balance = poker.getByTestId('play-balance');
  const headerBalance = page.getByRole('banner').getByTestId('header-balance');
  await expect(poker.getByText('Real money')).toBeVisible();
  await expect(balance).toHaveText('€20.00');
  await expect(headerBalance).toHaveText('€20.00');

  // The hand the player's seeds deal next, and what holding its first card makes: the round the API plays.
  const config = VIDEO_POKER_TITLES.JacksOrBetterDeluxe.config;
  const seeds = await activeSeedPair(stack, email);
  const dealt = videoPokerFamily.open(config, { amount: 100n }, await floatsAt(seeds, seeds.nonce, VIDEO_POKER_FLOATS));
  const hold = [true, false, false, false, false];
  const settled = videoPokerFamily.act!(config, dealt, { kind: 'draw', hold });
  const dealCards = (dealt.steps[1] as Extract<VideoPokerStep, { kind: 'deal' }>).cards;
  const draw = settled.steps[2] as Extract<VideoPokerStep, { kind: 'draw' }>;
  const win = Number(settled.win);

  await poker.getByTestId('play-stake').fill('1.00');
  await poker.getByRole('button', { name: 'Deal' }).click();
  const cards = poker.getByTestId('video-poker-card');
  const expectCards = (codes: string[]) => Promise.all(codes.map((code, i) => expect(cards.nth(i)).toHaveAttribute('data-card', code)));
  await expect(cards).toHaveCount(5);
  await expectCards(dealCards);
  await expect(balance).toHaveText('€19.00');
  await expect(headerBalance).toHaveText('€19.00');

  await cards.first().click();
  await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
  await poker.getByRole('button', { name: 'Draw' }).click();

  const result = poker.getByTestId('video-poker-result');
  if (win > 100) await expect(result).toContainText(`: you won ${formatEuro(win)}`);
  else if (win > 0) await expect(result).toContainText(`: returned ${formatEuro(win)}`);
  else await expect(result).toHaveText('No win this hand');
  // The held card stays; the four let go are replaced in order.
  expect(draw.cards[0]).toBe(dealCards[0]);
  await expectCards(draw.cards);
  const after = 2_000 - 100 + win;
  await expect(balance).toHaveText(formatEuro(after));
  await expect(headerBalance).toHaveText(formatEuro(after));

  // The game history lists the round first with its stake and win; its recall shows the deal, the hold and the draw.
  await openLatestRound(page, 'Jacks or Better Deluxe', '€1.00', formatEuro(win));
  await expectRecallSummary(page, { before: 2_000, stake: 100, win });
  await expect(recallStep(page, 'Deal').getByRole('cell')).toHaveText(dealCards.map(cardLabel));
  await expect(recallFact(recallStep(page, 'Deal'), 'Held')).toHaveText(cardLabel(dealCards[0]!));
  await expect(recallStep(page, 'Draw').getByRole('cell')).toHaveText(draw.cards.map(cardLabel));
  await expect(recallFact(recallStep(page, 'Draw'), 'Multiplier')).toHaveText(`×${draw.multiplier}`);
});
