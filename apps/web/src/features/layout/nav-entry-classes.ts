import { cx } from '@/lib/cx';

/** What every entry of a vertical page menu has; the two states below go with it. */
export const navEntryBaseClasses = (className?: string) =>
  cx(
    'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-accent-2',
    className,
  );
/** The current page is marked by a bar on its left. */
export const navEntryActiveClasses = 'bg-accent/20 text-white shadow-[inset_3px_0_0_var(--color-accent-2)]';
export const navEntryIdleClasses = 'text-muted hover:bg-panel-2 hover:text-white';

/** An entry of a vertical page menu (side menu, account pages). */
export function navEntryClasses(isActive: boolean, className?: string) {
  return cx(navEntryBaseClasses(), isActive ? navEntryActiveClasses : navEntryIdleClasses, className);
}

/** The icon of such an entry. */
export function navEntryIconClasses(isActive: boolean) {
  return cx('size-5 shrink-0', isActive && 'text-accent-2');
}
