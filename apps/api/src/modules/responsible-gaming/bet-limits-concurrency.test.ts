import type { TCurrencyCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { setBetLimit } from '../../../test/bet-limits';
import { winOf } from '../../../test/sandbox-aggregator';
import { gamePlayerOf, newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { checkLedger, credit } from '../wallet';
import { betLimitRefusal } from './bet-limits';

// 50 players race bets in two currencies against their loss and wager limits while the limits are lowered: no
// limit is passed by any amount, and the ledger stays sound.

const PLAYERS = 50;
const BETS = 12;

describe('safer gambling limits under racing bets', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let db: Db;
  beforeAll(async () => {
    api = await startWalletApi();
    db = api.database.db;
  });
  afterAll(() => api.close());

  it('never lets racing bets in EUR and USD pass a loss or wager limit, lowered or not', { timeout: 120_000 }, async () => {
    const aggregator = api.sandbox();
    const now = api.clock.now();
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const eur = await newGamePlayer(db, api.clock, { funding: 100_000n });
        await credit(db, {
          source: 'gateway:test',
          idempotencyKey: `fund-usd:${eur.playerId}`,
          kind: 'deposit',
          currency: 'USD' as TCurrencyCode,
          amount: 100_000n,
          userId: eur.playerId,
          from: { kind: 'gateway_clearing' },
        });
        const usd = await gamePlayerOf(db, api.clock, eur.playerId, { currency: 'USD' });
        await setBetLimit(db, eur.playerId, 'wager_24h', 6_000n, now);
        await setBetLimit(db, eur.playerId, 'loss_24h', 4_000n, now);
        return { eur, usd };
      }),
    );
    const lowered = new Map<string, bigint>();
    await Promise.all(
      players.flatMap(({ eur, usd }, i) => [
        ...Array.from({ length: BETS }, async (_, b) => {
          const p = b % 2 === 0 ? eur : usd;
          const bet = p.bet(String(300 + ((i + b) % 7) * 50));
          const placed = await aggregator.bet(bet);
          // Some bets win back part of their stake, which the loss limit counts.
          if (placed.body.status === 'OK' && b % 3 === 0) {
            await aggregator.win(winOf(bet, '100'));
          }
        }),
        (async () => {
          // The limit lowered in the middle of the race, to a value some bets have already used.
          if (i % 2 === 0) {
            await setBetLimit(db, eur.playerId, 'wager_24h', 4_500n, api.clock.now());
            lowered.set(eur.playerId, 4_500n);
          }
        })(),
      ]),
    );
    let refused = 0;
    for (const { eur } of players) {
      const [use] = (
        (await db.execute(sql`
          SELECT coalesce(sum(currency_convert_minor(t.staked, t.currency, 'EUR', true)), 0)::text AS staked,
            coalesce(sum(currency_convert_minor(t.returned, t.currency, 'EUR', false)), 0)::text AS returned
          FROM ledger_play_totals(${eur.playerId}::uuid, ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz, ${api.clock.now().toISOString()}::timestamptz) t`)) as unknown as {
          rows: { staked: string; returned: string }[];
        }
      ).rows;
      const staked = BigInt(use!.staked);
      const loss = staked - BigInt(use!.returned);
      // Never past the wager limit in force at any time, nor the loss limit, by any amount.
      expect(staked).toBeLessThanOrEqual(6_000n);
      expect(loss).toBeLessThanOrEqual(4_000n);
      // And the limits were met: every player has a bet the limits refused (the last ones tried).
      if ((await betLimitRefusal(db, eur.playerId, 'EUR', 700n, api.clock.now())) !== null) refused += 1;
    }
    expect(refused).toBe(PLAYERS);
    expect(lowered.size).toBe(PLAYERS / 2);
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
  });
});
