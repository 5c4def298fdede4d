import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const a = await hashPassword('Violet-Harbour-42');
    const b = await hashPassword('Violet-Harbour-42');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Violet-Harbour-42')).toBe(true);
    expect(await verifyPassword(a, 'violet-harbour-42')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('Violet-Harbour-42')).toBe(false);
  });

  it('knows about a hundred of the commonest passwords, whatever the letter case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const p of ['password', '12345678', 'qwertyui', 'Password1', 'ILOVEYOU']) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Violet-Harbour-42')).toBe(false);
  });
});
