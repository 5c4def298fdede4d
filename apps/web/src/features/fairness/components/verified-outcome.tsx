import { t } from '@/lib/i18n';
import type { VerifiedOutcome, VerifiedRound } from '../lib/verify-round';
import { JackpotDrawView } from './jackpot-draw-view';

/** Hundredths as a decimal with two places: a dice roll, a slot win in coins. */
const hundredths = (value: number | bigint) => (Number(value) / 100).toFixed(2);

function OutcomeText({ outcome }: { outcome: VerifiedOutcome }) {
  switch (outcome.family) {
    case 'dice':
      return <p>{t('fairness.outcome.dice', { roll: hundredths(outcome.roll) })}</p>;
    case 'roulette':
      return <p>{t('fairness.outcome.roulette', { pocket: outcome.pocket, colour: t(`fairness.outcome.colours.${outcome.colour}`) })}</p>;
    case 'plinko':
      return (
        <>
          <p>{t('fairness.outcome.plinkoPath', { path: outcome.path.map((d) => t(`fairness.outcome.directions.${d}`)).join(' ') })}</p>
          <p>{t('fairness.outcome.plinkoSlot', { slot: outcome.slot, multiplier: outcome.multiplier })}</p>
        </>
      );
    case 'slots':
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
          <p>{t('fairness.outcome.slotWin', { win: hundredths(outcome.win) })}</p>
        </>
      );
  }
}

/** What the engine computed: the hash to compare, the first floats and the outcome, and the jackpot draw if asked for. */
export function VerifiedOutcomeView({ round }: { round: VerifiedRound }) {
  return (
    <section aria-label={t('fairness.outcome.label')} className="flex flex-col gap-3 rounded-xl border border-line bg-panel-2 p-4 text-sm">
      <div>
        <h3 className="font-semibold text-muted">{t('fairness.outcome.hash')}</h3>
        <p data-testid="verified-hash" className="font-mono break-all">
          {round.serverSeedHash}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-muted">{t('fairness.outcome.floats')}</h3>
        <p className="font-mono break-all">{round.floats.map((float) => float.toFixed(10)).join(', ')}</p>
      </div>
      <div data-testid="verified-outcome" className="flex flex-col gap-2 text-base font-semibold">
        <OutcomeText outcome={round.outcome} />
      </div>
      {round.jackpot && <JackpotDrawView draw={round.jackpot} />}
    </section>
  );
}
