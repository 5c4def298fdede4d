import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isControlledClock } from '../lib/clock';

/** Moves the clock `advanceMs` ahead (a day at most per call), or on to `to` unless it is already past it. */
const ZClockMove = z.union([
  z.strictObject({ advanceMs: z.number().int().min(0).max(86_400_000) }),
  z.strictObject({ to: z.iso.datetime({ offset: true }) }),
]);

/**
 * BROWSER TESTS ONLY (TEST_CLOCK=controlled, refused in production): POST /api/test/clock moves the app's
 * clock, then runs one tick of the live schedules at the new time (crash rounds, virtual sports events, the
 * sandbox chain's deposits and notices), so what they change is settled when the call answers. Tests move
 * time through it instead of waiting for rounds, and move the page's clock by the `movedMs` it answers. The
 * live timers stay off (CRASH_TICK_MS and the like at 0), so no tick at an older time runs in between.
 * Hidden from the published document.
 */
export async function testClockRoutes(app: FastifyInstance) {
  const { clock } = app;
  if (!isControlledClock(clock)) throw new Error('TEST_CLOCK=controlled needs a clock the app can move');
  app.withTypeProvider<ZodTypeProvider>().post('/api/test/clock', { schema: { hide: true, body: ZClockMove } }, async (request) => {
    const { body } = request;
    const before = clock.now().getTime();
    // Real time runs on between a test's reading a time and asking for it: a time already past leaves the clock.
    const movedMs = 'advanceMs' in body ? body.advanceMs : Math.max(0, Date.parse(body.to) - before);
    clock.advance(movedMs);
    const now = clock.now();
    await app.crash.runner.tick(now);
    await app.virtualSports.runner.tick(now);
    await app.payments.watchChains();
    await app.payments.deliverNotices();
    return { now: now.toISOString(), movedMs };
  });
}
