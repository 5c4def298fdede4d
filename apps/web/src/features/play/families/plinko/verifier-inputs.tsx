import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '@casino/games';
import { SelectField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import type { PlinkoVerifierGame } from './verify';

const ROWS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);

/** The board the verifier offers first. It lives here, with the form, so that plinko's entry names nothing of the engines. */
export const PLINKO_VERIFIER_OFFER = { game: { family: 'plinko', rows: MIN_ROWS, risk: 'low' } } satisfies { game: PlinkoVerifierGame };

/** The board /provably-fair's verifier drops the ball on: its rows and risk. */
export function PlinkoVerifierInputs({ game, onChange }: { game: PlinkoVerifierGame; onChange(game: PlinkoVerifierGame): void }) {
  return (
    <>
      <SelectField
        label={t('fairness.verifier.rows')}
        value={game.rows}
        onChange={(event) => onChange({ ...game, rows: Number(event.target.value) })}
      >
        {ROWS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('fairness.verifier.risk')}
        value={game.risk}
        onChange={(event) => onChange({ ...game, risk: event.target.value as PlinkoRisk })}
      >
        {PLINKO_RISKS.map((level) => (
          <option key={level} value={level}>
            {t(`fairness.verifier.risks.${level}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
