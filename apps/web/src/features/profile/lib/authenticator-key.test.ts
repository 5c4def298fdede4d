import { describe, expect, it } from 'vitest';
import { groupSecret } from './authenticator-key';

describe('the authenticator key', () => {
  it('shows in groups of four, to type in by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
    expect(groupSecret(' JBSW Y3DP ')).toBe('JBSW Y3DP');
  });
});
