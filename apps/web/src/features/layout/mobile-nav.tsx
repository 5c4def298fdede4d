'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { BottomBar } from './bottom-bar';
import { MobileMenu } from './mobile-menu';

/** The bottom bar and the full-screen menu it opens; the menu closes whenever the route changes. */
export function MobileNav() {
  const pathname = usePathname();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);

  // Adjusting state while rendering (rather than in an effect) closes the menu in the same
  // render that shows the new route, so it never flashes over the next page.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setIsMenuOpen(false);
  }

  const closeMenu = useCallback(() => setIsMenuOpen(false), []);

  return (
    <>
      <BottomBar isMenuOpen={isMenuOpen} onOpenMenu={() => setIsMenuOpen(true)} />
      {isMenuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </>
  );
}
