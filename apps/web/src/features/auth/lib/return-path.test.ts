import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInUrlFor } from './return-path';

const ORIGIN = 'https://casino.example';
const from = (next: string) => safeReturnPath(`?${new URLSearchParams({ next })}`, ORIGIN);

describe('the page to return to after sign-in', () => {
  it('round-trips the guarded page, its query included', () => {
    const url = new URL(signInUrlFor('/profile/my-wallet/transaction-history?type=deposit'), ORIGIN);
    expect(url.pathname).toBe('/');
    expect(safeReturnPath(url.search, ORIGIN)).toBe('/profile/my-wallet/transaction-history?type=deposit');
    expect(from('/game/lucky-lanterns')).toBe('/game/lucky-lanterns');
  });

  it('refuses anything that leaves the site: an open redirect is not followed', () => {
    for (const next of [
      'https://evil.example/profile',
      '//evil.example/profile',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'profile',
      '',
    ]) {
      expect(from(next), next).toBeNull();
    }
    expect(safeReturnPath('', ORIGIN)).toBeNull();
  });
});
