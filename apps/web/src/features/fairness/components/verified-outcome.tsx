import type { ComponentType } from 'react';
import { t } from '@/lib/i18n';
import type { VerifiedOutcome, VerifiedRound } from '../lib/verify-round';
import { JackpotDrawView } from './jackpot-draw-view';

/** The outcome as its family shows it. */
export type OutcomeView = ComponentType<{ outcome: VerifiedOutcome }>;

/** What the engine computed: the hash to compare, the first floats and the outcome, and the jackpot draw if asked for. */
export function VerifiedOutcomeView({ round, Outcome }: { round: VerifiedRound; Outcome: OutcomeView }) {
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
        <Outcome outcome={round.outcome} />
      </div>
      {round.jackpot && <JackpotDrawView draw={round.jackpot} />}
    </section>
  );
}
