import { NavLink } from 'react-router';
import { useMember } from '@/features/session';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { visibleNavItems } from '../lib/nav-items';

/** The menu: the pages the member's permissions allow, the current one marked. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { permissions } = useMember();
  return (
    <ul className="flex flex-col gap-0.5">
      {visibleNavItems(permissions).map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path}
            end={item.path === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cx(
                'block rounded-md px-3 py-1.5 text-sm font-medium',
                isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink-soft hover:bg-canvas hover:text-ink',
              )
            }
          >
            {t(item.textKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
