import { describe, expect, it } from 'vitest';
import { leafSums } from './leaf-sums';

const hash = 'ab'.repeat(32);

describe('leafSums', () => {
  it("adds each sibling's sum to the leaf's value, lowest step first", () => {
    const leaf = { index: 4, value: '1725', nonce: hash, path: ['1', '123456789', '9000000000000010775'].map((sum) => ({ hash, sum })) };
    expect(leafSums(leaf)).toEqual({
      index: 4,
      value: 1725n,
      steps: [
        { level: 1, siblingSum: 1n, sum: 1726n },
        { level: 2, siblingSum: 123456789n, sum: 123458515n },
        { level: 3, siblingSum: 9000000000000010775n, sum: 9000000000123469290n },
      ],
    });
  });

  it('has no steps for a path of none', () => {
    expect(leafSums({ index: 0, value: '7', nonce: hash, path: [] })).toEqual({ index: 0, value: 7n, steps: [] });
  });
});
