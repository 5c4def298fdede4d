import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINKS,
  PROFILE_SECTION_LINKS,
  PROMOTION_SECTION_LINKS,
  isAccountLinkActive,
  isPromotionSectionLinkActive,
  isProfileSectionLinkActive,
  isProfileSectionPath,
  sectionNavOf,
} from './account-links';

function activeLabels(pathname: string | null): string[] {
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

  it('highlights Promotions on its page and its sub-routes', () => {
    expect(activeLabels('/profile/casino-promotions')).toEqual(['account.promotions']);
    expect(activeLabels('/profile/casino-promotions/pending-promotions')).toEqual(['account.promotions']);
    expect(activeLabels('/profile/casino-promotions/coupon')).toEqual(['account.promotions']);
  });

  it('highlights one entry each for documents, game history and safer gambling', () => {
    expect(activeLabels('/profile/document')).toEqual(['account.documents']);
    expect(activeLabels('/profile/safer-gambling')).toEqual(['account.saferGambling']);
    expect(activeLabels('/profile/safer-gambling?limit=deposit_24h')).toEqual(['account.saferGambling']);
    expect(activeLabels('/profile/game-history')).toEqual(['account.gameHistory']);
    expect(activeLabels('/profile/documents')).toEqual([]);
  });

  it('ignores query strings, fragments and trailing slashes', () => {
    expect(activeLabels('/profile?tab=1')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/privacy/#sessions')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/self-exclusion?from=menu')).toEqual(['account.myAccount']);
    expect(activeLabels('/profile/game-history/')).toEqual(['account.gameHistory']);
  });

  it('highlights nothing outside the account area', () => {
    expect(activeLabels('/')).toEqual([]);
    expect(activeLabels('/profiles')).toEqual([]);
    expect(activeLabels('/promotions')).toEqual([]);
    expect(activeLabels(null)).toEqual([]);
  });

  it('highlights exactly one entry on every account page', () => {
    const pages = [
      '/profile',
      '/profile/privacy',
      '/profile/my-favorites',
      '/profile/self-exclusion',
      '/profile/my-wallet',
      '/profile/my-wallet/transaction-history',
      '/profile/casino-promotions',
      '/profile/casino-promotions/pending-promotions',
      '/profile/casino-promotions/coupon',
      '/profile/document',
      '/profile/game-history',
      '/profile/safer-gambling',
    ];
    for (const page of pages) expect(activeLabels(page), page).toHaveLength(1);
  });
});

function activeSections(pathname: string): string[] {
  return PROFILE_SECTION_LINKS.filter((link) => isProfileSectionLinkActive(pathname, link)).map((link) => link.labelKey);
}

describe('profile section navigation', () => {
  it('links My Account, Privacy, Favourites, Self-exclusion and Documents', () => {
    expect(PROFILE_SECTION_LINKS.map((link) => link.href)).toEqual([
      '/profile',
      '/profile/privacy',
      '/profile/my-favorites',
      '/profile/self-exclusion',
      '/profile/document',
    ]);
  });

  it('marks only the page shown', () => {
    expect(activeSections('/profile')).toEqual(['account.sections.myAccount']);
    expect(activeSections('/profile/privacy')).toEqual(['account.sections.privacy']);
    expect(activeSections('/profile/my-favorites?page=2')).toEqual(['account.sections.favourites']);
    expect(activeSections('/profile/self-exclusion')).toEqual(['account.sections.selfExclusion']);
    expect(activeSections('/profile/document')).toEqual(['account.sections.documents']);
  });

  it('is shown on the section pages only', () => {
    for (const page of [
      '/profile',
      '/profile/',
      '/profile/privacy',
      '/profile/my-favorites',
      '/profile/self-exclusion',
      '/profile/document',
    ]) {
      expect(isProfileSectionPath(page), page).toBe(true);
    }
    for (const page of [
      '/profile/my-wallet',
      '/profile/casino-promotions/coupon',
      '/profile/game-history',
      '/profile/safer-gambling',
      '/',
    ]) {
      expect(isProfileSectionPath(page), page).toBe(false);
    }
  });
});

describe('promotions section navigation', () => {
  it('links the bonuses, the pending promotions and the bonus code pages', () => {
    expect(PROMOTION_SECTION_LINKS.map((link) => link.href)).toEqual([
      '/profile/casino-promotions',
      '/profile/casino-promotions/pending-promotions',
      '/profile/casino-promotions/coupon',
    ]);
  });

  it('marks only the page shown, on each of the three', () => {
    const current = (pathname: string) =>
      sectionNavOf(pathname)
        ?.links.filter((l) => sectionNavOf(pathname)!.isActive(l))
        .map((l) => l.href);
    expect(current('/profile/casino-promotions')).toEqual(['/profile/casino-promotions']);
    expect(current('/profile/casino-promotions/pending-promotions')).toEqual(['/profile/casino-promotions/pending-promotions']);
    expect(current('/profile/casino-promotions/coupon?code=1')).toEqual(['/profile/casino-promotions/coupon']);
    expect(PROMOTION_SECTION_LINKS.some((link) => isPromotionSectionLinkActive('/profile/my-wallet', link))).toBe(false);
  });

  it('is the section navigation of the promotions pages, the profile one elsewhere in its section, none otherwise', () => {
    expect(sectionNavOf('/profile/casino-promotions/coupon')?.links).toBe(PROMOTION_SECTION_LINKS);
    expect(sectionNavOf('/profile/privacy')?.links).toBe(PROFILE_SECTION_LINKS);
    expect(sectionNavOf('/profile/my-wallet')).toBeNull();
    expect(sectionNavOf('/profile/game-history')).toBeNull();
  });
});
