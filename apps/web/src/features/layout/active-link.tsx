'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { isActivePath } from './is-active-path';

/**
 * A link of a server-rendered menu that knows whether it leads to the current page: `aria-current`
 * when `href` is the page, and `activeClassName` (else `inactiveClassName`) while the page is under
 * `activeFor` (`href` by default). Its content comes rendered from the server.
 */
export function ActiveLink({
  href,
  activeFor = href,
  className,
  activeClassName,
  inactiveClassName,
  children,
}: {
  href: string;
  activeFor?: string;
  className?: string;
  activeClassName: string;
  inactiveClassName?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      aria-current={isActivePath(pathname, href) ? 'page' : undefined}
      className={cx(className, isActivePath(pathname, activeFor) ? activeClassName : inactiveClassName)}
    >
      {children}
    </Link>
  );
}
