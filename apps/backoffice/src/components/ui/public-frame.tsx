import type { ReactNode } from 'react';

/** The frame of the screens seen before signing in: the console's name over one centred card. */
export function PublicFrame({ product, title, children }: { product: string; title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-10">
      <p className="mb-4 text-sm font-semibold tracking-wide text-brand uppercase">{product}</p>
      <section className="w-full max-w-md rounded-lg border border-line bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-lg font-semibold text-ink">{title}</h1>
        {children}
      </section>
    </main>
  );
}
