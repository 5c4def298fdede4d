import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gameFrame, waitForGame } from '../support/play';

// Motion is the subject here (playwright.config.ts plays every other flow with reduced motion).
test.use({ reducedMotion: 'no-preference' });

type AudioRecord = {
  /** The state of each AudioContext the page made, in order. */
  contexts: string[];
  /** Each sound source started: a tone (oscillator) or noise (buffer), and what the slot's result read then. */
  starts: { kind: 'tone' | 'noise'; result: string }[];
};

/**
 * Wraps the browser's Web Audio in every document of the page (the game client is a frame): each AudioContext made
 * and each source started is recorded. The slot's spin and reel stop are noise; its results are tones, so a tone
 * started while the result reads "You won" is the win sounding.
 */
async function recordAudio(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { audioRecord?: { contexts: AudioContext[]; starts: { kind: string; result: string }[] } };
    const record = { contexts: [] as AudioContext[], starts: [] as { kind: string; result: string }[] };
    w.audioRecord = record;
    const Original = window.AudioContext;
    if (!Original) return;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        record.contexts.push(this);
      }
    };
    const sources: [{ prototype: AudioScheduledSourceNode }, string][] = [
      [OscillatorNode, 'tone'],
      [AudioBufferSourceNode, 'noise'],
    ];
    for (const [Node, kind] of sources) {
      const start = Node.prototype.start;
      Node.prototype.start = function (this: AudioScheduledSourceNode, ...args: [number?]) {
        const result = document.querySelector('[data-testid="slot-result"]')?.textContent ?? '';
        record.starts.push({ kind, result });
        return start.apply(this, args);
      };
    }
  });
}

/** What the game client's frame has recorded so far. */
async function audioOf(page: Page): Promise<AudioRecord> {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/play/'))!;
  return frame.evaluate(() => {
    const { audioRecord } = window as Window & { audioRecord?: { contexts: AudioContext[]; starts: AudioRecord['starts'] } };
    return { contexts: audioRecord?.contexts.map((context) => context.state) ?? [], starts: audioRecord?.starts ?? [] };
  });
}

/** One spin, to the result of a round not seen before; returns what the result says. */
async function spin(slot: FrameLocator, seen: Set<string>): Promise<string> {
  await slot.getByRole('button', { name: 'Spin', exact: true }).click();
  const result = slot.getByTestId('slot-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => seen.has((await result.getAttribute('data-round-id')) ?? ''), { timeout: 60_000 }).toBe(false);
  seen.add((await result.getAttribute('data-round-id'))!);
  await expect(slot.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  return result.innerText();
}

/** Enough spins that a slot paying something above the stake on roughly one spin in four shows a win. */
const MAX_SPINS = 40;

test('a demo slot is silent until the first click, sounds its win, and stays muted after a reload once muted', async ({ page }) => {
  test.slow();
  await recordAudio(page);
  await page.goto('/game/lucky-lanterns?demo=true');
  await waitForGame(page);
  let slot = gameFrame(page);
  const sound = () => slot.getByRole('button', { name: 'Sound', exact: true });
  await expect(sound()).toHaveAttribute('aria-pressed', 'true');
  // Loaded and drawn, and no AudioContext yet: the player has not interacted.
  expect(await audioOf(page)).toEqual({ contexts: [], starts: [] });

  const seen = new Set<string>();
  let result = '';
  for (let spins = 0; spins < MAX_SPINS && !/^You won/.test(result); spins += 1) result = await spin(slot, seen);
  expect(result, `no win in ${MAX_SPINS} spins`).toMatch(/^You won/);

  // One context, made by the first click and running; the win's tones started once the win was on screen.
  await expect.poll(async () => (await audioOf(page)).contexts).toEqual(['running']);
  await expect
    .poll(async () => (await audioOf(page)).starts.filter((start) => start.kind === 'tone' && /^You won/.test(start.result)).length)
    .toBeGreaterThan(0);

  await sound().click();
  await expect(sound()).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await waitForGame(page);
  slot = gameFrame(page);
  await expect(sound()).toHaveAttribute('aria-pressed', 'false');
  await spin(slot, seen);
  // Muted: the click made no context, so nothing could sound.
  expect(await audioOf(page)).toEqual({ contexts: [], starts: [] });
});
