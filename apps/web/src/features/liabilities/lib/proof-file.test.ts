import { describe, expect, it } from 'vitest';
import { proofFileName, proofFileText } from './proof-file';

describe('proofFileName', () => {
  it('names the snapshot and the currency', () => {
    expect(proofFileName(12, 'EUR')).toBe('proof-of-liabilities-12-EUR.json');
  });

  it('keeps nothing of the currency that could leave the name or the folder', () => {
    expect(proofFileName(3, '../x/USDT')).toBe('proof-of-liabilities-3-xUSDT.json');
    expect(proofFileName(3, '/..')).toBe('proof-of-liabilities-3-proof.json');
  });
});

describe('proofFileText', () => {
  it('is the proof as served, which reads back to the same value', () => {
    const proof = { version: 1, balance: '2500', leaves: [{ index: 0, value: '2500' }] };
    const text = proofFileText(proof);
    expect(JSON.parse(text)).toEqual(proof);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
