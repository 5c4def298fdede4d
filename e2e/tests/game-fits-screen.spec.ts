import type { FrameLocator, Locator, Page } from '@playwright/test';
import { BOTH_WIDTHS, expect, testWithStack } from '../support/fixtures';
import { gameFrame, waitForGame } from '../support/play';

// Crash rounds and virtual sports events run on the API's schedule: this stack ticks both, as production does.
const test = testWithStack('fit', {
  CRASH_TICK_MS: '100',
  SANDBOX_BLOCK_SECONDS: '1',
  VIRTUAL_SPORTS_TICK_MS: '500',
  VIRTUAL_SPORTS_SCHEDULE: '30,5,10',
});

// The screens as they come to rest, motion included (playwright.config.ts plays every other flow with reduced motion).
test.use({ reducedMotion: 'no-preference' });

type Parts = Record<string, Locator>;
type Title = {
  slug: string;
  /** The board, the result, the stake and the main button of the screen as it opens. */
  parts(game: FrameLocator): Parts;
  /** One round played the way a player starts it, and the parts to see once its result is shown. */
  play?(game: FrameLocator): Promise<Parts>;
  /** What moves on its own on the opening screen (a live round, a countdown): left out of the reference image. */
  live?(game: FrameLocator): Locator[];
};

const button = (game: FrameLocator, name: string) => game.getByRole('button', { name, exact: true });

