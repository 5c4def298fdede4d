import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, isAccountLinkActive } from './account-links';

function activeLabels(pathname: string): string[] {
  return ACCOUNT_LINKS.filter((link) => isAccountLinkActive(pathname, link)).map((link) => link.labelKey);
}

describe('account sidebar highlighting', () => {
  it('highlights My Account on /profile and its own sub-pages only', () => {
    expect(activeLabels('/profile')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/privacy')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/my-favorites')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/self-exclusion')).toEqual(['account.myAccount']);
  });

  it('highlights Wallet on the wallet and its transaction history', () => {
    expect(activeLabels('/profile/my-wallet')).toEqual(['account.wallet']);
    expect(activeLabels('/profile/my-wallet/transaction-history?type=deposit')).toEqual(['account.wallet']);
  });

  it('highlights Promotions on its sub-routes', () => {
    expect(activeLabels('/profile/casino-promotions/pending-promotions')).toEqual(['account.promotions']);
    expect(activeLabels('/profile/casino-promotions/coupon')).toEqual(['account.promotions']);
  });

  it('highlights one entry each for documents and game history', () => {
    expect(activeLabels('/profile/document')).toEqual(['account.documents']);
    expect(activeLabels('/profile/game-history')).toEqual(['account.gameHistory']);
    expect(activeLabels('/profile/documents')).toEqual([]);
  });
});
