import type { TBetRecall, TPlayRound } from '@casino/contracts';
import { familyEntry, type RecallFact, type RecallStep } from '@/features/play/families/registry';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

// Game recall, as text and grids: what the player staked and saw in a stored round. Pure, so the page only
// lays it out.

export type { RecallCell, RecallFact, RecallStep } from '@/features/play/families/registry';

const K = 'gameHistory.recall';
const money = (round: TPlayRound) => (amount: string) => formatMoney(amount, round.currency);

/** a + b − c for decimal strings of one currency (the API gives each with all its decimals). */
export function addDecimals(a: string, b: string, minus: string): string {
  const scale = Math.max(...[a, b, minus].map((v) => v.split('.')[1]?.length ?? 0));
  const toScaled = (v: string) => {
    const negative = v.startsWith('-');
    const [whole = '0', fraction = ''] = v.replace('-', '').split('.');
    const scaled = BigInt(whole + fraction.padEnd(scale, '0'));
    return negative ? -scaled : scaled;
  };
  const sum = toScaled(a) + toScaled(b) - toScaled(minus);
  const digits = (sum < 0n ? -sum : sum).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return sum < 0n ? `-${text}` : text;
}

/** The wallet before and after the round: before = after + stake − win − jackpot won (null while the round is open). */
export function roundBalances(round: TPlayRound): { start: string; end: string } | null {
  if (round.balanceAfter === null) return null;
  const beforeJackpot = round.jackpotWin === undefined ? round.balanceAfter : addDecimals(round.balanceAfter, '0', round.jackpotWin);
  return { start: addDecimals(beforeJackpot, round.stake, round.win), end: round.balanceAfter };
}

/** /provably-fair checks a round named in its address, once its server seed is revealed. */
export function verifyUrl(round: TPlayRound): string | null {
  return round.fairness.serverSeed === null ? null : `/provably-fair?round=${encodeURIComponent(round.id)}`;
}

/** Every step of the round, in the order the player saw them (each family's recall, in its own folder). */
export const describeSteps = (round: TPlayRound): RecallStep[] => familyEntry(round.family).recall(round);

/** The round's own figures above its steps. */
export function recallFacts({ entry, round }: TBetRecall): RecallFact[] {
  const fmt = money(round);
  const balances = roundBalances(round);
  return [
    { label: t(`${K}.game`), value: `${entry.gameName} · ${entry.provider}` },
    ...(balances ? [{ label: t(`${K}.startBalance`), value: fmt(balances.start) }] : []),
    { label: t(`${K}.stake`), value: fmt(round.stake) },
    { label: t(`${K}.win`), value: fmt(round.win) },
    ...(round.jackpotWin === undefined ? [] : [{ label: t(`${K}.jackpotWin`), value: fmt(round.jackpotWin) }]),
    ...(balances ? [{ label: t(`${K}.endBalance`), value: fmt(balances.end) }] : []),
  ];
}
