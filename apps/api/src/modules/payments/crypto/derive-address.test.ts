import { describe, expect, it } from 'vitest';
import { base58check, concat, encodeSegwitV0, hash160 } from '@casino/proofs/chains';
import {
  deriveDepositAddress,
  indexFromXrpDestinationTag,
  MAX_ADDRESS_INDEX,
  MAX_XRP_TAG_INDEX,
  type TDerivedCurrency,
  xrpDestinationTag,
} from './derive-address';
import { ExtendedKeyError, parseAccountXpub } from './extended-key';
import { SANDBOX_ACCOUNT_XPUBS, SANDBOX_XRP_OPERATOR_ADDRESS } from './sandbox-keys';
import { validateWithdrawalAddress } from './validate-address';

/** BIP84's test vectors: the account key m/84'/0'/0' of the "abandon ... about" mnemonic, as published. */
const BIP84_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

/** The same key bytes under other version bytes, or with some bytes changed. */
function reencode(extendedKey: string, edit: (raw: Uint8Array) => void): string {
  const raw = Uint8Array.from(base58check.decode(extendedKey));
  edit(raw);
  return base58check.encode(raw);
}
const withVersion = (key: string, version: number) => reencode(key, (raw) => new DataView(raw.buffer).setUint32(0, version));

describe('deriveDepositAddress', () => {
  it("gives BIP84's published receive addresses from its published zpub", () => {
    expect(deriveDepositAddress('BTC', BIP84_ZPUB, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveDepositAddress('BTC', BIP84_ZPUB, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it("reads BIP84's change chain from the same key, and never hands it out as a deposit address", () => {
    const change0 = parseAccountXpub(BIP84_ZPUB).deriveChild(1).deriveChild(0).publicKey!;
    expect(encodeSegwitV0('bc', hash160(change0))).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el');
    const deposits = Array.from({ length: 20 }, (_, i) => deriveDepositAddress('BTC', BIP84_ZPUB, i));
    expect(deposits).not.toContain('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el');
  });

  it('ignores the version bytes: xpub, zpub and Ltub forms of one key give the same addresses', () => {
    expect(deriveDepositAddress('BTC', SANDBOX_ACCOUNT_XPUBS.BTC, 0)).toBe(deriveDepositAddress('BTC', BIP84_ZPUB, 0));
    const ltub = withVersion(SANDBOX_ACCOUNT_XPUBS.LTC, 0x019da462);
    expect(ltub.startsWith('Ltub')).toBe(true);
    expect(deriveDepositAddress('LTC', ltub, 3)).toBe(deriveDepositAddress('LTC', SANDBOX_ACCOUNT_XPUBS.LTC, 3));
  });

  // Index 0 and 1 of the published test mnemonic, as its wallets show them (m/<purpose>'/<coin>'/0'/0/i).
  it.each<[TDerivedCurrency, string, string | null]>([
    ['LTC', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', 'ltc1qwlezpr3890hcp6vva9twqh27mr6edadreqvhnn'],
    ['ETH', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0'],
    ['USDT', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0'],
    ['TRX', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK'],
    ['DOG', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', null],
    ['BCH', 'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6', 'bitcoincash:qp8sfdhgjlq68hlzka9lcsxtcnvuvnd0xqxugfzzc5'],
  ])('gives the known %s addresses of the sandbox key', (currency, first, second) => {
    expect(deriveDepositAddress(currency, SANDBOX_ACCOUNT_XPUBS[currency], 0)).toBe(first);
    if (second) expect(deriveDepositAddress(currency, SANDBOX_ACCOUNT_XPUBS[currency], 1)).toBe(second);
  });

  it.each(Object.keys(SANDBOX_ACCOUNT_XPUBS) as TDerivedCurrency[])(
    '%s: addresses are withdrawal-valid as they are, the same on every call, and one per index',
    (currency) => {
      const key = SANDBOX_ACCOUNT_XPUBS[currency];
      const indexes = [0, 1, 2, 7, 1000, MAX_ADDRESS_INDEX];
      const addresses = indexes.map((i) => deriveDepositAddress(currency, key, i));
      for (const address of addresses) {
        expect(validateWithdrawalAddress(currency, address)).toEqual({ isValid: true, normalized: address });
      }
      expect(indexes.map((i) => deriveDepositAddress(currency, key, i))).toEqual(addresses);
      expect(new Set(addresses).size).toBe(indexes.length);
    },
  );

  it('differs per chain for the same index', () => {
    const first = (Object.keys(SANDBOX_ACCOUNT_XPUBS) as TDerivedCurrency[]).map((c) =>
      deriveDepositAddress(c, SANDBOX_ACCOUNT_XPUBS[c], 0),
    );
    expect(new Set(first).size).toBe(first.length - 1); // ETH and USDT share one
  });

  it.each([-1, 1.5, MAX_ADDRESS_INDEX + 1, Number.NaN])('refuses index %s (hardened or not an index)', (index) => {
    expect(() => deriveDepositAddress('BTC', SANDBOX_ACCOUNT_XPUBS.BTC, index)).toThrow(RangeError);
  });
});

describe('parseAccountXpub', () => {
  it('refuses an extended private key, even one that would work', () => {
    // Same chain code, key field in the private form: 0x00 then 32 bytes of secret.
    const xprvShaped = reencode(SANDBOX_ACCOUNT_XPUBS.ETH, (raw) => raw.set(concat(Uint8Array.of(0), new Uint8Array(32).fill(7)), 45));
    expect(() => deriveDepositAddress('ETH', xprvShaped, 0)).toThrow(/PRIVATE key/);
  });

  it('refuses a key that is not at account depth (a master or chain key gives other addresses)', () => {
    const master = reencode(SANDBOX_ACCOUNT_XPUBS.BTC, (raw) => raw.set([0], 4));
    expect(() => parseAccountXpub(master)).toThrow(/depth 3.*got depth 0/);
    const chain = parseAccountXpub(SANDBOX_ACCOUNT_XPUBS.BTC).deriveChild(0).publicExtendedKey;
    expect(() => parseAccountXpub(chain)).toThrow(/got depth 4/);
  });

  it.each([
    ['a typo', SANDBOX_ACCOUNT_XPUBS.BTC.replace('xpub6Cat', 'xpub6Cbt')],
    ['not base58', 'not-a-key'],
    ['an address', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
    ['a point off the curve', reencode(SANDBOX_ACCOUNT_XPUBS.BTC, (raw) => raw.set(new Uint8Array(32).fill(0xff), 46))],
  ])('refuses %s', (_, key) => {
    expect(() => parseAccountXpub(key)).toThrow(ExtendedKeyError);
  });
});

describe('XRP destination tags', () => {
  it('numbers players from the offset up, within uint32, and reads the index back', () => {
    expect(xrpDestinationTag(0)).toBe(100_000);
    expect(xrpDestinationTag(41)).toBe(100_041);
    expect(xrpDestinationTag(MAX_XRP_TAG_INDEX)).toBe(0xffffffff);
    for (const index of [0, 41, MAX_XRP_TAG_INDEX]) expect(indexFromXrpDestinationTag(xrpDestinationTag(index))).toBe(index);
  });

  it('refuses indexes that would leave uint32, and tags no player was given', () => {
    expect(() => xrpDestinationTag(MAX_XRP_TAG_INDEX + 1)).toThrow(RangeError);
    expect(() => xrpDestinationTag(-1)).toThrow(RangeError);
    expect(indexFromXrpDestinationTag(0)).toBeNull();
    expect(indexFromXrpDestinationTag(99_999)).toBeNull();
    expect(indexFromXrpDestinationTag(2 ** 32)).toBeNull();
  });

  it('has a sandbox operator account that is a valid XRP address', () => {
    expect(validateWithdrawalAddress('XRP', SANDBOX_XRP_OPERATOR_ADDRESS)).toEqual({
      isValid: true,
      normalized: SANDBOX_XRP_OPERATOR_ADDRESS,
    });
  });
});
