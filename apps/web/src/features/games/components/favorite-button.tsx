'use client';
import type { TGame } from '@casino/contracts';
import { toast } from '@/lib/toast';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n-site';
import { toFavorite, useToggleFavorite } from '../api/toggle-favorite';

/** Heart toggle shown on tiles for signed-in players. */
export function FavoriteButton({ game, isFavorite }: { game: TGame; isFavorite: boolean }) {
  const toggle = useToggleFavorite();
  const label = t(isFavorite ? 'games.favorite.remove' : 'games.favorite.add', { name: game.name });
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isFavorite}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate({ favorite: toFavorite(game), add: !isFavorite }, { onError: () => toast.error(t('games.favorite.failed')) })
      }
      className={cx(
        'absolute top-2 right-2 z-10 inline-flex size-8 items-center justify-center rounded-full bg-bg/70 backdrop-blur transition-colors',
        'hover:bg-bg focus-visible:outline-2 focus-visible:outline-accent-2 disabled:opacity-60',
        isFavorite ? 'text-danger' : 'text-white',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        aria-hidden="true"
        fill={isFavorite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path strokeLinejoin="round" d="M12 20.5s-7.5-4.4-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1Z" />
      </svg>
    </button>
  );
}
