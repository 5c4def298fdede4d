'use client';
import type { TRevealedSeedPair } from '@casino/contracts';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useAuth } from '@/features/auth';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { SEEDS_PANEL_CLASS, SeedsHeading } from './seeds-heading';

// A player's seeds (their data, the forms, the query library) load only for a signed-in player.
const PlayerSeeds = lazyComponent(() => import('./player-seeds').then((m) => m.PlayerSeeds));

/** The signed-in player's seeds; a visitor is asked to sign in. */
export function SeedsPanel({ onVerify }: { onVerify: (pair: TRevealedSeedPair) => void }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return null;
  if (isAuthenticated) return <PlayerSeeds onVerify={onVerify} />;
  return (
    <section aria-labelledby="fairness-seeds" className={SEEDS_PANEL_CLASS}>
      <SeedsHeading />
      <p className="text-sm text-muted">{t('fairness.seeds.signInText')}</p>
      <div>
        <Button onClick={() => openModal('sign-in')}>{t('header.login')}</Button>
      </div>
    </section>
  );
}
