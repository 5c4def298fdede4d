import { describe, expect, it } from 'vitest';
import { roundHash, terminatingHash } from './chain';
import { cappedCrash, crashPoint } from './crash-point';
import { verifyCrashRound } from './verify';

describe('crash round verification', () => {
  const seed = '5e'.repeat(32);
  const salt = 'published-salt';
  const length = 50;

  async function claimOf(number: number) {
    const hash = await roundHash(seed, length, number);
    return {
      number,
      hash,
      previousHash: number === 1 ? await terminatingHash(seed, length) : await roundHash(seed, length, number - 1),
      terminatingHash: await terminatingHash(seed, length),
      salt,
      crash: cappedCrash(await crashPoint(hash, salt), 100_000),
      maxMultiplier: 100_000,
    };
  }

  it('accepts a round of the published chain with its commitment and crash', async () => {
    for (const number of [1, 2, 37]) {
      expect(await verifyCrashRound(await claimOf(number))).toMatchObject({ isOfChain: true, isCommitted: true, isCrashRight: true });
    }
  });

  it('catches a wrong number, another chain, a changed commitment or a changed crash', async () => {
    const claim = await claimOf(10);
    expect((await verifyCrashRound({ ...claim, number: 11 })).isOfChain).toBe(false);
    expect((await verifyCrashRound({ ...claim, terminatingHash: 'ab'.repeat(32) })).isOfChain).toBe(false);
    expect(await verifyCrashRound({ ...claim, previousHash: 'cd'.repeat(32) })).toMatchObject({ isOfChain: true, isCommitted: false });
    expect(await verifyCrashRound({ ...claim, crash: claim.crash + 1 })).toMatchObject({ isOfChain: true, isCrashRight: false });
    expect((await verifyCrashRound({ ...claim, salt: 'another' })).isCrashRight).toBe(false);
  });
});
