import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, rowsOf } from '../../../test/migrations';
import { insertPlayers } from '../../../test/wallet';
import type { Database } from '../../db/client';

// Migration 0006 on a database that already holds money: a player account without its fund (money the
// player could not see) and a transfer from before sources existed.

const MIGRATION = '0006_ledger_funds_and_sources';

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let migrateRest: () => Promise<void>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, migrateRest, drop } = await openDatabaseBefore(MIGRATION));
  });
  afterAll(() => drop());

  it('gives every player account its fund, puts old keys in their own source, then enforces both', async () => {
    const { db } = database;
    const [player] = await insertPlayers(db, 1);
    const created = rowsOf(
      await db.execute(sql`
        INSERT INTO ledger_accounts (kind, currency, user_id, balance)
        VALUES ('gateway_clearing', 'BTC', NULL, -500), ('player_real', 'BTC', ${player}, 500) RETURNING id`),
    );
    const [from, to] = created.map((r) => Number(r.id));
    const [transfer] = rowsOf(
      await db.execute(sql`
        INSERT INTO ledger_transfers (idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id)
        VALUES ('pay-1', 'deposit', 'BTC', 500, ${from}, ${to}, ${player}) RETURNING id`),
    );
    await db.execute(sql`
      INSERT INTO ledger_postings (transfer_id, account_id, amount) VALUES (${transfer!.id}, ${from}, -500), (${transfer!.id}, ${to}, 500)`);

    await migrateRest();

    const funds = rowsOf(await db.execute(sql`SELECT currency, is_default FROM funds WHERE user_id = ${player}`));
    expect(funds).toEqual([{ currency: 'BTC', is_default: false }]);
    const transfers = rowsOf(await db.execute(sql`SELECT source, idempotency_key FROM ledger_transfers`));
    expect(transfers).toEqual([{ source: 'internal', idempotency_key: 'pay-1' }]);

    const orphan = db.execute(sql`INSERT INTO ledger_accounts (kind, currency, user_id) VALUES ('player_real', 'EUR', ${player})`);
    await expect(orphan).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation
    const sameKeyOtherSource = sql`
      INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id)
      VALUES ('gateway:new', 'pay-1', 'deposit', 'BTC', 1, ${from}, ${to})`;
    await db.execute(sameKeyOtherSource);
    await expect(db.execute(sameKeyOtherSource)).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation
  });
});
