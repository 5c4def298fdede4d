import type { TPlayGameView, TPlayRound } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { ResultTier } from '../../sound/tier';
import type { Showcase } from './showcase';
import type { Banner } from './win-banner';

type SlotRound = Extract<TPlayRound, { family: 'slots' }>;
type SlotSymbol = Extract<TPlayGameView, { family: 'slots' }>['symbols'][number];

/** "Line 3: 4 × Cherry pays €0.40", or the ways or scatter form of it. */
export function showcaseText(item: Showcase, symbols: ReadonlyMap<string, { symbol: SlotSymbol }>, currency: string): string {
  const symbol = symbols.get(item.symbol)?.symbol;
  const values = { count: item.count, symbol: symbol?.name ?? item.symbol, amount: formatMoney(item.amount, currency) };
  if (item.lineNumber !== null) return t('play.slots.lineWin', { ...values, line: item.lineNumber });
  if (symbol?.kind === 'scatter') return t('play.slots.scatterWin', values);
  return t('play.slots.waysWin', { ...values, ways: item.ways });
}

/**
 * What the reels' banner says once spin `shown` of the round rests, if anything: a win's tier on the last spin (big
 * or mega only), else the feature's total when free spins were played, else the free spins a spin awarded (each
 * win of them times `featureMultiplier`).
 */
export function bannerOf(round: SlotRound, shown: number, tier: ResultTier, currency: string, featureMultiplier: number): Banner | null {
  const step = round.steps[shown];
  if (!step) return null;
  const isLast = shown === round.steps.length - 1;
  const amount = formatMoney(round.win, currency);
  if (isLast && (tier === 'big' || tier === 'mega')) return { kind: tier, amount };
  if (isLast && round.steps.length > 1) return { kind: 'featureEnd', amount };
  if (step.freeSpinsAwarded > 0) {
    return { kind: 'feature', spins: step.freeSpinsAwarded, multiplier: featureMultiplier, retrigger: step.freeSpin > 0 };
  }
  return null;
}
