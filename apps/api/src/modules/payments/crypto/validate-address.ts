import { isXAddress, otherNetwork, PARSERS } from './address-formats';
import { CRYPTO_LABELS, type TCryptoCurrency } from './crypto-currencies';

export type TAddressCheck = { isValid: true; normalized: string } | { isValid: false; message: string };

/**
 * Longer than any address of these chains (the longest, a 32-byte P2WSH or taproot address, is 62
 * characters). Cut before decoding, as base58 decoding time grows with the square of the length.
 */
const MAX_LENGTH = 128;

/**
 * Checks an address a player wants a withdrawal sent to, on mainnet only: its format, checksum and
 * network for `currency`. `normalized` is the form to store and pay to (surrounding blanks removed,
 * bech32 lower case, Ethereum EIP-55 case, Bitcoin Cash as CashAddr). Messages are shown to the player.
 */
export function validateWithdrawalAddress(currency: TCryptoCurrency, address: string): TAddressCheck {
  const label = CRYPTO_LABELS[currency];
  const candidate = address.trim();
  const refuse = (message: string): TAddressCheck => ({ isValid: false, message });
  if (candidate === '') return refuse(`Enter a ${label} address`);
  if (candidate.length > MAX_LENGTH || /\s/.test(candidate)) return refuse(`This is not a valid ${label} address`);

  const parsed = PARSERS[currency](candidate);
  if ('normalized' in parsed) return { isValid: true, normalized: parsed.normalized };
  if (parsed.problem === 'checksum') {
    return refuse(`This ${label} address has a wrong checksum: check its upper and lower case letters`);
  }
  if (parsed.problem === 'unsupported') return refuse(`This kind of ${label} address is not supported for withdrawals`);
  if (currency === 'XRP' && isXAddress(candidate)) {
    return refuse('Enter the classic XRP address (starting with r); X-addresses are not supported');
  }
  const network = otherNetwork(candidate);
  if (network) return refuse(`This address belongs to another network (${network}). Enter a ${label} address`);
  return refuse(`This is not a valid ${label} address`);
}
