import { describe, expect, it } from 'vitest';
import { parseVerifierInput } from './verifier-input';

const valid = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: '7' };

describe('parseVerifierInput', () => {
  it('gives the seeds with the nonce as a number', () => {
    expect(parseVerifierInput(valid)).toEqual({ seeds: { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 7 } });
    expect(parseVerifierInput({ ...valid, nonce: ' 0 ' })).toEqual({ seeds: { ...valid, serverSeed: valid.serverSeed, nonce: 0 } });
  });

  it('names every empty field', () => {
    expect(parseVerifierInput({ serverSeed: '', clientSeed: '', nonce: '' })).toEqual({
      errors: {
        serverSeed: 'fairness.verifier.errors.serverSeedEmpty',
        clientSeed: 'fairness.verifier.errors.clientSeedEmpty',
        nonce: 'fairness.verifier.errors.nonceEmpty',
      },
    });
  });

  it('refuses over-long seeds, counting characters rather than UTF-16 units', () => {
    expect(parseVerifierInput({ ...valid, serverSeed: 'a'.repeat(129), clientSeed: 'b'.repeat(65) })).toEqual({
      errors: { serverSeed: 'fairness.verifier.errors.serverSeedTooLong', clientSeed: 'fairness.verifier.errors.clientSeedTooLong' },
    });
    expect(parseVerifierInput({ ...valid, clientSeed: '🎲'.repeat(64) })).toHaveProperty('seeds');
  });

  it.each(['-1', '1.5', '1e3', 'seven', '9007199254740992'])('refuses the nonce %s', (nonce) => {
    expect(parseVerifierInput({ ...valid, nonce })).toEqual({ errors: { nonce: 'fairness.verifier.errors.nonceNotWhole' } });
  });

  it('takes an optional jackpot chance, a whole number from 1 to 2^32', () => {
    const seeds = { serverSeed: valid.serverSeed, clientSeed: valid.clientSeed, nonce: 7 };
    expect(parseVerifierInput({ ...valid, jackpotChanceOneIn: ' 2000000 ' })).toEqual({ seeds, jackpotChanceOneIn: 2_000_000 });
    expect(parseVerifierInput({ ...valid, jackpotChanceOneIn: '' })).toEqual({ seeds });
    for (const bad of ['0', '1.5', '-3', 'many', String(2 ** 32 + 1)]) {
      expect(parseVerifierInput({ ...valid, jackpotChanceOneIn: bad })).toEqual({
        errors: { jackpotChanceOneIn: 'fairness.verifier.errors.jackpotChanceNotWhole' },
      });
    }
  });
});
