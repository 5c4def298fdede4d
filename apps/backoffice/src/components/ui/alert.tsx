import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** A message about what just happened: `error` is announced at once, `info` politely. */
export function Alert({ tone = 'error', title, children }: { tone?: 'error' | 'info'; title?: string; children?: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'error' ? 'border-danger/30 bg-danger-soft text-danger' : 'border-brand/30 bg-brand-soft text-ink',
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div>{children}</div>}
    </div>
  );
}
