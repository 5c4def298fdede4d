export { PublicShell } from './public-shell';
export { HeaderBalance } from './header-balance';
export { isActivePath } from './is-active-path';
export { firstName } from './first-name';
export { SiteLogo } from './site-logo';
export { LogoOverlay } from './logo-overlay';
export { ErrorScreen, NotFoundScreen } from './error-screen';
export { useErrorReport } from './use-error-report';
export {
  ArrowLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DocumentIcon,
  DotsIcon,
  GiftIcon,
  LogoMark,
  HistoryIcon,
  LogoutIcon,
  MenuIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from './icons';
