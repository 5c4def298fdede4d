import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import type { JackpotDraw } from '../lib/jackpot-draw';

const K = 'fairness.outcome.jackpot';

/** A round's jackpot draw, recomputed: its float, the chance and whether floor(float × N) = 0 made it a win. */
export function JackpotDrawView({ draw }: { draw: JackpotDraw }) {
  const n = draw.chanceOneIn.toLocaleString('en');
  return (
    <section
      aria-label={t(`${K}.title`)}
      data-testid="jackpot-draw"
      className="flex flex-col gap-2 rounded-xl border border-line bg-bg p-3 text-sm"
    >
      <h3 className="font-semibold">{t(`${K}.title`)}</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-muted">{t(`${K}.float`)}</dt>
        <dd data-testid="jackpot-draw-float" className="font-mono break-all">
          {draw.float.toFixed(10)}
        </dd>
        <dt className="text-muted">{t(`${K}.chance`)}</dt>
        <dd data-testid="jackpot-draw-chance">{t(`${K}.chanceValue`, { n })}</dd>
        <dt className="text-muted">{t(`${K}.result`)}</dt>
        <dd data-testid="jackpot-draw-result" className={cx('font-semibold', draw.isWin ? 'text-gold' : 'text-white')}>
          {draw.isWin ? t(`${K}.won`, { n }) : t(`${K}.lost`, { n, k: Math.floor(draw.float * draw.chanceOneIn).toLocaleString('en') })}
        </dd>
      </dl>
    </section>
  );
}
