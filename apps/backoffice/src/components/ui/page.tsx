import { useId, type ReactNode } from 'react';

/** A console page: its heading, what the page does in a line, actions on the right, then its content. */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink">{title}</h1>
          {description && <p className="text-sm text-ink-soft">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A white panel grouping a page's part (a form, a table); a titled one may be a named region to find it by. */
export function Panel({ title, isRegion = false, children }: { title?: string; isRegion?: boolean; children: ReactNode }) {
  const titleId = useId();
  if (isRegion && title) {
    return (
      <section aria-labelledby={titleId} className="rounded-lg border border-line bg-white p-4">
        <h2 id={titleId} className="mb-3 text-sm font-semibold text-ink">
          {title}
        </h2>
        {children}
      </section>
    );
  }
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      {title && <h2 className="mb-3 text-sm font-semibold text-ink">{title}</h2>}
      {children}
    </div>
  );
}
