'use client';
import { useId } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { bonusChoiceChange, type BonusChoice } from '../lib/bonus-choice';
import { updateSession } from '../lib/deposit-session';

const CHOICES: readonly BonusChoice[] = ['offer', 'none'];

/** The welcome offer this deposit earns, or "No bonus": one radio group, a card per choice (thumb-sized on a phone). */
export function BonusChoiceField({ event, chosen }: { event: string; chosen: BonusChoice | undefined }) {
  const name = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
      <legend className="sr-only">{t('deposit.amount.bonusChoice')}</legend>
      {CHOICES.map((choice) => {
        const id = `${name}-${choice}`;
        const isChosen = choice === chosen;
        return (
          <label
            key={choice}
            htmlFor={id}
            className={cx(
              'flex min-h-12 cursor-pointer gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-2',
              isChosen ? 'border-accent-2 bg-accent/20' : 'border-line bg-panel-2 hover:border-accent-2',
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={choice}
              checked={isChosen}
              onChange={() => updateSession(bonusChoiceChange(choice))}
              aria-describedby={`${id}-info`}
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent-2)]"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-white">
                {choice === 'offer' ? t('deposit.amount.bonusChoiceOffer', { event }) : t('deposit.amount.bonusChoiceNone')}
              </span>
              <span id={`${id}-info`} className="mt-0.5 block text-xs text-muted">
                {choice === 'offer' ? t('deposit.amount.bonusChoiceOfferInfo') : t('deposit.amount.bonusChoiceNoneInfo', { event })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
