import { randomUUID } from 'node:crypto';
import type { TCurrencyCode } from '@casino/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { gameWalletTransactions } from '../src/db/schema/game-wallet';
import { promotionGrants } from '../src/db/schema/promotions';
import { ledgerTransfers } from '../src/db/schema/wallet';
import { credit } from '../src/modules/wallet';
import { openPlayerAccounts } from '../src/modules/wallet/ledger';

// An active bonus as a deposit grants it (promotion_grants row, promotions → player_bonus), with the terms a test chooses.

const DAY_MS = 86_400_000;

export async function grantTestBonus(
  db: Db,
  input: { userId: string; bonus: bigint; requirement: bigint; currency?: TCurrencyCode; now: Date; validityMs?: number },
) {
  const { userId, bonus, requirement, currency = 'EUR', now, validityMs = 30 * DAY_MS } = input;
  const depositId = randomUUID();
  // As at sign-up: every account of the currency exists, so a player with bonus money only can stake it.
  await openPlayerAccounts(db, userId, currency);
  const [grant] = await db
    .insert(promotionGrants)
    .values({
      userId,
      depositId,
      promotionId: 'welcome-test',
      displayName: 'Test bonus',
      validityDays: Math.max(0, Math.ceil(validityMs / DAY_MS)),
      depositNumber: 1,
      currency,
      bonusAmount: bonus,
      freeSpins: 0,
      wageringRequirement: requirement,
      expiresAt: new Date(now.getTime() + validityMs),
      createdAt: now,
    })
    .returning();
  if (bonus > 0n) {
    await credit(db, {
      source: 'promotions',
      idempotencyKey: `deposit-bonus:${depositId}`,
      kind: 'bonus',
      currency,
      amount: bonus,
      userId,
      from: { kind: 'promotions' },
      account: 'player_bonus',
      metadata: { grantId: grant!.id },
      at: now,
    });
  }
  return grant!;
}

export async function grantOf(db: Db, grantId: string) {
  const [row] = await db.select().from(promotionGrants).where(eq(promotionGrants.id, grantId));
  return row!;
}

/** Every grant of the player, oldest first. */
export async function grantsOf(db: Db, userId: string) {
  return db.select().from(promotionGrants).where(eq(promotionGrants.userId, userId)).orderBy(asc(promotionGrants.createdAt));
}

/** The promotions module's ledger movements under `key` (a conversion or a forfeit), oldest first. */
export async function promotionTransfers(db: Db, key: string) {
  return db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.source, 'promotions'), eq(ledgerTransfers.idempotencyKey, key)))
    .orderBy(asc(ledgerTransfers.id));
}

/** The bonus-funded part the wallet API recorded on a bet (its transaction uuid). */
export async function bonusPartOf(db: Db, transactionUuid: unknown): Promise<bigint> {
  const [row] = await db
    .select({ bonusPart: gameWalletTransactions.bonusPart })
    .from(gameWalletTransactions)
    .where(eq(gameWalletTransactions.transactionUuid, String(transactionUuid)));
  if (!row) throw new Error(`no wallet transaction ${String(transactionUuid)}`);
  return row.bonusPart;
}
