import type { TWelcomeOfferSummary } from '@casino/contracts';
import { formatEurFigure } from '@/lib/welcome-offer';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '|': '&#124;' };
const escape = (text: string) => text.replace(/[&<>"|]/g, (c) => HTML_ESCAPES[c]!);

/** The names a document may use for the welcome offer's figures. */
export const WELCOME_PLACEHOLDERS = [
  'welcomeBonusEur',
  'welcomeFreeSpins',
  'welcomeDeposits',
  'maximumBonusPerDepositEur',
  'depositLimit',
  'minimumDepositEur',
  'firstDepositTable',
  'nextDepositsTable',
  'stakeSpendOrder',
] as const;
export type WelcomePlaceholder = (typeof WELCOME_PLACEHOLDERS)[number];

export function isWelcomePlaceholder(name: string): name is WelcomePlaceholder {
  return (WELCOME_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The bonus terms' sentence on which money a stake takes first, as the promotions file orders it. */
const SPEND_ORDER_TEXT: Record<TWelcomeOfferSummary['spendOrder'], string> = {
  'real-first': 'Your real money is always used first. Bonus money is used only once your real balance is exhausted.',
  'bonus-first': 'Your bonus money is always used first. Real money is used only once your bonus balance is exhausted.',
};

/**
 * The welcome offer's figures for the documents (bonus terms, FAQ, about us), as markdown: the same numbers the
 * hero and the promotions page show, from the operator's file. The two tables list the first deposit's bands
 * and the later deposits.
 */
export function welcomePlaceholderValues(offer: TWelcomeOfferSummary): Record<WelcomePlaceholder, string> {
  const [first, ...next] = offer.deposits;
  const firstRows = (first?.tiers ?? []).map((tier, index, tiers) => {
    const previous = tiers[index - 1];
    const amount =
      tier.maximumEur !== null
        ? `up to ${formatEurFigure(tier.maximumEur)} EUR`
        : previous?.maximumEur
          ? `over ${formatEurFigure(previous.maximumEur)} EUR`
          : 'any amount';
    return `| ${amount} | ${tier.bonusPercent}% | ${tier.freeSpins} |`;
  });
  const nextRows = next.flatMap((deposit) =>
    deposit.tiers.map((tier) => `| ${escape(deposit.displayName)} | ${tier.bonusPercent}% | ${tier.freeSpins} |`),
  );
  return {
    welcomeBonusEur: formatEurFigure(offer.totalMaximumBonusEur),
    welcomeFreeSpins: String(offer.totalFreeSpins),
    welcomeDeposits: String(offer.deposits.length),
    maximumBonusPerDepositEur: formatEurFigure(offer.maximumBonusPerDepositEur),
    depositLimit: String(offer.depositLimit),
    minimumDepositEur: formatEurFigure(offer.minimumDepositEur),
    firstDepositTable: ['| Deposit amount | Bonus | Free spins |', '|---|---|---|', ...firstRows].join('\n'),
    nextDepositsTable: ['| Deposit | Bonus | Free spins |', '|---|---|---|', ...nextRows].join('\n'),
    stakeSpendOrder: SPEND_ORDER_TEXT[offer.spendOrder],
  };
}
