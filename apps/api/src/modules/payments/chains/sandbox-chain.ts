import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { TCryptoCurrency } from '../crypto/crypto-currencies';
import type { ChainAdapter, ChainTransfer } from './chain';
import {
  dropSandboxTransaction,
  mineSandboxBlock,
  sumSandboxOutputsTo,
  findSandboxTransaction,
  insertSandboxOutputs,
  listLatestSandboxOutputs,
  listSandboxOutputsSince,
  type SandboxTransactionRow,
} from './sandbox-chain-repo';

/** Where the sandbox chain publishes a block as JSON: /payments/sandbox/chain/blocks/{currency}/{height}. */
export const SANDBOX_BLOCKS_PATH = '/payments/sandbox/chain/blocks';

export type SandboxPayment = { currency: TCryptoCurrency; address: string; destinationTag: number | null; amounts: bigint[] };
export type SandboxOutput = ChainTransfer & { broadcastAt: Date };

export type SandboxChain = ChainAdapter & {
  /** Broadcasts one transaction with an output per amount; its hash. */
  broadcast(payment: SandboxPayment, now: Date): Promise<string>;
  /** Takes a transaction off the chain (a reorg), unless it is unknown, already gone, or deep enough to be final. */
  drop(currency: TCryptoCurrency, txHash: string, now: Date): Promise<'dropped' | 'unknown' | 'final'>;
  latest(limit: number, now: Date): Promise<SandboxOutput[]>;
};

/**
 * SANDBOX ONLY: a chain per currency played by one table. Blocks come every `blockSeconds` of the app's
 * clock, so tests move time instead of waiting; a transaction counts as final (no longer droppable) once it
 * has the confirmations its deposit waits for. Block n is due n block times after the Unix epoch, and its
 * hash is drawn at random the first time it is read once due: nobody knows it before.
 */
export function createSandboxChain(
  db: Db,
  opts: { blockSeconds: Record<TCryptoCurrency, number>; confirmations: Record<TCryptoCurrency, number> },
): SandboxChain {
  const confirmationsOf = (row: SandboxTransactionRow, now: Date) => {
    if (row.droppedAt) return 'gone';
    const blockMs = opts.blockSeconds[row.currency as TCryptoCurrency] * 1000;
    return Math.max(0, Math.floor((now.getTime() - row.broadcastAt.getTime()) / blockMs));
  };
  const blockMsOf = (currency: TCryptoCurrency) => opts.blockSeconds[currency] * 1000;
  const tipOf = (currency: TCryptoCurrency, now: Date) => Math.floor(now.getTime() / blockMsOf(currency));
  const toOutput = (row: SandboxTransactionRow, now: Date): SandboxOutput => ({
    currency: row.currency as TCryptoCurrency,
    txHash: row.txHash,
    outputIndex: row.outputIndex,
    address: row.toAddress,
    destinationTag: row.destinationTag,
    amount: row.amount,
    confirmations: confirmationsOf(row, now),
    broadcastAt: row.broadcastAt,
  });

  return {
    async listTransfers({ since, now }) {
      return (await listSandboxOutputsSince(db, since)).map((row) => toOutput(row, now));
    },
    async broadcast(payment, now) {
      const txHash = randomBytes(32).toString('hex');
      await insertSandboxOutputs(
        db,
        payment.amounts.map((amount, outputIndex) => ({
          currency: payment.currency,
          txHash,
          outputIndex,
          toAddress: payment.address,
          destinationTag: payment.destinationTag,
          amount,
          broadcastAt: now,
          droppedAt: null,
        })),
      );
      return txHash;
    },
    async drop(currency, txHash, now) {
      const outputs = await findSandboxTransaction(db, currency, txHash);
      const live = outputs.map((row) => confirmationsOf(row, now)).filter((c) => c !== 'gone');
      if (!live.length) return 'unknown';
      if (live.some((c) => c >= opts.confirmations[currency])) return 'final';
      await dropSandboxTransaction(db, currency, txHash, now);
      return 'dropped';
    },
    async tipHeight(currency, now) {
      return tipOf(currency, now);
    },
    async block(currency, height, now) {
      const tip = tipOf(currency, now);
      if (height > tip) return null;
      const minedAt = new Date(height * blockMsOf(currency));
      const row = await mineSandboxBlock(db, { currency, height, hash: randomBytes(32).toString('hex'), minedAt });
      return { currency, height, hash: row.hash, minedAt: row.minedAt, confirmations: tip - height + 1 };
    },
    blockUrl(currency, height) {
      return `${SANDBOX_BLOCKS_PATH}/${currency}/${height}`;
    },
    // A transaction has its first confirmation one block time after it is broadcast: it is in the block mined then.
    // The sandbox pays withdrawals outside the chain, so an address only ever receives.
    async balanceAt(currency, address, height) {
      return sumSandboxOutputsTo(db, currency, address, new Date((height - 1) * blockMsOf(currency)));
    },
    async latest(limit, now) {
      return (await listLatestSandboxOutputs(db, limit)).map((row) => toOutput(row, now));
    },
  };
}