// One title of each family.
const TITLES: Record<string, Title> = {
  slots: {
    slug: 'lucky-lanterns',
    parts: (game) => ({ board: game.getByTestId('slot-reels'), stake: game.getByTestId('play-stake'), button: button(game, 'Spin') }),
    async play(game) {
      await button(game, 'Spin').click();
      return { result: game.getByTestId('slot-result'), button: button(game, 'Spin') };
    },
  },
  roulette: {
    slug: 'lunar-roulette',
    parts: (game) => ({
      wheel: game.getByRole('img', { name: 'Roulette wheel' }),
      table: game.getByTestId('roulette-table'),
      result: game.getByTestId('roulette-result'),
      stake: game.getByTestId('play-stake'),
      button: button(game, 'Spin'),
    }),
    async play(game) {
      await game.getByTestId('roulette-table').getByRole('button', { name: '17', exact: true }).click();
      await button(game, 'Red').click();
      await button(game, 'Spin').click();
      await expect(game.getByTestId('roulette-result')).not.toBeEmpty();
      return {
        wheel: game.getByRole('img', { name: 'Roulette wheel' }),
        result: game.getByTestId('roulette-result'),
        spots: game.getByTestId('roulette-spot-wins'),
        stake: game.getByTestId('play-stake'),
        button: button(game, 'Spin'),
      };
    },
  },
  dice: {
    slug: 'ember-dice',
    parts: (game) => ({
      board: game.getByTestId('dice-roll'),
      result: game.getByTestId('dice-result'),
      stake: game.getByTestId('play-stake'),
      button: button(game, 'Roll'),
    }),
  },
  mines: {
    slug: 'lighthouse-mines',
    parts: (game) => ({ board: game.getByRole('grid'), stake: game.getByTestId('play-stake'), button: button(game, 'Start') }),
    async play(game) {
      await button(game, 'Start').click();
      return { board: game.getByRole('grid'), stake: game.getByTestId('play-stake'), multiplier: game.getByTestId('mines-multiplier') };
    },
  },
  plinko: {
    slug: 'plinko-prairie',
    parts: (game) => ({
      board: game.getByRole('img', { name: 'Plinko board' }),
      result: game.getByTestId('plinko-result'),
      stake: game.getByTestId('play-stake'),
      button: button(game, 'Drop'),
    }),
  },
  scratch: {
    slug: 'comet-scratch',
    parts: (game) => ({
      board: game.getByRole('group', { name: 'Scratch ticket' }),
      result: game.getByTestId('scratch-result'),
      stake: game.getByTestId('play-stake'),
      button: button(game, 'Buy ticket'),
    }),
  },
  videoPoker: {
    slug: 'jacks-or-better-deluxe',
    parts: (game) => ({
      cards: game.getByRole('list', { name: 'Your hand' }),
      payTable: game.getByTestId('video-poker-pay-table'),
      result: game.getByTestId('video-poker-result'),
      stake: game.getByTestId('play-stake'),
      button: button(game, 'Deal'),
    }),
    async play(game) {
      await button(game, 'Deal').click();
      return {
        cards: game.getByRole('list', { name: 'Your hand' }),
        result: game.getByTestId('video-poker-result'),
        button: button(game, 'Draw'),
      };
    },
  },
  lottery: {
    slug: 'night-owl-keno',
    parts: (game) => ({
      board: game.getByRole('group', { name: 'Numbers 1 to 40' }),
      stake: game.getByTestId('play-stake'),
      button: button(game, 'Play'),
    }),
    async play(game) {
      // From 10.00 a ticket of any size is paid to the cent (below, rounding refuses some pick counts).
      await game.getByTestId('play-stake').fill('10.00');
      await button(game, 'Random pick').click();
      await button(game, 'Play').click();
      await expect(game.getByTestId('lottery-drawn')).not.toHaveCount(0);
      return {
        board: game.getByRole('group', { name: 'Numbers 1 to 40' }),
        drawn: game.getByTestId('lottery-drawn').last(),
        result: game.getByTestId('lottery-result'),
        button: button(game, 'Play'),
      };
    },
  },
  cardDuel: {
    slug: 'baccarat-noir',
    parts: (game) => ({
      player: game.getByTestId('card-duel-hand-player'),
      spots: game.getByTestId('card-duel-spot-tie'),
      result: game.getByTestId('card-duel-result'),
      stake: game.getByTestId('play-stake'),
      button: game.getByTestId('card-duel-deal'),
    }),
  },
  threeCardPoker: {
    slug: 'three-card-showdown',
    parts: (game) => ({
      dealer: game.getByTestId('three-card-dealer'),
      player: game.getByTestId('three-card-player'),
      stake: game.getByTestId('play-ante'),
      button: button(game, 'Deal'),
    }),
    async play(game) {
      await button(game, 'Deal').click();
      await button(game, 'Play').click();
      return {
        dealer: game.getByTestId('three-card-dealer'),
        player: game.getByTestId('three-card-player'),
        bets: game.getByTestId('three-card-bets'),
        result: game.getByTestId('three-card-result'),
        button: button(game, 'Deal'),
      };
    },
  },
  casinoHoldem: {
    slug: 'casino-holdem',
    parts: (game) => ({
      dealer: game.getByTestId('holdem-dealer'),
      player: game.getByTestId('holdem-player'),
      stake: game.getByTestId('play-ante'),
      button: button(game, 'Deal'),
    }),
    async play(game) {
      await button(game, 'Deal').click();
      await button(game, 'Call').click();
      return {
        dealer: game.getByTestId('holdem-dealer'),
        board: game.getByTestId('holdem-board'),
        player: game.getByTestId('holdem-player'),
        bets: game.getByTestId('holdem-bets'),
        result: game.getByTestId('holdem-result'),
        button: button(game, 'Deal'),
      };
    },
  },
  blackjack: {
    slug: 'velvet-blackjack',
    parts: (game) => ({ stake: game.getByTestId('play-stake'), button: button(game, 'Deal') }),
    async play(game) {
      await button(game, 'Deal').click();
      return {
        dealer: game.getByTestId('blackjack-dealer'),
        hands: game.getByTestId('blackjack-hands'),
        // A hand in play (or insurance offered), or one settled at once by a blackjack.
        button: button(game, 'Stand').or(button(game, 'No insurance')).or(button(game, 'Deal')),
      };
    },
  },
  craps: {
    slug: 'craps-canyon',
    parts: (game) => ({
      dice: game.getByTestId('craps-dice'),
      layout: game.getByTestId('craps-layout'),
      stake: game.getByTestId('play-chip'),
      button: button(game, 'Roll'),
    }),
  },
  fishing: {
    slug: 'kraken-catch',
    parts: (game) => ({
      board: game.getByTestId('fishing-scene'),
      result: game.getByTestId('fishing-result'),
      stake: game.getByTestId('play-stake'),
    }),
    live: (game) => [game.getByTestId('fishing-scene')],
  },
  crash: {
    slug: 'orbit-rush',
    parts: (game) => ({
      multiplier: game.getByTestId('crash-multiplier'),
      result: game.getByTestId('crash-result'),
      stake: game.getByTestId('play-stake'),
      button: game.getByTestId('crash-bet').or(game.getByTestId('crash-cash-out')),
    }),
    // The round runs on its own: its scene, lists and whether a bet may be placed now change from one look to the next.
    live: (game) => [
      game.getByTestId('crash-scene'),
      game.getByTestId('crash-recent'),
      game.getByTestId('crash-cash-outs'),
      game.getByTestId('crash-bet'),
    ],
  },
  virtualSports: {
    slug: 'derby-day',
    parts: (game) => ({
      event: game.getByTestId('virtual-result'),
      selection: game.getByTestId('virtual-selection').first(),
      stake: game.getByTestId('play-stake'),
      button: game.getByTestId('virtual-place-bet'),
    }),
    live: (game) => [game.getByRole('main')],
  },
};

