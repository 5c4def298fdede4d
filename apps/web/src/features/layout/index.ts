export { PublicShell } from './public-shell';
export { HeaderBalance } from './header-balance';
export { isActivePath } from './is-active-path';
export { firstName } from './first-name';
