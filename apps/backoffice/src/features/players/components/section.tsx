import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { t } from '@/lib/i18n';

/** One part of the player page: a region named by its heading, showing its own loading and failure. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-line bg-white p-4">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section's query shows before and instead of its data. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  children: () => ReactNode;
}) {
  if (query.isPending) return <Loading label={t('common.loading')} />;
  if (query.isError) return <Alert>{query.error?.message}</Alert>;
  return <>{children()}</>;
}

/** Label and value pairs, two columns on a wide screen, one on a phone. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
