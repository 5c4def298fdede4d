import { describe, expect, it } from 'vitest';
import { matchesName } from './match-name';

describe('matchesName', () => {
  it('matches any part of the name in any letter case', () => {
    expect(matchesName('Sweet Bonanza', 'bonan')).toBe(true);
    expect(matchesName('Sweet Bonanza', 'SWEET')).toBe(true);
    expect(matchesName('Sweet Bonanza', 'et bo')).toBe(true);
  });

  it('rejects names without the text', () => {
    expect(matchesName('Sweet Bonanza', 'gold')).toBe(false);
  });

  it('treats an empty query as a match', () => {
    expect(matchesName('Sweet Bonanza', '')).toBe(true);
    expect(matchesName('Sweet Bonanza', '  ')).toBe(true);
  });
});
