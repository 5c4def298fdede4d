'use client';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/features/layout';
import { t } from '@/lib/i18n';

/**
 * Replaces the whole site for a visitor from a restricted country (docs/product.md, Special behaviours): the country, why,
 * what to do about a VPN or proxy, and how to reach support.
 */
export function BlockedCountryPage({ country, supportEmail }: { country: string; supportEmail: string | null }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="flex w-full max-w-xl flex-col items-center gap-6 rounded-2xl border border-line bg-panel p-8 text-center sm:p-10">
        <LogoMark className="size-14" />
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('geo.blockedTitle', { country })}</h1>
        <p className="text-white/85">{t('geo.unavailable', { site: t('site.name'), country })}</p>
        <p className="text-muted">{t('geo.vpnAdvice', { country })}</p>
        <Button onClick={() => window.location.reload()}>{t('geo.reload')}</Button>
        {supportEmail ? (
          <p className="text-sm text-muted">
            {t('geo.supportBefore')}{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-accent-2 underline-offset-2 hover:underline">
              {supportEmail}
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
