import type { TWelcomeDepositSummary } from '@casino/contracts';
import { formatEurFigure } from '@/lib/welcome-offer';

/** What a band of a deposit with several bands is called: "up to 16 EUR", "over 100 EUR"; null for a deposit's only band. */
export function bandLabel(deposit: TWelcomeDepositSummary, index: number): { key: 'depositUpTo' | 'depositOver'; amount: string } | null {
  if (deposit.tiers.length < 2) return null;
  const tier = deposit.tiers[index];
  if (!tier) return null;
  if (tier.maximumEur !== null) return { key: 'depositUpTo', amount: formatEurFigure(tier.maximumEur) };
  const previous = deposit.tiers[index - 1];
  return previous?.maximumEur ? { key: 'depositOver', amount: formatEurFigure(previous.maximumEur) } : null;
}
