import type { Page } from '@playwright/test';
import { CLIENT_HEADERS } from './http';
import type { Stack } from './stack';

type Move = { advanceMs: number } | { to: string };

/**
 * Moves the API's clock (a stack started with TEST_CLOCK=controlled): the live schedules (crash rounds,
 * virtual sports events, the sandbox chain) are ticked at the new time before it answers. Answers the API's
 * time and how far it moved.
 */
export async function moveApiClock(stack: Stack, move: Move): Promise<{ now: Date; movedMs: number }> {
  const res = await fetch(`${stack.apiUrl}/api/test/clock`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(move),
  });
  if (!res.ok) throw new Error(`the API's clock did not move: ${res.status} ${await res.text()}`);
  const { now, movedMs } = (await res.json()) as { now: string; movedMs: number };
  return { now: new Date(now), movedMs };
}

export type LiveClock = {
  /** The API's time now. */
  now(): Promise<Date>;
  advance(ms: number): Promise<Date>;
  /** On to `at`, unless the API's time is already past it. */
  moveTo(at: Date): Promise<Date>;
};

/**
 * The API's clock and the page's, moved together: the page's clock starts at the API's time and both run on
 * in real time, and every jump of the API's is made by the page's as well (Playwright's page.clock), so the
 * live games' countdowns and curves read as they would at that moment and their timers due by then fire.
 * Install it before opening the game.
 */
export async function installLiveClock(page: Page, stack: Stack): Promise<LiveClock> {
  const move = async (body: Move) => {
    const { now, movedMs } = await moveApiClock(stack, body);
    if (movedMs > 0) await page.clock.fastForward(movedMs);
    return now;
  };
  await page.clock.install({ time: (await moveApiClock(stack, { advanceMs: 0 })).now });
  return {
    now: async () => (await moveApiClock(stack, { advanceMs: 0 })).now,
    advance: (ms) => move({ advanceMs: ms }),
    moveTo: (at) => move({ to: at.toISOString() }),
  };
}