type Band = { top: number; bottom: number; left: number; right: number };

/** The band of the page a player sees: below the site's sticky header, above the bottom bar of narrow screens. */
async function pageBand(page: Page): Promise<Band> {
  const { width, height } = page.viewportSize()!;
  const header = (await page.getByRole('banner').first().boundingBox())!;
  const bottomBar = page.getByRole('navigation', { name: 'Bottom bar' });
  const bottom = (await bottomBar.isVisible()) ? (await bottomBar.boundingBox())!.y : height;
  return { top: header.y + header.height, bottom, left: 0, right: width };
}

/**
 * Where a part comes to rest: once its own finite animations are over (a ball dropping into its row, a card coming
 * from the shoe), which start above or beside that place.
 */
async function restingBox(part: Locator) {
  await part.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return (await part.boundingBox())!;
}

/** Each part lies wholly within the band. */
async function expectWithin(band: Band, parts: Parts) {
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, name).toBeVisible();
    const box = await restingBox(part);
    const where = `${name} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${Math.round(band.left)},${Math.round(band.top)}-${Math.round(band.right)},${Math.round(band.bottom)}`;
    expect(box.y, where).toBeGreaterThanOrEqual(band.top);
    expect(box.y + box.height, where).toBeLessThanOrEqual(band.bottom);
    expect(box.x, where).toBeGreaterThanOrEqual(band.left);
    expect(box.x + box.width, where).toBeLessThanOrEqual(band.right);
  }
}

/**
 * Neither the page nor the game's screen has been scrolled (a click on a part out of sight would have scrolled
 * to it), the balance and the sound toggle are on screen, and each part of the game lies within the part of its
 * screen that shows.
 */
async function expectOnScreen(page: Page, game: FrameLocator, parts: Parts) {
  const screen = game.getByRole('main');
  expect(await page.evaluate(() => window.scrollY), 'the page is scrolled').toBe(0);
  expect(await screen.evaluate((main) => main.scrollTop), "the game's screen is scrolled").toBe(0);
  const band = await pageBand(page);
  await expectWithin(band, { balance: game.getByTestId('play-balance'), sound: game.getByRole('button', { name: 'Sound', exact: true }) });
  const shown = (await screen.boundingBox())!;
  await expectWithin(
    {
      top: Math.max(band.top, shown.y),
      bottom: Math.min(band.bottom, shown.y + shown.height),
      left: Math.max(band.left, shown.x),
      right: Math.min(band.right, shown.x + shown.width),
    },
    parts,
  );
}

for (const [family, title] of Object.entries(TITLES)) {
  test(
    `${family}: ${title.slug} shows its board, result, balance, stake and main button without scrolling`,
    BOTH_WIDTHS,
    async ({ page }, testInfo) => {
      await page.goto(`/game/${title.slug}?demo=true`);
      await waitForGame(page);
      const game = gameFrame(page);
      await expectOnScreen(page, game, title.parts(game));
      // The game as it opens, against its committed reference image (regenerate with --update-snapshots after a
      // change of look, and look at the new images before committing them).
      await expect(page.locator('iframe[src^="/play/"]')).toHaveScreenshot(`${family}.png`, {
        mask: title.live?.(game) ?? [],
        maxDiffPixelRatio: 0.01,
      });
      if (title.play) await expectOnScreen(page, game, await title.play(game));
      await page.screenshot({ path: testInfo.outputPath(`${family}.png`) });
    },
  );
}
