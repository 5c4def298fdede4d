import type { Page } from '@playwright/test';
import { expectSignedIn, signUpByApi } from '../support/auth';
import { moveApiClock } from '../support/clock';
import { BOTH_WIDTHS, expect, liveTest as test, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import type { Stack } from '../support/stack';

// The reality check on the stack whose clock the test moves (TEST_CLOCK=controlled): the player chooses a 15-minute
// interval, plays a slot for real money, and once the API's clock passes the interval after their sign-in the next
// spin is refused and the game pauses on the check until they answer.

const MINUTE_MS = 60_000;
const SLOT = '/game/lucky-lanterns';

const roundsOf = async (stack: Stack, email: string) =>
  Number(
    (
      await stack.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM game_rounds r JOIN users u ON u.id = r.player_id WHERE u.email = $1`,
        [email],
      )
    )[0]?.n,
  );

const answersOf = async (stack: Stack, email: string) =>
  (
    await stack.query<{ answer: string; actor: string }>(
      `SELECT e.after->>'answer' AS answer, e.actor FROM safer_gambling_events e JOIN users u ON u.id = e.user_id
       WHERE u.email = $1 AND e.action = 'reality_check_answered' ORDER BY e.id`,
      [email],
    )
  ).map((row) => `${row.actor}:${row.answer}`);

/** Spins once and waits for a round the player has not seen yet; answers what it returned (won less staked), in cents. */
async function spinOnce(page: Page, seen: Set<string>, stake: number): Promise<number> {
  const slot = gameFrame(page);
  const result = slot.getByTestId('slot-result');
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect.poll(async () => seen.has((await result.getAttribute('data-round-id')) ?? ''), { timeout: 120_000 }).toBe(false);
  seen.add((await result.getAttribute('data-round-id'))!);
  await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  const text = await result.innerText();
  return -stake + (/^(You won|Returned)/.test(text) ? euroCents(text) : 0);
}

/** Moves the API's clock past the next check, spins, and answers the reality check that shows instead of the round. */
async function spinIntoCheck(page: Page, stack: Stack) {
  await moveApiClock(stack, { advanceMs: 15 * MINUTE_MS });
  const slot = gameFrame(page);
  // The frame asks the API for the check as the game loads: when that answer comes after the clock moved, the check
  // opens before any spin and covers the button. So the click goes to the button itself; an open check ignores it.
  await slot.getByRole('button', { name: 'Spin' }).dispatchEvent('click');
  const check = slot.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  return check;
}

test(
  'a reality check pauses real-money play at the chosen interval until the player answers',
  BOTH_WIDTHS,
  async ({ page, stack }, testInfo) => {
    const email = uniqueEmail('reality', testInfo.project.name);
    await signUpByApi(page, { fullName: 'Nellie Bly', email, password: 'around the world in 72 days' });
    await stack.adjustWallet({ email, currency: 'EUR', amount: '50.00', reason: 'Test funds' });

    // The interval, chosen on the safer-gambling page: the market's default is 60 minutes.
    await page.goto('/profile/safer-gambling');
    const section = page.getByRole('region', { name: 'Reality check' });
    await expect(section.getByTestId('reality-check-interval')).toHaveText('Every 60 minutes.');
    await section.getByLabel('Interval').selectOption('15');
    await section.getByRole('button', { name: 'Save interval' }).click();
    await expect(section.getByTestId('reality-check-interval')).toHaveText('Every 15 minutes.');

    await page.goto(SLOT);
    await waitForGame(page);
    const slot = gameFrame(page);
    await expect(slot.getByText('Real money')).toBeVisible();
    const stake = euroCents(await slot.getByTestId('play-stake').innerText());
    const seen = new Set<string>();
    let net = await spinOnce(page, seen, stake);
    const balance = slot.getByTestId('play-balance');
    await expect(balance).toHaveText(formatEuro(5_000 + net));

    // Past 15 minutes after sign-in the spin is not played: the check shows the time and the net result instead.
    const check = await spinIntoCheck(page, stack);
    await expect(check.getByTestId('reality-check-elapsed')).toHaveText(/^You have been playing for 1[5-9] minutes since you signed in\.$/);
    await expect(check.getByTestId('reality-check-net')).toHaveText(`Net result this session (won minus staked): ${formatEuro(net)}`);
    await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expect(balance).toHaveText(formatEuro(5_000 + net));
    expect(await roundsOf(stack, email)).toBe(1);

    // Continue: play goes on.
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toHaveCount(0);
    net += await spinOnce(page, seen, stake);
    await expect(balance).toHaveText(formatEuro(5_000 + net));
    expect(await roundsOf(stack, email)).toBe(2);

    // The next check: View history leads to the bet history.
    await (await spinIntoCheck(page, stack)).getByRole('button', { name: 'View history' }).click();
    await expect(page).toHaveURL(/\/profile\/game-history$/);

    // And the one after: Stop playing leaves the game for the lobby, signed in as before.
    await page.goto(SLOT);
    await waitForGame(page);
    await (await spinIntoCheck(page, stack)).getByRole('button', { name: 'Stop playing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    expect(await roundsOf(stack, email)).toBe(2);
    expect(await answersOf(stack, email)).toEqual(['player:continue', 'player:history', 'player:stop']);
  },
);
