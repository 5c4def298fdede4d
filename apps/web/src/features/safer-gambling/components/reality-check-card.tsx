'use client';
import type { TRealityCheckState } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSetRealityCheck } from '../api/safer-gambling';
import { formatLimitTime, limitChangeError } from '../lib/limits';

/** The value the select sends for "my market's default": the API takes null for it. */
const DEFAULT = 'default';

/**
 * The reality check's interval: one of the choices, or the market's default. While playing, the game pauses at each
 * multiple of it after sign-in and shows the time played and the net result until the player answers.
 */
export function RealityCheckCard({ state }: { state: TRealityCheckState }) {
  const setInterval = useSetRealityCheck();
  const current = state.chosenMinutes === null ? DEFAULT : String(state.chosenMinutes);
  const [choice, setChoice] = useState(current);
  const [error, setError] = useState<string>();

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await setInterval.mutateAsync({ minutes: choice === DEFAULT ? null : Number(choice) });
      toast.success(t('saferGambling.realityCheck.saved'));
    } catch (failure) {
      const { field, form } = limitChangeError(failure);
      setError(field ?? form);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold" data-testid="reality-check-interval">
        {t('saferGambling.realityCheck.current', { n: state.minutes })}
      </p>
      {state.nextDueAt && (
        <p className="text-sm text-muted" data-testid="reality-check-next">
          {t('saferGambling.realityCheck.next', { at: formatLimitTime(state.nextDueAt) })}
        </p>
      )}
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <SelectField
            label={t('saferGambling.realityCheck.label')}
            value={choice}
            error={error}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value={DEFAULT}>{t('saferGambling.realityCheck.default', { n: state.defaultMinutes })}</option>
            {state.choices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('saferGambling.minutes', { n: minutes })}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" variant="secondary" isBusy={setInterval.isPending} disabled={choice === current}>
          {t('saferGambling.realityCheck.save')}
        </Button>
      </form>
    </div>
  );
}
