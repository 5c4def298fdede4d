import type { ComponentType } from 'react';
import {
  DocumentIcon,
  FlameIcon,
  GamesIcon,
  GiftIcon,
  HelpIcon,
  HistoryIcon,
  HomeIcon,
  InfoIcon,
  ShieldIcon,
  SparkleIcon,
  StarIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from './icons';

/** A menu entry: where it goes, the common.json key of its label and, for icon menus, its icon. */
export type NavLink = { href: string; labelKey: string; icon?: ComponentType<IconProps> };

export const SIDE_MENU_LINKS: NavLink[] = [
  { href: '/', labelKey: 'nav.home', icon: HomeIcon },
  { href: '/games/all', labelKey: 'nav.allGames', icon: GamesIcon },
  { href: '/games/top', labelKey: 'nav.top', icon: FlameIcon },
  { href: '/games/new-games', labelKey: 'nav.newGames', icon: SparkleIcon },
  { href: '/games/featured-games', labelKey: 'nav.featured', icon: StarIcon },
  { href: '/promotions', labelKey: 'nav.promotions', icon: GiftIcon },
  { href: '/faq', labelKey: 'nav.faq', icon: HelpIcon },
  { href: '/about-us', labelKey: 'nav.aboutUs', icon: InfoIcon },
  { href: '/responsible-gaming', labelKey: 'nav.responsibleGaming', icon: ShieldIcon },
];

/** The header's three-dots menu. */
export const MORE_MENU_LINKS: NavLink[] = [
  { href: '/faq', labelKey: 'nav.faq', icon: HelpIcon },
  { href: '/about-us', labelKey: 'nav.aboutUs', icon: InfoIcon },
  { href: '/responsible-gaming', labelKey: 'nav.responsibleGaming', icon: ShieldIcon },
];

/** The signed-in player's account menu (sign out is added by the menu itself). */
export const ACCOUNT_MENU_LINKS: NavLink[] = [
  { href: '/profile', labelKey: 'header.myAccount', icon: UserIcon },
  { href: '/profile/casino-promotions', labelKey: 'header.promotions', icon: GiftIcon },
  { href: '/profile/my-wallet', labelKey: 'header.wallet', icon: WalletIcon },
];

/** The mobile menu's big tiles. */
export const MOBILE_MENU_TILES: NavLink[] = [
  { href: '/', labelKey: 'layout.home', icon: HomeIcon },
  { href: '/promotions', labelKey: 'layout.promotions', icon: GiftIcon },
  { href: '/terms-and-conditions', labelKey: 'layout.terms', icon: DocumentIcon },
  { href: '/faq', labelKey: 'layout.faq', icon: HelpIcon },
];

/** The mobile menu's list, between Deposit and Logout (docs/product.md, Layout): some entries are for signed-in players only. */
export const MOBILE_MENU_ENTRIES: (Required<NavLink> & { isForPlayers?: boolean })[] = [
  { href: '/profile/casino-promotions', labelKey: 'layout.casinoPromotions', icon: GiftIcon, isForPlayers: true },
  { href: '/profile/game-history', labelKey: 'layout.gameHistory', icon: HistoryIcon, isForPlayers: true },
  { href: '/profile/safer-gambling', labelKey: 'layout.saferGambling', icon: ShieldIcon, isForPlayers: true },
  { href: '/about-us', labelKey: 'layout.aboutUs', icon: InfoIcon },
  { href: '/responsible-gaming', labelKey: 'layout.responsibleGaming', icon: ShieldIcon },
];

export type FooterGroup = { titleKey: string; links: NavLink[] };

/** Every public page, grouped for the footer. */
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    titleKey: 'footer.groups.casino',
    links: [
      { href: '/', labelKey: 'nav.home' },
      { href: '/games/all', labelKey: 'nav.allGames' },
      { href: '/promotions', labelKey: 'nav.promotions' },
    ],
  },
  {
    titleKey: 'footer.groups.help',
    links: [
      { href: '/faq', labelKey: 'nav.faq' },
      { href: '/about-us', labelKey: 'nav.aboutUs' },
      { href: '/responsible-gaming', labelKey: 'nav.responsibleGaming' },
      { href: '/provably-fair', labelKey: 'nav.provablyFair' },
      { href: '/proof-of-liabilities', labelKey: 'nav.proofOfLiabilities' },
      { href: '/kyc', labelKey: 'nav.kyc' },
    ],
  },
  {
    titleKey: 'footer.groups.legal',
    links: [
      { href: '/terms-and-conditions', labelKey: 'nav.terms' },
      { href: '/terms-and-conditions/bonus', labelKey: 'nav.bonusTerms' },
      { href: '/privacy-policy', labelKey: 'nav.privacy' },
      { href: '/aml-policy', labelKey: 'nav.aml' },
      { href: '/refund-policy', labelKey: 'nav.refund' },
    ],
  },
];
