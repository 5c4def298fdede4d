import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ChainAdapter } from './chains/chain';
import { createSandboxChain } from './chains/sandbox-chain';
import { listOperatorAddresses } from './crypto-addresses-repo';
import { CRYPTO_CURRENCIES } from '@casino/contracts';
import type { TCryptoCurrency } from './crypto/crypto-currencies';
import { usesSandboxKeys } from './crypto/crypto-wallets';
import { sandboxSecretKey } from './crypto/sandbox-signing-keys';

/**
 * What the proof of reserves (modules/liability-proofs, decision 036) reads of payments: the chain the balances are
 * on, the operator's receiving addresses, and, while the sandbox's test keys stand in, the keys that sign for them.
 */
export type ReserveSources = {
  currencies: readonly TCryptoCurrency[];
  /** Null when no chain is watched (this build's only adapter is the sandbox's). */
  chain: ChainAdapter | null;
  addresses(currency: TCryptoCurrency): Promise<{ address: string; derivationIndex: number }[]>;
  /** SANDBOX ONLY: the secret key of an address; null when the operator's own keys are configured (they sign offline). */
  sandboxKey: ((currency: TCryptoCurrency, derivationIndex: number) => Uint8Array) | null;
};

export function reserveSourcesOf(db: Db, config: Config): ReserveSources {
  return {
    currencies: CRYPTO_CURRENCIES,
    chain: config.paymentsSandbox
      ? createSandboxChain(db, { blockSeconds: config.sandboxBlockSeconds, confirmations: config.cryptoConfirmations })
      : null,
    addresses: (currency) => listOperatorAddresses(db, currency),
    sandboxKey: usesSandboxKeys(config) ? sandboxSecretKey : null,
  };
}
