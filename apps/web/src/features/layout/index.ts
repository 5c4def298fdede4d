export { PublicShell } from './public-shell';
export { HeaderBalance } from './header-balance';
export { isActivePath } from './is-active-path';
export { firstName } from './first-name';
export { SiteLogo } from './site-logo';
export {
  ArrowLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DocumentIcon,
  DotsIcon,
  GiftIcon,
  HistoryIcon,
  LogoutIcon,
  MenuIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from './icons';
