import type { ReactNode } from 'react';
import { serverWelcomeOffer } from '@/features/marketing/server';
import { serverSiteConfiguration } from '@/lib/server-site-configuration';
import { loadContentHtml, type ContentSlug } from './load-content';

/** A public text page: heading, optional intro, the rendered markdown document and optional notes below it. */
export async function ContentPage({
  slug,
  title,
  intro,
  after,
}: {
  slug: ContentSlug;
  title: string;
  intro?: ReactNode;
  after?: ReactNode;
}) {
  const [configuration, welcome] = await Promise.all([serverSiteConfiguration(), serverWelcomeOffer()]);
  // Without the operator's details a legal page would be incomplete: the error page says so instead.
  if (!configuration) throw new Error(`The site configuration could not be read for the ${slug} page`);
  const html = await loadContentHtml(slug, configuration, welcome);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-8 border-b border-line pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-3 text-muted">{intro}</div> : null}
      </header>
      <div className="prose-casino" dangerouslySetInnerHTML={{ __html: html }} />
      {after}
    </article>
  );
}
