'use client';
import type { TLiabilitySnapshot } from '@casino/contracts';
import { useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { Spinner } from '@/components/ui/spinner';
import { downloadTextFile } from '@/lib/download-text-file';
import { t } from '@/lib/i18n';
import { useLiabilityProofs } from '../api/get-proofs';
import { checkServedProof, type ProofCheck } from '../lib/check-proof';
import { formatSnapshotTime } from '../lib/format';
import { proofCurrency } from '../lib/proof-currency';
import { proofFileName, proofFileText } from '../lib/proof-file';
import { proofsErrorMessage } from '../lib/proofs-error';
import { ProofResult } from './proof-result';

/** The player's proofs at one snapshot: download them, or verify each against that snapshot's listed root. */
function SnapshotProofs({ snapshot }: { snapshot: TLiabilitySnapshot }) {
  const proofs = useLiabilityProofs(snapshot.id);
  const [checks, setChecks] = useState<ProofCheck[] | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  if (proofs.isPending) return <LoadingState label={t('liabilities.proof.loading')} />;
  if (proofs.isError) return <ErrorState message={proofsErrorMessage(proofs.error)} onRetry={() => void proofs.refetch()} />;
  const served = proofs.data.proofs;
  if (served.length === 0) return <p className="text-muted">{t('liabilities.proof.none')}</p>;

  async function verify() {
    setIsChecking(true);
    setChecks(null);
    try {
      setChecks(await Promise.all(served.map((raw) => checkServedProof(raw, snapshot))));
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-white/85">
        {t('liabilities.proof.heldIn', { currencies: served.map((raw) => proofCurrency(raw)).join(', ') })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button isBusy={isChecking} onClick={() => void verify()}>
          {t('liabilities.proof.verify')}
        </Button>
        {served.map((raw, i) => {
          const currency = proofCurrency(raw);
          return (
            <Button
              key={i}
              variant="secondary"
              onClick={() => downloadTextFile(proofFileName(snapshot.id, currency), proofFileText(raw), 'application/json')}
            >
              {t('liabilities.proof.download', { currency })}
            </Button>
          );
        })}
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {isChecking && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" />
            {t('liabilities.proof.checking')}
          </p>
        )}
        {checks?.map((check, i) => (
          <ProofResult key={i} check={check} />
        ))}
      </div>
    </div>
  );
}

/** A signed-in player's proofs, the newest snapshot's first; an earlier snapshot can be chosen. */
export function PlayerProofs({ snapshots }: { snapshots: readonly TLiabilitySnapshot[] }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The newest unless the player chose another that is still listed.
  const snapshot = snapshots.find((candidate) => candidate.id === chosenId) ?? snapshots[0];
  if (!snapshot) return <p className="text-muted">{t('liabilities.roots.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-white/85">{t('liabilities.proof.intro')}</p>
      {snapshots.length > 1 && (
        <div className="max-w-xs">
          <SelectField label={t('liabilities.proof.snapshot')} value={snapshot.id} onChange={(e) => setChosenId(Number(e.target.value))}>
            {snapshots.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {formatSnapshotTime(candidate.takenAt)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <SnapshotProofs key={snapshot.id} snapshot={snapshot} />
    </div>
  );
}
