import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../test/app';
import { loadConfig } from '../config';
import { crashRounds, virtualEvents } from '../db/schema/gameplay';

const moveClock = (t: TestApp, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/test/clock', headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE }, payload: body });

describe('the controlled clock of browser tests (TEST_CLOCK=controlled)', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'controlled' })).toThrow(/TEST_CLOCK: .*never in production/);
  });

  it('has no route to move the clock unless the setting is on', async () => {
    const t = await createTestApp();
    try {
      expect((await moveClock(t, { advanceMs: 1_000 })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with the setting on', () => {
    let t: TestApp;
    useTestApp((started) => (t = started), { TEST_CLOCK: 'controlled' });
    const db = () => t.database.db;
    const latestRound = async () => (await db().select().from(crashRounds)).sort((a, b) => b.id - a.id)[0];

    it('moves the clock forward, never back, and answers the new time', async () => {
      const before = t.clock.now().getTime();
      const res = await moveClock(t, { advanceMs: 60_000 });
      expect(res.statusCode).toBe(200);
      const now = Date.parse(res.json<{ now: string }>().now);
      expect(now).toBeGreaterThanOrEqual(before + 60_000);
      expect(now).toBeLessThan(before + 70_000);
      // A time already past leaves the clock where it is.
      const past = await moveClock(t, { to: new Date(before).toISOString() });
      expect(Date.parse(past.json<{ now: string }>().now)).toBeGreaterThanOrEqual(now);
      expect((await moveClock(t, { advanceMs: -1 })).statusCode).toBe(400);
    });

    it('ticks the live schedules at the new time: crash rounds open and bust, virtual events are drawn', async () => {
      const blockMs = t.app.config.sandboxBlockSeconds.BTC * 1000;
      // The first chain's salt block is mined and confirmed as the clock moves.
      for (let tries = 0; tries < 30 && !(await latestRound()); tries += 1) await moveClock(t, { advanceMs: blockMs });
      const round = (await latestRound())!;
      expect(round.settledAt).toBeNull();
      expect((await db().select().from(virtualEvents)).length).toBeGreaterThan(0);

      // Moving to the bust settles the round when the call answers, and opens the next one after the pause.
      await moveClock(t, { to: new Date(round.bustsAt.getTime() + 1).toISOString() });
      const busted = (await db().select().from(crashRounds)).find((r) => r.id === round.id)!;
      expect(busted.settledAt).not.toBeNull();
      await moveClock(t, { advanceMs: 60_000 });
      expect((await latestRound())!.id).toBeGreaterThan(round.id);
    });

    it('is not in the published document', async () => {
      const document = t.app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).some((path) => path.startsWith('/api/test'))).toBe(false);
    });
  });
});
