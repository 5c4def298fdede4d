'use client';
import type { TLiabilitySnapshot } from '@casino/contracts';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { LoadingState } from '@/components/ui/query-status';
import { useAuth } from '@/features/auth';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';

// The player's part (their proofs, the verifier, the query library) loads only for a signed-in player.
const PlayerProofs = lazyComponent(
  () => import('./player-proofs').then((m) => m.PlayerProofs),
  <LoadingState label={t('liabilities.proof.loading')} />,
);

/**
 * "Your proof": a signed-in player's inclusion proofs, checked against `snapshots` as the browser read them (null
 * while only the server's copy, possibly older, is at hand); a visitor is asked to log in.
 */
export function YourProof({ snapshots }: { snapshots: readonly TLiabilitySnapshot[] | null }) {
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <section aria-labelledby="liabilities-proof" className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 sm:p-6">
      <h2 id="liabilities-proof" className="text-xl font-bold">
        {t('liabilities.proof.title')}
      </h2>
      {isLoading ? null : !isAuthenticated ? (
        <>
          <p className="text-sm text-muted">{t('liabilities.proof.signInText')}</p>
          <div>
            <Button onClick={() => openModal('sign-in')}>{t('header.login')}</Button>
          </div>
        </>
      ) : snapshots ? (
        <PlayerProofs snapshots={snapshots} />
      ) : (
        <LoadingState label={t('liabilities.proof.waiting')} />
      )}
    </section>
  );
}
