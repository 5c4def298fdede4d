'use client';
import type { TBreaksState } from '@casino/contracts';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { leaveSignedOut } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { takeTimeOut } from '../api/time-out';

type Choice = TBreaksState['timeOutChoices'][number];

/**
 * "Take a break": the time-outs of the player's market profile. The chosen one starts after a confirmation; the server
 * ends every session, and this browser forgets the player and goes home with the break's sentence.
 */
export function TakeABreak({ choices }: { choices: Choice[] }) {
  const router = useRouter();
  const name = useId();
  const [chosen, setChosen] = useState<Choice | null>(null);

  const take = (choice: Choice) =>
    confirm({
      description: t('saferGambling.timeOut.confirm', { period: choice.label }),
      onApprove: async () => {
        let result;
        try {
          result = await takeTimeOut(choice.period);
        } catch (error) {
          const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
          toast.error(t('saferGambling.timeOut.failed'), { description: reason });
          throw error; // the dialog stays open
        }
        toast.success(t('saferGambling.timeOut.done', { message: result.message }));
        await leaveSignedOut(router);
      },
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) take(chosen);
      }}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('saferGambling.timeOut.choose')}</legend>
        {choices.map((choice) => {
          const id = `${name}-${choice.period.amount}-${choice.period.unit}`;
          const isChosen = chosen?.label === choice.label;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cx(
                'flex cursor-pointer items-center gap-2 rounded-xl border px-4 py-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-2',
                isChosen ? 'border-accent-2 bg-accent/15' : 'border-line bg-bg/40 hover:border-accent-2',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                checked={isChosen}
                onChange={() => setChosen(choice)}
                className="size-4 shrink-0 accent-[var(--color-accent-2)]"
              />
              {choice.label}
            </label>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" disabled={!chosen}>
          {chosen ? t('saferGambling.timeOut.takeLabel', { period: chosen.label }) : t('saferGambling.timeOut.take')}
        </Button>
      </div>
    </form>
  );
}
