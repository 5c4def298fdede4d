import { t } from '@/lib/i18n';

export type Banner =
  { kind: 'feature'; spins: number; multiplier: number; retrigger: boolean } | { kind: 'featureEnd' | 'big' | 'mega'; amount: string };

/**
 * A ribbon across the reels for the moments a slot makes much of: free spins won, the feature's end, and wins of
 * a big or mega tier (never one at or below the stake). It never takes a click.
 */
export function WinBanner({ banner }: { banner: Banner }) {
  const title =
    banner.kind === 'feature'
      ? t(banner.retrigger ? 'play.slots.moreFreeSpins' : 'play.slots.freeSpinsWon', { n: banner.spins })
      : t(`play.slots.banner.${banner.kind}`);
  const detail = banner.kind === 'feature' ? t('play.slots.everyWinTimes', { multiplier: banner.multiplier }) : banner.amount;
  return (
    <div
      data-testid="slot-banner"
      data-kind={banner.kind}
      className="pointer-events-none absolute inset-x-0 top-1/2 z-10 flex -translate-y-1/2 justify-center px-4"
    >
      <div className="win-banner rounded-2xl border-2 border-gold bg-bg/85 px-6 py-3 text-center shadow-[0_0_30px_rgba(245,196,81,.6)] backdrop-blur">
        <p className="text-2xl font-black tracking-wide text-gold uppercase sm:text-3xl">{title}</p>
        <p className="font-mono text-lg font-bold text-white">{detail}</p>
      </div>
    </div>
  );
}
