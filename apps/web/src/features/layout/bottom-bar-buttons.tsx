'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAuth } from '@/features/auth';
import { lazyComponent } from '@/components/ui/lazy-component';
import { cx } from '@/lib/cx';
import { openModal, type ModalName } from '@/lib/modal-store';

// The menu's code (links, account summary, sign-out) loads when it is first opened.
const MobileMenu = lazyComponent(() => import('./mobile-menu').then((m) => m.MobileMenu));

/** A bottom-bar button opening `modal`, or `visitorModal` for a visitor; its content comes from the server. */
export function ModalButton({
  modal,
  visitorModal,
  className,
  children,
}: {
  modal: ModalName;
  visitorModal?: ModalName;
  className: string;
  children: ReactNode;
}) {
  const { isAuthenticated } = useAuth();
  return (
    <button type="button" onClick={() => openModal(visitorModal && !isAuthenticated ? visitorModal : modal)} className={className}>
      {children}
    </button>
  );
}

/**
 * The Menu button and the full-screen menu it opens, which closes whenever the route changes. The
 * menu goes to the end of the body: the bar's backdrop filter would otherwise confine a fixed overlay.
 */
export function MenuButton({
  className,
  openClassName,
  closedClassName,
  children,
}: {
  className: string;
  openClassName: string;
  closedClassName: string;
  children: ReactNode;
}) {
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
      <button
        type="button"
        onClick={() => setIsMenuOpen(true)}
        aria-expanded={isMenuOpen}
        aria-controls="mobile-menu"
        className={cx(className, isMenuOpen ? openClassName : closedClassName)}
      >
        {children}
      </button>
      {isMenuOpen ? createPortal(<MobileMenu onClose={closeMenu} />, document.body) : null}
    </>
  );
}
