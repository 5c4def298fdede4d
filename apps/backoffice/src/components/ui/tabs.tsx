import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

type TabsProps<K extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: K; label: string }[];
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
};

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs over one panel, the selected one controlled by the caller (so it can live in the address). Arrow keys, Home
 * and End move between tabs as the ARIA tabs pattern has it; only the selected tab is in the Tab order.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: K) => `${baseId}-tab-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === selected),
          ),
          tabs.length,
        )
      ]!;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(next.id)}"]`)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand',
                isSelected ? 'border-brand text-brand-strong' : 'border-transparent text-ink-soft hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
