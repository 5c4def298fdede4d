'use client';
import type { TPlaySession } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { familyEntry } from '../families/registry';
import { toDecimal, toMinor } from '../lib/decimal';
import { SessionClock } from './session-clock';

/**
 * The shell's footer under every family's screen: session time and the net position (won minus staked) at all times
 * (UKGC RTS 13C and 2E), and the family's own totals where it has them. Round families' totals come from each round's
 * answer; live families (crash, virtual sports) pass theirs through `onMoney` after every bet and settlement.
 */
export function PlayFooter({ session }: { session: TPlaySession }) {
  const { Totals } = familyEntry(session.game.family);
  const net = toDecimal(toMinor(session.totals.won, session.currency) - toMinor(session.totals.staked, session.currency), session.currency);
  return (
    <footer className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-line bg-panel px-3 py-2 text-xs text-muted">
      <SessionClock startedAt={session.startedAt} />
      {Totals && <Totals totals={session.totals} currency={session.currency} />}
      <span>
        {t('play.net')}{' '}
        <span data-testid="play-net" className="font-mono font-semibold text-white">
          {formatMoney(net, session.currency)}
        </span>
      </span>
    </footer>
  );
}
