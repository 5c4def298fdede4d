import { describe, expect, it } from 'vitest';
import { decodeCashAddr, encodeCashAddr } from './cashaddr';
import { base58check, toHex } from './codecs';

/** The CashAddr spec's "Examples of address translation": the same hash, legacy and CashAddr. */
const TRANSLATIONS = [
  ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
  ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
  ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
  ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e'],
  ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
] as const;

describe('CashAddr', () => {
  it.each(TRANSLATIONS)('%s is %s', (legacy, cash) => {
    const bytes = base58check.decode(legacy);
    const type = bytes[0] === 0x05 ? 'p2sh' : 'p2pkh';
    expect(encodeCashAddr(type, bytes.subarray(1))).toBe(cash);
    const decoded = decodeCashAddr(cash);
    expect(decoded).toEqual({ prefix: 'bitcoincash', type, hash: bytes.subarray(1) });
  });

  it('reads an address without its prefix, and in upper case', () => {
    const [, cash] = TRANSLATIONS[0];
    expect(decodeCashAddr(cash.slice('bitcoincash:'.length))).toEqual(decodeCashAddr(cash));
    expect(decodeCashAddr(cash.toUpperCase())).toEqual(decodeCashAddr(cash));
  });

  it('encodes every hash size the spec defines (the spec checksum vectors use 20 to 64 bytes)', () => {
    for (const size of [20, 24, 28, 32, 40, 48, 56, 64]) {
      const hash = Uint8Array.from({ length: size }, (_, i) => i);
      const decoded = decodeCashAddr(encodeCashAddr('p2sh', hash));
      expect(decoded?.type).toBe('p2sh');
      expect(toHex(decoded!.hash)).toBe(toHex(hash));
    }
    expect(() => encodeCashAddr('p2pkh', new Uint8Array(21))).toThrow(/20 to 64 bytes/);
  });

  it("matches the spec's larger test vectors for a 20-byte hash under three prefixes", () => {
    const hash = Uint8Array.from(Buffer.from('F5BF48B397DAE70BE82B3CCA4793F8EB2B6CDAC9', 'hex'));
    expect(encodeCashAddr('p2pkh', hash)).toBe('bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2');
    expect(encodeCashAddr('p2sh', hash, 'bchtest')).toBe('bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t');
    expect(encodeCashAddr('p2sh', hash, 'pref')).toBe('pref:pr6m7j9njldwwzlg9v7v53unlr4jkmx6ey65nvtks5');
  });

  it.each([
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', 'one character of the checksum changed'],
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx', 'checksum cut short'],
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6A', 'mixed case'],
    ['bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'mainnet checksum under the testnet prefix'],
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdxba', "'b' is not in the alphabet"],
    [':qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'empty prefix'],
  ])('refuses %s (%s)', (address) => {
    expect(decodeCashAddr(address)).toBeNull();
  });

  it('reads a testnet address under its own prefix', () => {
    expect(decodeCashAddr('bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t')?.prefix).toBe('bchtest');
    // Without a prefix, mainnet is assumed and the testnet checksum no longer adds up.
    expect(decodeCashAddr('pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t')).toBeNull();
  });
});
