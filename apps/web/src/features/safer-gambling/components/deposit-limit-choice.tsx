'use client';
import type { TPlayerLimit } from '@casino/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useChooseNoDepositLimit, useSaferGambling, useSetLimit } from '../api/safer-gambling';
import { depositLimitsToAsk, limitChangeError, limitInputError, needsDepositLimitChoice } from '../lib/limits';

/**
 * Before the first deposit, where the player's market profile requires it: a 24-hour deposit limit, or the active
 * choice of none; where the profile requires every deposit limit (Sweden), the ones still missing, and no choice of
 * none (the API says which, and whether none is a choice). Once made (or where no choice is required), `children`,
 * the deposit, shows. The server keeps every limit whatever this shows, so a failed read lets the deposit through.
 */
export function DepositLimitChoice({ children }: { children: ReactNode }) {
  const query = useSaferGambling();
  if (query.isPending) return <LoadingState label={t('saferGambling.loading')} />;
  if (query.isError || !needsDepositLimitChoice(query.data)) return children;
  return (
    <DepositLimitPrompt
      currency={query.data.currency}
      limits={depositLimitsToAsk(query.data)}
      mayDecline={query.data.mayDeclineDepositLimit}
    />
  );
}

function DepositLimitPrompt({ currency, limits, mayDecline }: { currency: string; limits: TPlayerLimit[]; mayDecline: boolean }) {
  const setLimit = useSetLimit();
  const noLimit = useChooseNoDepositLimit();
  const [amounts, setAmounts] = useState<Partial<Record<TPlayerLimit, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TPlayerLimit, string>>>({});
  const [formError, setFormError] = useState<string>();
  const isBusy = setLimit.isPending || noLimit.isPending;
  const isAll = !mayDecline;

  function fail(failure: unknown, limit?: TPlayerLimit) {
    const { field, form } = limitChangeError(failure);
    if (limit && field) setFieldErrors((errors) => ({ ...errors, [limit]: field }));
    setFormError(form ?? (limit ? undefined : field));
  }

  async function saveAll() {
    // One after the other: each saved limit leaves the list the API answers, and a refusal stops at its field.
    for (const limit of limits) {
      try {
        await setLimit.mutateAsync({ limit, value: (amounts[limit] ?? '').trim() });
      } catch (failure) {
        return fail(failure, limit);
      }
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const problems = Object.fromEntries(
      limits.flatMap((limit) => {
        const problem = limitInputError(limit, amounts[limit] ?? '', currency);
        return problem ? [[limit, problem]] : [];
      }),
    );
    setFieldErrors(problems);
    if (Object.keys(problems).length === 0) void saveAll();
  }

  return (
    <section aria-labelledby="deposit-limit-choice" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 id="deposit-limit-choice" className="text-lg font-bold">
          {t(isAll ? 'saferGambling.choice.titleRequired' : 'saferGambling.choice.title')}
        </h3>
        <p className="text-sm text-muted">{t(isAll ? 'saferGambling.choice.introRequired' : 'saferGambling.choice.intro')}</p>
      </div>
      <form noValidate onSubmit={save} className="flex flex-col gap-3">
        {limits.map((limit) => (
          <TextField
            key={limit}
            label={t('saferGambling.choice.limitAmount', { name: t(`saferGambling.limits.${limit}`), currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amounts[limit] ?? ''}
            error={fieldErrors[limit]}
            onChange={(event) => {
              const value = event.target.value;
              setAmounts((current) => ({ ...current, [limit]: value }));
              setFieldErrors((errors) => ({ ...errors, [limit]: undefined }));
            }}
          />
        ))}
        <Button type="submit" size="lg" className="w-full" isBusy={setLimit.isPending} disabled={isBusy}>
          {t(limits.length > 1 ? 'saferGambling.choice.setAll' : 'saferGambling.choice.set')}
        </Button>
        {mayDecline && (
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            isBusy={noLimit.isPending}
            disabled={isBusy}
            onClick={() => {
              setFormError(undefined);
              noLimit.mutateAsync(undefined).catch((failure: unknown) => fail(failure));
            }}
          >
            {t('saferGambling.choice.none')}
          </Button>
        )}
        {formError && (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        )}
      </form>
    </section>
  );
}
