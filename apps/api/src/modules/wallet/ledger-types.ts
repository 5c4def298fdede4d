import type { TCurrencyCode } from '@casino/contracts';
import { HOUSE_ACCOUNT_KINDS, PLAYER_ACCOUNT_KINDS, TRANSFER_KINDS } from '../../db/schema/wallet';

export { HOUSE_ACCOUNT_KINDS, PLAYER_ACCOUNT_KINDS, TRANSFER_KINDS };

export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type AccountKind = PlayerAccountKind | HouseAccountKind;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * House-side accounts are split into rows per kind and currency (reports sum them): as many as the database was
 * opened with (LEDGER_HOUSE_SHARDS, db/client.ts), HOUSE_SHARDS by default. Changing the count moves players to
 * other rows; a replay still matches (a house-side account is the same on any shard).
 */
export { DEFAULT_HOUSE_SHARDS as HOUSE_SHARDS, MAX_HOUSE_SHARDS } from '../../db/client';

export type PlayerAccountRef = { kind: PlayerAccountKind; userId: string };
/** `shard` is normally left out: it is picked from the player of the transfer. */
export type HouseAccountRef = { kind: HouseAccountKind; shard?: number };
export type AccountRef = PlayerAccountRef | HouseAccountRef;

export type TransferMetadata = Record<string, unknown>;

export type TransferInput = {
  /** The integration the event comes from ("gateway:sandbox", "studio"...): the namespace of its keys (ZMoneySource). */
  source: string;
  /** Unique per real-world event within its source (gateway reference, game round + action...): a replay moves nothing. */
  idempotencyKey: string;
  kind: TransferKind;
  currency: TCurrencyCode;
  /** Minor units, > 0. */
  amount: bigint;
  from: AccountRef;
  to: AccountRef;
  /** method, gateway, external reference, game round...: stored, shown in history, and compared on replay. */
  metadata?: TransferMetadata;
  /** When the movement happened, from the caller's clock; the database's time when left out. */
  at?: Date;
};

export type LedgerTransfer = {
  id: number;
  source: string;
  idempotencyKey: string;
  kind: TransferKind;
  currency: TCurrencyCode;
  amount: bigint;
  fromAccountId: number;
  toAccountId: number;
  userId: string | null;
  metadata: TransferMetadata;
  createdAt: Date;
  /** true when the key had already been used with the same details: nothing moved this time. */
  replayed: boolean;
};

export type PlayerBalances = { real: bigint; bonus: bigint; freeSpin: bigint; held: bigint };

export const isPlayerRef = (ref: AccountRef): ref is PlayerAccountRef => (PLAYER_ACCOUNT_KINDS as readonly string[]).includes(ref.kind);
