export { isActivePath } from './is-active-path';
export { navEntryClasses, navEntryIconClasses } from './nav-entry-classes';
export { SiteLogo } from './site-logo';
export { SkipLink } from './skip-link';
export { NotFoundScreen } from './error-screen';
export { ErrorPage } from './lazy-error-page';
export { SignOutMenuItem } from './menu-items';
export {
  ArrowLeftIcon,
  DocumentIcon,
  DotsIcon,
  GiftIcon,
  LogoMark,
  HistoryIcon,
  LogoutIcon,
  MenuIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from './icons';
