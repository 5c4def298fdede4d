import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * A dense table that keeps its columns on a phone and scrolls sideways inside its frame instead; the frame is
 * a named, focusable region so a keyboard can scroll it too.
 */
export function Table({ label, minWidth = '48rem', children }: { label: string; minWidth?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full border-collapse text-left text-sm" style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cx('border-b border-line bg-canvas px-3 py-2 text-xs font-semibold tracking-wide text-ink-soft uppercase', className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cx('border-b border-line px-3 py-2 align-top', className)} {...props} />;
}
