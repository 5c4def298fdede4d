import { t } from '@/lib/i18n';
import type { FamilyVerifier } from '../family-entry';
import { verifySlots, type SlotsVerified, type SlotsVerifierGame } from './verify';

/** The window as symbol names, and the win in coins (hundredths shown with two places). */
export function SlotsOutcome({ outcome }: { outcome: SlotsVerified }) {
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] table-fixed border-collapse text-center text-xs sm:text-sm">
          <caption className="sr-only">{t('fairness.outcome.slotWindow')}</caption>
          <tbody>
            {outcome.window.map((row, r) => (
              <tr key={r}>
                {row.map((symbol, reel) => (
                  <td key={reel} className="border border-line bg-panel-2 px-1 py-2">
                    {symbol}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('fairness.outcome.slotWin', { win: (Number(outcome.win) / 100).toFixed(2) })}</p>
    </>
  );
}

export const slotsVerifier: FamilyVerifier<SlotsVerifierGame, SlotsVerified> = { compute: verifySlots, Outcome: SlotsOutcome };
