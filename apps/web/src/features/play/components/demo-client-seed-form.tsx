'use client';
import type { TSeedRotation } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { putDemoClientSeed } from '../api/play-api';

type Props = { token: string; current: string; onChanged: (rotation: TSeedRotation) => void };

/**
 * A demo visitor's own client seed, as a player sets one on the profile: the API validates it and starts a
 * new pair with it, revealing the old server seed. Its reason for a refused seed is shown under the field.
 */
export function DemoClientSeedForm({ token, current, onChanged }: Props) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      onChanged(await putDemoClientSeed(token, value));
      setError(null);
    } catch (err) {
      const isClientError = err instanceof ApiError && err.status < 500;
      setError(isClientError ? (err.errors?.[0]?.message ?? err.message) : t('play.errors.network'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex w-full flex-col gap-1">
      <label htmlFor="demo-client-seed" className="text-xs text-muted">
        {t('play.info.demoClientSeed')}
      </label>
      <div className="flex gap-2">
        <input
          id="demo-client-seed"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? 'demo-client-seed-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-line bg-panel-2 px-3 py-1.5 font-mono text-sm"
        />
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-lg border border-line px-3 py-1.5 font-semibold hover:border-accent-2 disabled:opacity-60"
        >
          {t('play.info.changeDemoClientSeed')}
        </button>
      </div>
      {error && (
        <p id="demo-client-seed-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
