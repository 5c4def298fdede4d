import type { ComponentType } from 'react';
import { DocumentIcon, GiftIcon, HistoryIcon, ShieldIcon, UserIcon, WalletIcon, isActivePath, type IconProps } from '@/features/layout';

/**
 * An entry of the account sidebar. It is highlighted on its own page and, unless `isExact`, on
 * the pages under it; `alsoActiveOn` lists further pages that belong to it (docs/product.md, Account pages).
 */
export type AccountLink = {
  href: string;
  labelKey: string;
  icon: ComponentType<IconProps>;
  isExact?: boolean;
  alsoActiveOn?: string[];
};

export const ACCOUNT_LINKS: AccountLink[] = [
  {
    href: '/profile',
    labelKey: 'account.myAccount',
    icon: UserIcon,
    isExact: true,
    alsoActiveOn: ['/profile/privacy', '/profile/my-favorites', '/profile/self-exclusion'],
  },
  { href: '/profile/my-wallet', labelKey: 'account.wallet', icon: WalletIcon },
  { href: '/profile/casino-promotions', labelKey: 'account.promotions', icon: GiftIcon },
  { href: '/profile/document', labelKey: 'account.documents', icon: DocumentIcon },
  { href: '/profile/game-history', labelKey: 'account.gameHistory', icon: HistoryIcon },
  { href: '/profile/safer-gambling', labelKey: 'account.saferGambling', icon: ShieldIcon },
];

export function isAccountLinkActive(pathname: string | null | undefined, link: AccountLink): boolean {
  const isOwnPage = link.isExact ? isSamePath(pathname, link.href) : isActivePath(pathname, link.href);
  return isOwnPage || (link.alsoActiveOn ?? []).some((href) => isActivePath(pathname, href));
}

function isSamePath(pathname: string | null | undefined, href: string): boolean {
  // A path is "the same" when it is under href and href is under it.
  return isActivePath(pathname, href) && isActivePath(href, stripQuery(pathname ?? ''));
}

function stripQuery(path: string): string {
  return path.split(/[?#]/)[0] ?? '';
}

/** An entry of a section's own navigation (My Account and the pages that belong to it; the promotions pages). */
export type ProfileSectionLink = { href: string; labelKey: string };

export const PROFILE_SECTION_LINKS: ProfileSectionLink[] = [
  { href: '/profile', labelKey: 'account.sections.myAccount' },
  { href: '/profile/privacy', labelKey: 'account.sections.privacy' },
  { href: '/profile/my-favorites', labelKey: 'account.sections.favourites' },
  { href: '/profile/self-exclusion', labelKey: 'account.sections.selfExclusion' },
  { href: '/profile/document', labelKey: 'account.sections.documents' },
];

/** Each section entry is its own page only: /profile is not "active" on /profile/privacy. */
export function isProfileSectionLinkActive(pathname: string | null | undefined, link: ProfileSectionLink): boolean {
  return link.href === '/profile' ? isSamePath(pathname, link.href) : isActivePath(pathname, link.href);
}

/** The pages that show the Profile section's navigation. */
export function isProfileSectionPath(pathname: string | null | undefined): boolean {
  return PROFILE_SECTION_LINKS.some((link) => isProfileSectionLinkActive(pathname, link));
}

/** The promotions section: the player's bonuses, the offers waiting for an answer, and bonus codes (docs/product.md, Account pages). */
export const PROMOTION_SECTION_LINKS: ProfileSectionLink[] = [
  { href: '/profile/casino-promotions', labelKey: 'account.promotionSections.myBonuses' },
  { href: '/profile/casino-promotions/pending-promotions', labelKey: 'account.promotionSections.pending' },
  { href: '/profile/casino-promotions/coupon', labelKey: 'account.promotionSections.coupon' },
];

/** Each promotions entry is its own page only: the bonuses page is not "active" on its sub-pages. */
export function isPromotionSectionLinkActive(pathname: string | null | undefined, link: ProfileSectionLink): boolean {
  return link.href === PROMOTION_SECTION_LINKS[0]!.href ? isSamePath(pathname, link.href) : isActivePath(pathname, link.href);
}

/** The links of the section navigation a page shows, with how each is marked current; none outside a section. */
export function sectionNavOf(
  pathname: string | null | undefined,
): { labelKey: string; links: ProfileSectionLink[]; isActive: (link: ProfileSectionLink) => boolean } | null {
  if (isProfileSectionPath(pathname)) {
    return { labelKey: 'account.profileSections', links: PROFILE_SECTION_LINKS, isActive: (l) => isProfileSectionLinkActive(pathname, l) };
  }
  if (PROMOTION_SECTION_LINKS.some((link) => isPromotionSectionLinkActive(pathname, link))) {
    return {
      labelKey: 'account.promotionSectionsLabel',
      links: PROMOTION_SECTION_LINKS,
      isActive: (l) => isPromotionSectionLinkActive(pathname, l),
    };
  }
  return null;
}
