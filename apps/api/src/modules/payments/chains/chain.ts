import type { TCryptoCurrency } from '../crypto/crypto-currencies';

/** One output of a transaction paying an address (and, on XRP, a destination tag). */
export type ChainTransfer = {
  currency: TCryptoCurrency;
  txHash: string;
  /**
   * Tells apart the payments of one transaction: the output number on UTXO chains; on account chains the
   * transfer's position in the transaction (a token transfer's log index), so (hash, index) is one payment.
   */
  outputIndex: number;
  address: string;
  destinationTag: number | null;
  /** Minor units of `currency`. */
  amount: bigint;
  /** Blocks including and on top of its own (0 while unmined); gone once it left the chain (a reorg, a replacement). */
  confirmations: number | 'gone';
};

/** A mined block; `confirmations` counts it and the blocks on top of it. */
export type ChainBlock = { currency: TCryptoCurrency; height: number; hash: string; minedAt: Date; confirmations: number };

/**
 * What the watcher asks of a chain (a node or an indexer behind it): the transfers of the recent past, with
 * their confirmations now. It is asked again every tick, so it only has to be right at the time it answers.
 * The crash rounds read its blocks: a future block's hash seeds each of their chains.
 */
export type ChainAdapter = {
  listTransfers(window: { since: Date; now: Date }): Promise<ChainTransfer[]>;
  /** The height of the newest block now. */
  tipHeight(currency: TCryptoCurrency, now: Date): Promise<number>;
  /** The block at `height`, or null while it is not mined. */
  block(currency: TCryptoCurrency, height: number, now: Date): Promise<ChainBlock | null>;
  /** Where anyone reads that block, as JSON (`ZChainBlock`): the chain's explorer. */
  blockUrl(currency: TCryptoCurrency, height: number): string;
  /** What `address` held once block `height` was mined, in minor units: the reserves' balances are read here. */
  balanceAt(currency: TCryptoCurrency, address: string, height: number): Promise<bigint>;
};
