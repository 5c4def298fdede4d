'use client';
import type { TLiabilitySnapshot } from '@casino/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import type { ProofCheck } from '../lib/check-proof';
import { ProofResult } from './proof-result';

const CONTROL =
  'w-full rounded-lg border border-line bg-bg px-3 text-sm text-white transition-colors hover:border-accent-2 ' +
  'focus:border-accent-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40';

/** A proof saved earlier (pasted, or read from its file) checked against the listed root of its currency and time. */
export function SavedProofCheck({ snapshots }: { snapshots: readonly TLiabilitySnapshot[] }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setText(await file.text());
      setError(null);
    } catch {
      setError(t('liabilities.file.fileFailed'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCheck(null);
    if (text.trim() === '') {
      setError(t('liabilities.file.empty'));
      return;
    }
    setError(null);
    setIsChecking(true);
    try {
      // The verifier loads when a proof is first checked.
      const { checkSavedProof } = await import('../lib/check-proof');
      setCheck(await checkSavedProof(text, snapshots));
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <section aria-labelledby="liabilities-file" className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 sm:p-6">
      <div>
        <h2 id="liabilities-file" className="text-xl font-bold">
          {t('liabilities.file.title')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('liabilities.file.intro')}</p>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-muted">
            {t('liabilities.file.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            onChange={(e) => void readFile(e)}
            className="w-full min-w-0 text-sm text-muted file:mr-3 file:rounded-lg file:border file:border-line file:bg-panel-2 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-json`} className="text-sm font-medium text-muted">
            {t('liabilities.file.json')}
          </label>
          <textarea
            id={`${id}-json`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${CONTROL} py-2 font-mono text-xs`}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" isBusy={isChecking}>
            {t('liabilities.file.submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">{check && <ProofResult check={check} />}</div>
    </section>
  );
}
