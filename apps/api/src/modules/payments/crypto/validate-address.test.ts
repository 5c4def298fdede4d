import { describe, expect, it } from 'vitest';
import { base58check, concat, encodeXrpBase58check } from '@casino/proofs/chains';
import type { TCryptoCurrency } from './crypto-currencies';
import { validateWithdrawalAddress } from './validate-address';

const valid = (currency: TCryptoCurrency, address: string, normalized = address) =>
  expect(validateWithdrawalAddress(currency, address)).toEqual({ isValid: true, normalized });
const refused = (currency: TCryptoCurrency, address: string, message: string | RegExp) => {
  const result = validateWithdrawalAddress(currency, address);
  expect(result.isValid).toBe(false);
  expect(result.isValid ? '' : result.message).toMatch(message);
};
const notValid = (label: string) => new RegExp(`^This is not a valid ${label.replace(/[()]/g, '\\$&')} address$`);
const otherNetwork = (network: string) => new RegExp(`^This address belongs to another network \\(${network}\\)\\. Enter a .+ address$`);

/** Changes the character at `at` to another of the same alphabet, as a typo would. */
function typo(address: string, at: number): string {
  const ch = address[at]!;
  const swap =
    ch === 'q' ? 'p' : ch === '2' ? '3' : ch === 'A' ? 'B' : /[a-z]/.test(ch) ? (ch === 'z' ? 'y' : 'z') : ch === '9' ? '8' : '9';
  return address.slice(0, at) + swap + address.slice(at + 1);
}

/** Re-encodes a base58check address's 20-byte hash under another version byte. */
const withVersion = (address: string, version: number) =>
  base58check.encode(concat(Uint8Array.of(version), base58check.decode(address).subarray(1)));

