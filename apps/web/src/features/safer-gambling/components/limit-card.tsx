'use client';
import type { TLimitState } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useConfirmLimit, useSetLimit } from '../api/safer-gambling';
import { formatLimitTime, formatLimitValue, isMoneyLimit, limitChangeError, limitInputError } from '../lib/limits';

/**
 * One limit: its value, how much of it is used and when that resets, a change waiting for its 24 hours (confirmed
 * here once they are over), and the form that sets, lowers, raises or removes it.
 */
export function LimitCard({ state, currency }: { state: TLimitState; currency: string }) {
  const { limit, value, pending } = state;
  const name = t(`saferGambling.limits.${limit}`);
  const titleId = `limit-${limit}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-line bg-bg/40 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm font-semibold" data-testid={`${limit}-value`}>
          {value === null ? <span className="text-muted">{t('saferGambling.noLimit')}</span> : formatLimitValue(limit, value, currency)}
        </p>
      </div>
      <Usage state={state} currency={currency} name={name} />
      {pending && <PendingChange state={state} currency={currency} />}
      <LimitForm state={state} currency={currency} name={name} />
    </li>
  );
}

function Usage({ state, currency, name }: { state: TLimitState; currency: string; name: string }) {
  const { limit, value, used, resetsAt } = state;
  if (value === null || used === null) return null;
  const share = Number(value) > 0 ? (Number(used) / Number(value)) * 100 : 100;
  const isSession = !isMoneyLimit(limit);
  return (
    <div className="flex flex-col gap-1.5">
      <ProgressBar value={share} label={t('saferGambling.usedLabel', { limit: name })} />
      <p className="text-sm text-muted">
        {t(isSession ? 'saferGambling.usedSession' : 'saferGambling.used', {
          used: formatLimitValue(limit, used, currency),
          value: formatLimitValue(limit, value, currency),
        })}
        {resetsAt && ` ${t(isSession ? 'saferGambling.sessionEndsAt' : 'saferGambling.resetsAt', { at: formatLimitTime(resetsAt) })}`}
      </p>
    </div>
  );
}

function PendingChange({ state, currency }: { state: TLimitState; currency: string }) {
  const confirm = useConfirmLimit();
  const [error, setError] = useState<string>();
  const pending = state.pending!;
  const change =
    pending.value === null
      ? t('saferGambling.pendingRemoval')
      : t('saferGambling.pendingValue', { value: formatLimitValue(state.limit, pending.value, currency) });
  const when = formatLimitTime(pending.confirmableAt);

  async function confirmChange() {
    setError(undefined);
    try {
      await confirm.mutateAsync({ limit: state.limit });
      toast.success(t('saferGambling.confirmed'));
    } catch (failure) {
      const { field, form } = limitChangeError(failure);
      setError(field ?? form);
    }
  }

  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-gold/40 bg-gold/10 px-3 py-2.5 text-sm">
      <p>
        <span className="font-semibold">{change}</span>{' '}
        {pending.canConfirm ? t('saferGambling.pendingReady') : t('saferGambling.pendingWaits', { at: when })}
      </p>
      {pending.canConfirm && (
        <Button size="sm" className="self-start" onClick={() => void confirmChange()} isBusy={confirm.isPending}>
          {t('saferGambling.confirm')}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function LimitForm({ state, currency, name }: { state: TLimitState; currency: string; name: string }) {
  const { limit, value } = state;
  const setLimit = useSetLimit();
  const [input, setInput] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [action, setAction] = useState<'save' | 'remove'>();
  const isMoney = isMoneyLimit(limit);

  async function send(next: string | null) {
    setFormError(undefined);
    setAction(next === null ? 'remove' : 'save');
    try {
      await setLimit.mutateAsync({ limit, value: next });
      setInput('');
      toast.success(t('saferGambling.saved', { limit: name }));
    } catch (failure) {
      const { field, form } = limitChangeError(failure);
      setFieldError(field);
      setFormError(form);
    } finally {
      setAction(undefined);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const problem = limitInputError(limit, input, currency);
    setFieldError(problem ?? undefined);
    if (!problem) void send(input.trim());
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t(isMoney ? 'saferGambling.newAmount' : 'saferGambling.newMinutes', { limit: name, currency })}
            inputMode={isMoney ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={input}
            error={fieldError}
            onChange={(event) => {
              setInput(event.target.value);
              setFieldError(undefined);
            }}
          />
        </div>
        {/* Level with the field, under its label. */}
        <div className="flex gap-2 sm:mt-[1.625rem]">
          <Button type="submit" className="flex-1 sm:flex-none" isBusy={action === 'save'} disabled={setLimit.isPending}>
            {value === null ? t('saferGambling.set') : t('saferGambling.change')}
          </Button>
          {value !== null && state.pending?.value !== null && (
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              onClick={() => void send(null)}
              isBusy={action === 'remove'}
              disabled={setLimit.isPending}
            >
              {t('saferGambling.remove')}
            </Button>
          )}
        </div>
      </div>
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      )}
    </form>
  );
}
