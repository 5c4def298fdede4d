import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cryptoAddressIndex, cryptoDepositAddresses } from '../../db/schema/payments';

// SQL of the players' crypto deposit addresses.

export type CryptoAddressRow = typeof cryptoDepositAddresses.$inferSelect;

/** The next unused derivation index (of every currency: see the sequence's comment). */
export async function nextAddressIndex(db: Db): Promise<number> {
  // Both drivers (node-postgres and PGlite) answer a raw query with its rows.
  const result = (await db.execute(sql`SELECT nextval(${cryptoAddressIndex.seqName}) AS index`)) as { rows: { index: string | number }[] };
  return Number(result.rows[0]!.index);
}

/** Stores the player's address unless they already have one for the currency (a concurrent request won). */
export async function insertAddress(db: Db, values: CryptoAddressRow): Promise<void> {
  await db.insert(cryptoDepositAddresses).values(values).onConflictDoNothing();
}

export async function findPlayerAddress(db: Db, userId: string, currency: string): Promise<CryptoAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(cryptoDepositAddresses)
    .where(and(eq(cryptoDepositAddresses.userId, userId), eq(cryptoDepositAddresses.currency, currency)));
  return row;
}

/** The bonus code or "No bonus" the next deposit to the address takes. */
export type AddressPromotionChoice = Pick<CryptoAddressRow, 'promotionCoupon' | 'declineBonus'>;

export async function setAddressPromotionChoice(db: Db, userId: string, currency: string, choice: AddressPromotionChoice): Promise<void> {
  await db
    .update(cryptoDepositAddresses)
    .set(choice)
    .where(and(eq(cryptoDepositAddresses.userId, userId), eq(cryptoDepositAddresses.currency, currency)));
}

export type Destination = { currency: string; address: string; destinationTag: number | null };

const ownerQuery = (db: Db, destination: Destination) =>
  db
    .select()
    .from(cryptoDepositAddresses)
    .where(
      and(
        eq(cryptoDepositAddresses.currency, destination.currency),
        eq(cryptoDepositAddresses.address, destination.address),
        sql`coalesce(${cryptoDepositAddresses.destinationTag}, -1) = ${destination.destinationTag ?? -1}`,
      ),
    );

/** The player an address (and tag) belongs to, if any. */
export async function findAddressOwner(db: Db, destination: Destination): Promise<CryptoAddressRow | undefined> {
  const [row] = await ownerQuery(db, destination);
  return row;
}

/** The address's owner, locked until the transaction ends: the bonus code it holds goes to one deposit. */
export async function lockAddressOwner(db: Db, destination: Destination): Promise<CryptoAddressRow | undefined> {
  const [row] = await ownerQuery(db, destination).for('update');
  return row;
}

/** The operator's receiving addresses of `currency` (XRP's one account once), with the index each was derived at. */
export async function listOperatorAddresses(db: Db, currency: string): Promise<{ address: string; derivationIndex: number }[]> {
  const rows = await db
    .selectDistinctOn([cryptoDepositAddresses.address], {
      address: cryptoDepositAddresses.address,
      derivationIndex: cryptoDepositAddresses.derivationIndex,
    })
    .from(cryptoDepositAddresses)
    .where(eq(cryptoDepositAddresses.currency, currency))
    .orderBy(cryptoDepositAddresses.address, cryptoDepositAddresses.derivationIndex);
  return rows;
}
