'use client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useChooseNoDepositLimit, useSaferGambling, useSetLimit } from '../api/safer-gambling';
import { limitChangeError, limitInputError, needsDepositLimitChoice } from '../lib/limits';

/**
 * Before the first deposit, where the player's market profile requires it: a 24-hour deposit limit, or the active
 * choice of none. Once either is made (or where no choice is required), `children`, the deposit, shows. The server
 * keeps every limit whatever this shows, so a failed read lets the deposit through.
 */
export function DepositLimitChoice({ children }: { children: ReactNode }) {
  const query = useSaferGambling();
  if (query.isPending) return <LoadingState label={t('saferGambling.loading')} />;
  if (query.isError || !needsDepositLimitChoice(query.data)) return children;
  return <DepositLimitPrompt currency={query.data.currency} />;
}

function DepositLimitPrompt({ currency }: { currency: string }) {
  const setLimit = useSetLimit();
  const noLimit = useChooseNoDepositLimit();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const isBusy = setLimit.isPending || noLimit.isPending;

  function fail(failure: unknown) {
    const { field, form } = limitChangeError(failure);
    setFieldError(field);
    setFormError(form);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const problem = limitInputError('deposit_24h', amount, currency);
    setFieldError(problem ?? undefined);
    if (!problem) setLimit.mutateAsync({ limit: 'deposit_24h', value: amount.trim() }).catch(fail);
  }

  return (
    <section aria-labelledby="deposit-limit-choice" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 id="deposit-limit-choice" className="text-lg font-bold">
          {t('saferGambling.choice.title')}
        </h3>
        <p className="text-sm text-muted">{t('saferGambling.choice.intro')}</p>
      </div>
      <form noValidate onSubmit={save} className="flex flex-col gap-3">
        <TextField
          label={t('saferGambling.choice.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={fieldError}
          onChange={(event) => {
            setAmount(event.target.value);
            setFieldError(undefined);
          }}
        />
        <Button type="submit" size="lg" className="w-full" isBusy={setLimit.isPending} disabled={isBusy}>
          {t('saferGambling.choice.set')}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          isBusy={noLimit.isPending}
          disabled={isBusy}
          onClick={() => {
            setFormError(undefined);
            noLimit.mutateAsync(undefined).catch(fail);
          }}
        >
          {t('saferGambling.choice.none')}
        </Button>
        {formError && (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        )}
      </form>
    </section>
  );
}