describe('BTC', () => {
  it('accepts P2WPKH, P2WSH, taproot, P2PKH and P2SH; bech32 is stored in lower case', () => {
    valid('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    valid('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    valid('BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3');
    valid('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    valid('BTC', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu');
    valid('BTC', '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC');
    valid('BTC', '  bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu\n', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
  });

  it('refuses typos, wrong checksums and blanks', () => {
    refused('BTC', typo('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 20), notValid('BTC'));
    refused('BTC', typo('1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 10), notValid('BTC'));
    refused('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', notValid('BTC')); // v0 with bech32m
    refused('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', notValid('BTC')); // v1 with bech32
    refused('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyU', notValid('BTC')); // mixed case
    refused('BTC', 'bc1qcr8te4kr609g cawutmrza0j4xv80jy8z306fyu', notValid('BTC'));
    refused('BTC', `1${'1'.repeat(200)}`, notValid('BTC'));
    refused('BTC', '   ', /^Enter a BTC address$/);
  });

  it('refuses segwit versions with no defined output, which would burn the payout', () => {
    refused('BTC', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', /^This kind of BTC address is not supported for withdrawals$/);
  });

  it('names the network of testnet and other chains’ addresses', () => {
    refused('BTC', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', otherNetwork('Bitcoin testnet'));
    refused('BTC', withVersion('1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 0x6f), otherNetwork('Bitcoin testnet'));
    refused('BTC', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', otherNetwork('Litecoin'));
    refused('BTC', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', otherNetwork('Litecoin'));
    refused('BTC', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', otherNetwork('Dogecoin'));
    refused('BTC', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', otherNetwork('Bitcoin Cash'));
    refused('BTC', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', otherNetwork('Ethereum'));
  });
});

describe('LTC', () => {
  it('accepts ltc1 segwit, L and M addresses, and the older 3 form', () => {
    valid('LTC', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh');
    valid('LTC', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez');
    valid('LTC', 'LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL');
    const m = withVersion('3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 0x32);
    expect(m[0]).toBe('M');
    valid('LTC', m);
    valid('LTC', '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC');
  });

  it('refuses typos and names other networks', () => {
    refused('LTC', typo('ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', 12), notValid('LTC'));
    refused('LTC', typo('LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', 5), notValid('LTC'));
    refused('LTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', otherNetwork('Bitcoin'));
    refused('LTC', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', otherNetwork('Bitcoin'));
  });
});

describe('DOG (Dogecoin)', () => {
  it('accepts D (P2PKH) and 9/A (P2SH) addresses', () => {
    valid('DOG', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC');
    valid('DOG', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L');
    valid('DOG', withVersion('DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', 0x16));
  });

  it('refuses typos with the name players know, and names other networks', () => {
    refused('DOG', typo('DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', 8), notValid('DOGE'));
    refused('DOG', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', otherNetwork('Bitcoin'));
    refused('DOG', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', otherNetwork('Litecoin'));
  });
});

describe('ETH and USDT (ERC-20)', () => {
  // EIP-55's published examples.
  const EIP55 = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(EIP55)('accepts %s for ETH and USDT', (address) => {
    valid('ETH', address);
    valid('USDT', address);
  });

  it('accepts single-case addresses (no checksum) and stores them in EIP-55 case', () => {
    valid('ETH', EIP55[0]!.toLowerCase(), EIP55[0]);
    valid('USDT', `0x${EIP55[0]!.slice(2).toUpperCase()}`, EIP55[0]);
  });

  it.each(EIP55)('refuses %s with one letter’s case flipped', (address) => {
    const at = [...address].findIndex((ch, i) => i > 1 && /[a-f]/i.test(ch));
    const ch = address[at]!;
    const flipped = address.slice(0, at) + (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) + address.slice(at + 1);
    refused('ETH', flipped, /^This ETH address has a wrong checksum: check its upper and lower case letters$/);
    refused('USDT', flipped, /^This USDT \(ERC-20\) address has a wrong checksum/);
  });

  it('refuses wrong lengths and characters, and names Tron for a TRC-20 address', () => {
    refused('ETH', EIP55[0]!.slice(0, -1), notValid('ETH'));
    refused('ETH', `${EIP55[0]!.toLowerCase()}0`, notValid('ETH'));
    refused('ETH', EIP55[0]!.slice(2), notValid('ETH'));
    refused('ETH', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg', notValid('ETH'));
    refused('USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', otherNetwork('Tron'));
    refused('USDT', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', otherNetwork('Bitcoin'));
  });
});

describe('TRX', () => {
  it('accepts Tron addresses', () => {
    valid('TRX', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    valid('TRX', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });

  it('refuses one-character corruptions and names other networks', () => {
    for (const at of [1, 17, 33]) refused('TRX', typo('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', at), notValid('TRX'));
    refused('TRX', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', otherNetwork('Ethereum'));
    refused('TRX', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', otherNetwork('XRP Ledger'));
  });
});

describe('XRP', () => {
  it('accepts classic r addresses', () => {
    valid('XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    valid('XRP', 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3');
  });

  it('refuses one-character corruptions and names other networks', () => {
    for (const at of [2, 17, 33]) refused('XRP', typo('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', at), notValid('XRP'));
    refused('XRP', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', otherNetwork('Tron'));
    refused('XRP', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', otherNetwork('Bitcoin'));
  });

  it('asks for the classic address when given an X-address', () => {
    const accountId = new Uint8Array(20).fill(9);
    const xAddress = encodeXrpBase58check(concat(Uint8Array.of(0x05, 0x44), accountId, new Uint8Array(9)));
    expect(xAddress[0]).toBe('X');
    refused('XRP', xAddress, /^Enter the classic XRP address \(starting with r\); X-addresses are not supported$/);
  });
});

describe('BCH', () => {
  const CASH = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';

  it('accepts CashAddr with or without prefix, in either case, and stores it prefixed in lower case', () => {
    valid('BCH', CASH);
    valid('BCH', CASH.slice('bitcoincash:'.length), CASH);
    valid('BCH', CASH.toUpperCase(), CASH);
    valid('BCH', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq');
  });

  it('accepts the legacy form and stores the same hash as CashAddr', () => {
    valid('BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', CASH);
    valid('BCH', '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq');
  });

  it('refuses corruptions and names other networks', () => {
    refused('BCH', typo(CASH, 20), notValid('BCH'));
    refused('BCH', typo(CASH, CASH.length - 1), notValid('BCH'));
    refused('BCH', 'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t', otherNetwork('Bitcoin Cash testnet'));
    refused('BCH', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', otherNetwork('Bitcoin'));
    refused('BCH', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', otherNetwork('Litecoin'));
  });
});

describe('any currency', () => {
  it.each<TCryptoCurrency>(['BTC', 'ETH', 'LTC', 'DOG', 'USDT', 'TRX', 'XRP', 'BCH'])(
    '%s refuses text that is no address at all',
    (currency) => {
      const result = validateWithdrawalAddress(currency, 'my wallet');
      expect(result).toEqual({ isValid: false, message: expect.stringMatching(/^This is not a valid .+ address$/) });
    },
  );
});
