import type { TChainBlock, TCrashChainRecord } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { checkCrashSalt, isSaltVerified } from './check-crash-salt';

const HASH = 'ab'.repeat(32);
const chain: TCrashChainRecord = {
  gameKey: 'OrbitRush',
  terminatingHash: 'cd'.repeat(32),
  length: 10_000,
  committedAt: '2026-12-06T10:00:00.000Z',
  saltBlock: { chain: 'BTC', height: 900_006, url: '/payments/sandbox/chain/blocks/BTC/900006' },
  salt: HASH,
  saltFixedAt: '2026-12-06T11:10:00.000Z',
};
const block: TChainBlock = { chain: 'BTC', height: 900_006, hash: HASH, minedAt: '2026-12-06T11:00:00.000Z' };

describe('checkCrashSalt', () => {
  it('verifies a salt that is the hash of the committed block, mined after the commitment', () => {
    const check = checkCrashSalt(chain, block);
    expect(check).toEqual({ isThatBlock: true, isSaltItsHash: true, isMinedAfterCommitment: true });
    expect(isSaltVerified(check)).toBe(true);
    // Explorers may write the hash in capitals: it is the same hash.
    expect(isSaltVerified(checkCrashSalt(chain, { ...block, hash: HASH.toUpperCase() }))).toBe(true);
  });

  it('refuses a salt that is not that block’s hash, or one not fixed yet', () => {
    expect(checkCrashSalt(chain, { ...block, hash: 'ef'.repeat(32) }).isSaltItsHash).toBe(false);
    expect(checkCrashSalt({ ...chain, salt: null, saltFixedAt: null }, block).isSaltItsHash).toBe(false);
  });

  it('refuses another block, even one whose hash is the salt', () => {
    expect(checkCrashSalt(chain, { ...block, height: 900_005 })).toMatchObject({ isThatBlock: false, isSaltItsHash: true });
    expect(checkCrashSalt(chain, { ...block, chain: 'LTC' }).isThatBlock).toBe(false);
    expect(isSaltVerified(checkCrashSalt(chain, { ...block, height: 900_005 }))).toBe(false);
  });

  it('refuses a block mined before the chain was committed, or at the same moment: its hash was known', () => {
    for (const minedAt of ['2026-12-06T09:59:59.000Z', chain.committedAt]) {
      const check = checkCrashSalt(chain, { ...block, minedAt });
      expect(check.isMinedAfterCommitment, minedAt).toBe(false);
      expect(isSaltVerified(check)).toBe(false);
    }
  });
});
