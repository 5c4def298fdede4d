'use client';
import { GAME_CATEGORIES } from '@casino/contracts';
import Link from 'next/link';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { CategoryIcon } from './category-icon';

/** Links to the twelve /games/{category} routes. */
export function CategoriesModal() {
  return (
    <Dialog title={t('games.categoriesTitle')} onClose={closeModal}>
      <nav aria-label={t('games.categoriesTitle')}>
        <ul className="grid grid-cols-2 gap-2">
          {GAME_CATEGORIES.map((id) => (
            <li key={id}>
              <Link
                href={`/games/${id}`}
                onClick={closeModal}
                className="flex h-12 items-center gap-2.5 rounded-lg border border-line bg-panel-2 px-3 text-sm font-semibold text-white transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2"
              >
                <CategoryIcon category={id} className="size-5 shrink-0 text-accent-2" />
                {t(`games.categories.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
