import { describe, expect, it } from 'vitest';
import { testKeyAt } from '../chains/test-mnemonic';
import { readReserveAttestation, RESERVES_FORMAT_VERSION, type ReserveAttestation } from './attestation';
import { signReserveAddress } from './sign';
import { reserveRatio, verifyReserves } from './verify';

const AT = { snapshotId: '7d6c2f0e-1b7a-4c55-9e0e-2f4f7d1f0a11', currency: 'BTC' as const, blockHeight: 840_000 };
const keys = [0, 1, 2].map((i) => testKeyAt(`m/84'/0'/0'/0/${i}`).secretKey);

function attestation(balances = [150_000n, 0n, 2_500n]): ReserveAttestation {
  const addresses = balances.map((balance, i) => signReserveAddress(keys[i]!, AT, balance));
  const total = balances.reduce((a, b) => a + b, 0n).toString();
  return { version: RESERVES_FORMAT_VERSION, ...AT, addresses, total };
}

describe('reserves beside the proof of liabilities', () => {
  it('verifies addresses signed by their keys over this snapshot, and their total', () => {
    const signed = attestation();
    expect(signed.addresses[0]!.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(verifyReserves(signed)).toEqual({ ok: true, total: 152_500n, addresses: 3 });
    expect(readReserveAttestation(JSON.parse(JSON.stringify(signed)))).toEqual({ value: signed, problems: [] });
  });

  it('refuses a total the balances do not make, and a balance changed after signing', () => {
    const signed = attestation();
    expect(verifyReserves({ ...signed, total: '152501' })).toMatchObject({
      ok: false,
      problems: ['the balances add up to 152500, not the total 152501'],
    });
    const changed = { ...signed, addresses: signed.addresses.map((a, i) => (i === 0 ? { ...a, balance: '150001' } : a)) };
    // The balance is not signed (the chain vouches for it at the block), but the total then disagrees.
    expect(verifyReserves(changed).ok).toBe(false);
  });

  it('refuses a signature over another snapshot, an address that is not its key’s, and an address listed twice', () => {
    const signed = attestation();
    expect(verifyReserves({ ...signed, snapshotId: 'another' })).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.stringContaining('its signature is not by its key over this snapshot')]),
    });
    const moved = {
      ...signed,
      addresses: [{ ...signed.addresses[0]!, publicKey: signed.addresses[1]!.publicKey }, ...signed.addresses.slice(1)],
    };
    expect(verifyReserves(moved)).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.stringContaining('not the address of its public key')]),
    });
    const twice = { ...signed, addresses: [...signed.addresses, signed.addresses[0]!], total: '302500' };
    expect(verifyReserves(twice)).toMatchObject({ ok: false, problems: [expect.stringContaining('listed twice')] });
  });

  it('reads only well-formed attestations', () => {
    expect(readReserveAttestation({ ...attestation(), currency: 'EUR' }).problems).toEqual(['currency is not a crypto currency']);
    expect(
      readReserveAttestation({ ...attestation(), addresses: [{ address: 'x', publicKey: 'zz', balance: '-1', signature: '' }] }).problems,
    ).toEqual([
      'addresses[0].publicKey is not 33 bytes of hex',
      'addresses[0].balance is not a whole number',
      'addresses[0].signature is not 64 bytes of hex',
    ]);
  });

  it('gives reserves ÷ liabilities rounded down, and none when nothing is owed', () => {
    expect(reserveRatio(152_500n, 100_000n)).toBe('1.5250');
    expect(reserveRatio(2n, 3n)).toBe('0.6666');
    expect(reserveRatio(0n, 5n)).toBe('0.0000');
    expect(reserveRatio(5n, 0n)).toBeNull();
  });
});
