import { t } from '@/lib/i18n';
import { summariseChange } from '../lib/change-summary';

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-ink-soft">{label}</p>
      <pre className="max-h-64 overflow-auto rounded bg-canvas p-2 font-mono text-xs whitespace-pre-wrap text-ink">
        {value == null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** Before/after of one entry: a one-line summary that opens onto both records in full. */
export function ChangeCell({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <span className="text-ink-soft">—</span>;
  const summary = summariseChange(before, after) || t('audit.noDifference');
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer text-xs break-words text-ink">{summary}</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <Json label={t('audit.before')} value={before} />
        <Json label={t('audit.after')} value={after} />
      </div>
    </details>
  );
}
