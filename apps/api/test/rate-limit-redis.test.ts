import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createClient } from './http';

// CI sets TEST_REDIS_URL (the machine's Redis); without it there is no server to test against.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits with REDIS_URL', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl! });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('counts in Redis, so every API instance shares the limit', async () => {
    const client = createClient(t.app, { ip: '10.250.0.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/forgot-password', { email: 'nobody@example.com' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const keys = await redis.keys('casino-rl:*10.250.0.7*');
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });
});
