import { describe, expect, it } from 'vitest';
import { recoveryCodesFile } from './recovery-codes-file';

const CODES = ['ABCD-EFGH-JKLM-NPQR', 'STUV-WXYZ-2345-6789'];

describe('the recovery codes file', () => {
  it('names the site and the day, then lists every code on a line of its own', () => {
    const { text } = recoveryCodesFile(CODES, 'casino.test', new Date(2026, 4, 17, 14, 5));
    expect(text.split('\n')).toEqual([
      'Recovery codes for casino.test',
      'Made on 17 May 2026, 14:05.',
      'Each code signs you in once, in place of a code from your authenticator app. Keep them somewhere safe.',
      '',
      'ABCD-EFGH-JKLM-NPQR',
      'STUV-WXYZ-2345-6789',
      '',
    ]);
  });

  it('is named for the site, with only characters every system takes in a file name', () => {
    expect(recoveryCodesFile(CODES, 'casino.test', new Date()).name).toBe('recovery-codes-casino.test.txt');
    expect(recoveryCodesFile(CODES, '127.0.0.1:3000', new Date()).name).toBe('recovery-codes-127.0.0.1-3000.txt');
  });
});
