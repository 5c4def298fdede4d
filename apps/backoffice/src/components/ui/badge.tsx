import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

const TONES = {
  neutral: 'bg-canvas text-ink-soft',
  info: 'bg-brand-soft text-brand-strong',
  ok: 'bg-ok-soft text-ok',
  warn: 'bg-danger-soft text-danger',
} as const;

/** A short label beside a value (a status, a flag). */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={cx('inline-block rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap', TONES[tone])}>{children}</span>;
}
