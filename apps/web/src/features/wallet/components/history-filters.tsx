'use client';
import { useId, type ReactNode } from 'react';
import { TextField } from '@/components/ui/form-field';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import type { HistoryFilter } from '../lib/history-filter';

type Option<V extends string> = { value: V; label: string };

const TYPE_OPTIONS: Option<HistoryFilter['type']>[] = [
  { value: 'deposit', label: t('wallet.history.deposits') },
  { value: 'withdraw', label: t('wallet.history.withdrawals') },
];

const KIND_OPTIONS: Option<HistoryFilter['kind']>[] = [
  { value: 'fiat', label: t('wallet.history.fiat') },
  { value: 'crypto', label: t('wallet.history.crypto') },
];

type HistoryFiltersProps = {
  filter: HistoryFilter;
  rangeError?: string;
  onChange: (patch: Partial<HistoryFilter>) => void;
};

/** Type, currency type and a date range; every change applies at once. */
export function HistoryFilters({ filter, rangeError, onChange }: HistoryFiltersProps) {
  return (
    <form
      aria-label={t('wallet.history.filters')}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-5 xl:grid-cols-[auto_auto_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Segmented legend={t('wallet.history.type')} options={TYPE_OPTIONS} value={filter.type} onChange={(type) => onChange({ type })} />
      <Segmented legend={t('wallet.history.kind')} options={KIND_OPTIONS} value={filter.kind} onChange={(kind) => onChange({ kind })} />
      <TextField
        type="date"
        label={t('wallet.history.from')}
        value={filter.from}
        max={filter.to || undefined}
        error={rangeError}
        onChange={(event) => onChange({ from: event.target.value })}
        className="[color-scheme:dark]"
      />
      <TextField
        type="date"
        label={t('wallet.history.to')}
        value={filter.to}
        min={filter.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        className="[color-scheme:dark]"
      />
    </form>
  );
}

/** Two or more radio buttons that look like a switch. */
function Segmented<V extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Option<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset className="col-span-2 flex min-w-0 flex-col sm:col-span-1">
      <legend className="mb-1.5 text-sm font-medium text-muted">{legend}</legend>
      <div className="grid h-11 grid-flow-col auto-cols-fr gap-1 rounded-lg border border-line bg-bg p-1">
        {options.map((option) => (
          <SegmentedOption key={option.value} isChecked={option.value === value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span
              className={cx(
                'flex h-full items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-accent-2',
              )}
            >
              {option.label}
            </span>
          </SegmentedOption>
        ))}
      </div>
    </fieldset>
  );
}

function SegmentedOption({ isChecked, children }: { isChecked: boolean; children: ReactNode }) {
  return (
    <label
      className={cx(
        // The real radio lies invisible over its label: pointers, keyboards and screen readers all use it.
        'relative min-w-0 cursor-pointer rounded-md',
        isChecked ? 'bg-accent text-white' : 'text-muted hover:bg-panel-2 hover:text-white',
      )}
    >
      {children}
    </label>
  );
}
