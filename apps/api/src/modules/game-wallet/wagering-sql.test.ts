import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import type { Database } from '../../db/client';
import { convertFromEurFloor } from '../../lib/money';

// The wagering arithmetic wallet_api_call applies (src/db/functions/wagering_*.sql, docs/decisions/023-wagering.md): the split
// of a stake in either spend order, the bonus share of a win, the contribution and the maximum bet, each rounding down.

describe('wagering arithmetic (SQL)', () => {
  let database: Database;
  useTestDatabase((created) => {
    database = created;
  });
  const value = async (query: SQL): Promise<bigint> => {
    const result = (await database.db.execute(sql`select (${query})::text as v`)) as unknown as { rows: { v: string }[] };
    return BigInt(result.rows[0]!.v);
  };

  it('takes real money first and only the rest from bonus money', async () => {
    const cases: [bigint, bigint, bigint][] = [
      // stake, real balance, bonus part
      [500n, 300n, 200n],
      [500n, 500n, 0n],
      [500n, 501n, 0n],
      [500n, 0n, 500n],
      [1n, 0n, 1n],
      [10n ** 30n, 10n ** 30n - 1n, 1n],
    ];
    for (const [amount, real, bonusPart] of cases) {
      expect(await value(sql`wagering_bonus_part(${amount.toString()}::numeric, ${real.toString()}::numeric)`), `${amount}/${real}`).toBe(
        bonusPart,
      );
    }
  });

  it('with bonus money first, takes all the stake the bonus balance can pay', async () => {
    const cases: [bigint, bigint | null, bigint][] = [
      // stake, bonus balance (null: no bonus account), bonus part
      [500n, 1_000n, 500n],
      [500n, 500n, 500n],
      [500n, 499n, 499n],
      [500n, 200n, 200n],
      [500n, 0n, 0n],
      [500n, null, 0n],
      [1n, 1n, 1n],
      [0n, 300n, 0n],
      [10n ** 30n, 10n ** 30n - 1n, 10n ** 30n - 1n],
    ];
    for (const [amount, bonus, bonusPart] of cases) {
      const balance = bonus === null ? sql`null::numeric` : sql`${bonus.toString()}::numeric`;
      expect(await value(sql`wagering_bonus_first_part(${amount.toString()}::numeric, ${balance})`), `${amount}/${bonus}`).toBe(bonusPart);
    }
  });

  it('returns a win in the round’s proportion, rounding the bonus share down', async () => {
    const cases: [bigint, bigint, bigint, bigint][] = [
      // win, bonus staked, staked, bonus share
      [1001n, 300n, 600n, 500n],
      [1000n, 300n, 600n, 500n],
      [999n, 1n, 3n, 333n],
      [1n, 1n, 2n, 0n],
      [1n, 1n, 1n, 1n],
      [700n, 0n, 600n, 0n],
      [700n, 600n, 600n, 700n],
      [700n, 5n, 0n, 0n],
      [0n, 300n, 600n, 0n],
      [10n ** 30n, 1n, 3n, 333_333_333_333_333_333_333_333_333_333n],
    ];
    for (const [win, bonusStaked, staked, share] of cases) {
      const query = sql`wagering_win_bonus_share(${win.toString()}::numeric, ${bonusStaked.toString()}::numeric, ${staked.toString()}::numeric)`;
      expect(await value(query), `${win} × ${bonusStaked} / ${staked}`).toBe(share);
    }
  });

  it('counts the bonus part at the contribution percent, rounded down', async () => {
    const cases: [bigint, number, bigint][] = [
      [200n, 100, 200n],
      [99n, 10, 9n],
      [19n, 5, 0n],
      [20n, 5, 1n],
      [1000n, 0, 0n],
      [0n, 100, 0n],
    ];
    for (const [bonusPart, percent, counted] of cases) {
      expect(
        await value(sql`wagering_contribution(${bonusPart.toString()}::numeric, ${percent}::integer)`),
        `${bonusPart} at ${percent}`,
      ).toBe(counted);
    }
  });

  it('converts the maximum bet down to the currency’s minor units, as convertFromEurFloor does', async () => {
    const cases: [bigint, string, 'EUR' | 'BTC' | 'USD', number][] = [
      [500n, '1', 'EUR', 2],
      [500n, '1.085312345678', 'USD', 2],
      [500n, '0.000010516789', 'BTC', 8],
      [1n, '0.000000012345', 'BTC', 8],
    ];
    for (const [eurCents, rate, currency, decimals] of cases) {
      const query = sql`wagering_maximum_bet(${eurCents.toString()}::numeric, ${rate}::numeric, ${decimals}::integer)`;
      expect(await value(query), `${eurCents} EUR cents in ${currency}`).toBe(convertFromEurFloor(eurCents, rate, currency));
    }
  });
});
