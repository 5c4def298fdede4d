import { ZWelcomeOfferSummary } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('GET /profile-service/api/v1/promotion/welcome', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers anyone, without a session, with the offer summed up from the operator file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/profile-service/api/v1/promotion/welcome' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const summary = ZWelcomeOfferSummary.parse(res.json());
    expect(summary).toMatchObject({ totalMaximumBonusEur: '40000.00', totalFreeSpins: 550, topBonusPercent: 200, depositLimit: 5 });
    // The shipped file spends real money first; the bonus terms say so from this field.
    expect(summary.spendOrder).toBe('real-first');
    expect(summary.deposits).toHaveLength(5);
  });
});
