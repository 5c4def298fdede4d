import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

export type DataColumn = { labelKey: string; className?: string };

/** A list as a table from the `md` width up (the caller gives its rows); below it, the caller shows cards. */
export function DataTable({ caption, columns, children }: { caption: string; columns: readonly DataColumn[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-line bg-panel md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-panel-2 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map(({ labelKey, className }) => (
              <th key={labelKey} scope="col" className={cx('px-4 py-3 font-semibold', className)}>
                {t(labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
