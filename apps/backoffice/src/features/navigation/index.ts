export { AppShell } from './components/app-shell';
export { NAV_ITEMS, visibleNavItems } from './lib/nav-items';
