import { describe, expect, it } from 'vitest';
import { addressOfPublicKey, type KeyCurrency } from './address-of-key';
import { testKeyAt } from './test-mnemonic';

// The first receive address of each chain's account of the BIP39 test mnemonic, as the BIPs' test vectors and common
// wallets show them for it.
const keyAt = (path: string) => testKeyAt(path).publicKey;

const VECTORS: [KeyCurrency, string, string][] = [
  ['BTC', "m/84'/0'/0'/0/0", 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
  ['ETH', "m/44'/60'/0'/0/0", '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
  ['USDT', "m/44'/60'/0'/0/0", '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
  ['XRP', "m/44'/144'/0'/0/0", 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3'],
];

describe('the address of a public key', () => {
  it.each(VECTORS)('%s at %s is %s', (currency, path, address) => {
    expect(addressOfPublicKey(currency, keyAt(path))).toBe(address);
  });

  it('differs for another key', () => {
    expect(addressOfPublicKey('BTC', keyAt("m/84'/0'/0'/0/1"))).not.toBe(VECTORS[0]![2]);
  });
});
