import { CURRENCY_CODES, currencyDecimals } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { rowsOf } from '../../../test/migrations';
import type { Database } from '../../db/client';

// currency_decimals (src/db/functions/currency_decimals.sql) holds in SQL the minor units the contracts give each
// currency: the safer-gambling limits convert amounts with it, so a currency added or changed on one side only is
// caught here.

describe('currency_decimals, the SQL form of currencyDecimals', () => {
  let database: Database;
  useTestDatabase((created) => {
    database = created;
  });

  it('gives every currency of the contracts its decimals, and none to a code the platform does not hold', async () => {
    const rows = rowsOf(
      await database.db.execute(
        sql`SELECT c AS code, currency_decimals(c) AS decimals FROM unnest(string_to_array(${[...CURRENCY_CODES, 'XXX'].join(',')}, ',')) AS c`,
      ),
    );
    const inSql = Object.fromEntries(rows.map((r) => [r.code as string, r.decimals as number | null]));
    expect(inSql).toEqual({ ...Object.fromEntries(CURRENCY_CODES.map((code) => [code, currencyDecimals(code)])), XXX: null });
  });
});
