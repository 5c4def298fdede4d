import type { Config } from '../../../config';
import type { TCryptoCurrency } from './crypto-currencies';
import { deriveDepositAddress, xrpDestinationTag, type TDerivedCurrency } from './derive-address';
import { parseAccountXpub } from './extended-key';
import { SANDBOX_ACCOUNT_XPUBS, SANDBOX_XRP_OPERATOR_ADDRESS } from './sandbox-keys';
import { validateWithdrawalAddress } from './validate-address';

export type DepositAddress = { address: string; destinationTag: number | null };

/** The operator's receiving side: which currencies it takes, and the address of a derivation index. */
export type CryptoWallets = {
  accepts(currency: TCryptoCurrency): boolean;
  addressAt(currency: TCryptoCurrency, index: number): DepositAddress;
};

/**
 * The configured keys, or the sandbox's published test keys while the sandbox stands in and none are set.
 * Every key is parsed here, at start: a private, malformed or wrong-depth key stops the process rather than
 * handing players addresses nobody can spend from.
 */
type WalletConfig = Pick<Config, 'cryptoXpubs' | 'cryptoXrpAddress' | 'paymentsSandbox'>;

/** Whether the sandbox's published test keys stand in: the sandbox is on and the operator configured none of its own. */
export const usesSandboxKeys = (config: WalletConfig) => config.paymentsSandbox && !config.cryptoXpubs && !config.cryptoXrpAddress;

export function createCryptoWallets(config: WalletConfig): CryptoWallets {
  const useSandbox = usesSandboxKeys(config);
  const xpubs: Partial<Record<TDerivedCurrency, string>> = useSandbox ? SANDBOX_ACCOUNT_XPUBS : (config.cryptoXpubs ?? {});
  const xrpAddress = useSandbox ? SANDBOX_XRP_OPERATOR_ADDRESS : config.cryptoXrpAddress;
  for (const [currency, xpub] of Object.entries(xpubs)) {
    try {
      parseAccountXpub(xpub);
    } catch (error) {
      throw new Error(`Invalid configuration:\n  - CRYPTO_XPUBS: the ${currency} key is refused: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  if (xrpAddress && !validateWithdrawalAddress('XRP', xrpAddress).isValid) {
    throw new Error('Invalid configuration:\n  - CRYPTO_XRP_ADDRESS: not a valid XRP address (its checksum fails)');
  }
  return {
    accepts: (currency) => (currency === 'XRP' ? Boolean(xrpAddress) : Boolean(xpubs[currency])),
    addressAt(currency, index) {
      if (currency === 'XRP') {
        if (!xrpAddress) throw new Error('No XRP account is configured');
        return { address: xrpAddress, destinationTag: xrpDestinationTag(index) };
      }
      const xpub = xpubs[currency];
      if (!xpub) throw new Error(`No ${currency} key is configured`);
      return { address: deriveDepositAddress(currency, xpub, index), destinationTag: null };
    },
  };
}
