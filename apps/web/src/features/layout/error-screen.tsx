import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { LogoMark } from './icons';

function Screen({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <LogoMark className="size-14" />
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
      <p className="max-w-md text-muted">{text}</p>
      {action}
    </div>
  );
}

/**
 * The generic 500 page (docs/product.md, Special behaviours). `isFullReload` makes Go Back load / afresh, for when the root
 * layout itself failed and client navigation cannot be trusted.
 */
export function ErrorScreen({ isFullReload = false }: { isFullReload?: boolean }) {
  const className = buttonClasses({ size: 'lg' });
  return (
    <Screen
      title={t('errors.title')}
      text={t('errors.unexpected')}
      action={
        isFullReload ? (
          // A plain link on purpose: the app around this page is broken.
          <a href="/" className={className}>
            {t('errors.goBack')}
          </a>
        ) : (
          <Link href="/" className={className}>
            {t('errors.goBack')}
          </Link>
        )
      }
    />
  );
}

/** The 404 page's content, shown inside the public layout. */
export function NotFoundScreen() {
  return (
    <Screen
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      action={
        <Link href="/" className={buttonClasses({ size: 'lg' })}>
          {t('errors.backHome')}
        </Link>
      }
    />
  );
}
