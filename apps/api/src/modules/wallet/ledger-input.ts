import { AMOUNT_MESSAGES, isCurrencyCode, MINOR_UNITS_LIMIT, ZIdempotencyKey, ZMoneySource } from '@casino/contracts';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { isPlayerRef, MAX_HOUSE_SHARDS, type TransferInput } from './ledger-types';

// What a transfer may ask for. Routes check their bodies with the contracts first; these checks make
// sure a caller that skipped its contract still gets a 400 naming the field, never a database error.

/** Serialized metadata beyond this is refused: it describes the event, it does not archive payloads. */
const METADATA_MAX_LENGTH = 4096;

function assertField(schema: z.ZodType, value: unknown, field: string): void {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid value', field);
}

function serializeMetadata(metadata: TransferInput['metadata'] = {}): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(metadata);
  } catch {
    // A bigint or a cycle: left undefined.
  }
  if (json === undefined) throw badRequest('Metadata must be plain JSON', 'metadata');
  // jsonb cannot store the NUL character; PostgreSQL would fail the whole statement.
  if (json.includes('\\u0000')) throw badRequest('Metadata must not contain NUL characters', 'metadata');
  if (json.length > METADATA_MAX_LENGTH) throw badRequest(`Metadata must be at most ${METADATA_MAX_LENGTH} characters of JSON`, 'metadata');
  return json;
}

/**
 * Refuses what the tables cannot hold (source, key, amount beyond numeric(38,0), currency, account
 * references, metadata) with a 400 naming the field. Returns the player the transfer concerns (at
 * most one: a casino never moves money between two players) and the metadata as JSON text.
 */
export function checkTransferInput(input: TransferInput): { player: string | null; metadataJson: string } {
  const { amount } = input;
  assertField(ZMoneySource, input.source, 'source');
  assertField(ZIdempotencyKey, input.idempotencyKey, 'idempotencyKey');
  if (typeof amount !== 'bigint' || amount <= 0n) throw badRequest(AMOUNT_MESSAGES.notPositive, 'amount');
  if (amount >= MINOR_UNITS_LIMIT) throw badRequest(AMOUNT_MESSAGES.tooLarge, 'amount');
  if (!isCurrencyCode(input.currency)) throw badRequest('Unsupported currency', 'currency');
  for (const [field, ref] of [
    ['from', input.from],
    ['to', input.to],
  ] as const) {
    const isValid = isPlayerRef(ref)
      ? Boolean(ref.userId)
      : ref.shard === undefined || (Number.isInteger(ref.shard) && ref.shard >= 0 && ref.shard < MAX_HOUSE_SHARDS);
    if (!isValid) throw badRequest(`Bad account reference ${JSON.stringify(ref)}`, field);
  }
  const players = new Set([input.from, input.to].filter(isPlayerRef).map((r) => r.userId));
  if (players.size > 1) throw badRequest('A transfer concerns at most one player', 'to');
  return { player: [...players][0] ?? null, metadataJson: serializeMetadata(input.metadata) };
}
