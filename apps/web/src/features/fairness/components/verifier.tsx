'use client';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '@casino/games';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { parseVerifierInput, type VerifierErrors, type VerifierFields } from '../lib/verifier-input';
import type { VerifiedRound, VerifierGame } from '../lib/verify-round';
import { VerifiedOutcomeView, type OutcomeView } from './verified-outcome';

const ROWS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);
const SLOT_PREFIX = 'slot:';

function gameOf(choice: string, rows: number, risk: PlinkoRisk): VerifierGame {
  if (choice.startsWith(SLOT_PREFIX)) return { family: 'slots', titleKey: choice.slice(SLOT_PREFIX.length) };
  if (choice === 'plinko') return { family: 'plinko', rows, risk };
  return { family: choice === 'roulette' ? 'roulette' : 'dice' };
}

/** A slot title as the game list shows it; the page sends these few fields, the titles' reels load with the engines. */
export type VerifierSlotTitle = { key: string; name: string };

type Props = { fields: VerifierFields; onFieldsChange: (fields: VerifierFields) => void; slotTitles: readonly VerifierSlotTitle[] };

/**
 * Recomputes a round in the browser with the same engines the server settles with; the engines (and every slot's
 * reels) load on the first "Verify", not with the page.
 */
export function Verifier({ fields, onFieldsChange, slotTitles }: Props) {
  const [choice, setChoice] = useState('dice');
  const [rows, setRows] = useState(MIN_ROWS);
  const [risk, setRisk] = useState<PlinkoRisk>('low');
  const [errors, setErrors] = useState<VerifierErrors>({});
  // A result is shown only beside the inputs it came from: new seeds (typed or handed over) or game hide it.
  const [result, setResult] = useState<{ fields: VerifierFields; game: VerifierGame; round: VerifiedRound; Outcome: OutcomeView } | null>(
    null,
  );
  const game = gameOf(choice, rows, risk);
  const isCurrent = result !== null && result.fields === fields && JSON.stringify(result.game) === JSON.stringify(game);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseVerifierInput(fields);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setResult(null);
      return;
    }
    setErrors({});
    const { verifyRound, outcomeViewOf } = await import('../lib/verify-round');
    const [round, Outcome] = await Promise.all([verifyRound(parsed.seeds, game, parsed.jackpotChanceOneIn), outcomeViewOf(game.family)]);
    setResult({ fields, game, round, Outcome });
  }

  const set = (name: keyof VerifierFields) => (event: { target: { value: string } }) =>
    onFieldsChange({ ...fields, [name]: event.target.value });

  return (
    <section aria-labelledby="fairness-verifier" className="flex flex-col gap-5 rounded-2xl border border-line bg-panel p-5 sm:p-6">
      <div>
        <h2 id="fairness-verifier" className="text-xl font-bold">
          {t('fairness.verifier.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('fairness.verifier.intro')}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fairness.verifier.serverSeed')}
          value={fields.serverSeed}
          onChange={set('serverSeed')}
          error={errors.serverSeed && t(errors.serverSeed)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('fairness.verifier.clientSeed')}
          value={fields.clientSeed}
          onChange={set('clientSeed')}
          error={errors.clientSeed && t(errors.clientSeed)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('fairness.verifier.nonce')}
          value={fields.nonce}
          onChange={set('nonce')}
          error={errors.nonce && t(errors.nonce)}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          label={t('fairness.verifier.jackpotChance')}
          value={fields.jackpotChanceOneIn ?? ''}
          onChange={set('jackpotChanceOneIn')}
          error={errors.jackpotChanceOneIn && t(errors.jackpotChanceOneIn)}
          inputMode="numeric"
          autoComplete="off"
        />
        <SelectField label={t('fairness.verifier.game')} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="dice">{t('fairness.verifier.games.dice')}</option>
          <option value="roulette">{t('fairness.verifier.games.roulette')}</option>
          <option value="plinko">{t('fairness.verifier.games.plinko')}</option>
          <optgroup label={t('fairness.verifier.games.slots')}>
            {slotTitles.map((title) => (
              <option key={title.key} value={`${SLOT_PREFIX}${title.key}`}>
                {title.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        {choice === 'plinko' && (
          <>
            <SelectField label={t('fairness.verifier.rows')} value={rows} onChange={(event) => setRows(Number(event.target.value))}>
              {ROWS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('fairness.verifier.risk')} value={risk} onChange={(event) => setRisk(event.target.value as PlinkoRisk)}>
              {PLINKO_RISKS.map((level) => (
                <option key={level} value={level}>
                  {t(`fairness.verifier.risks.${level}`)}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg">
            {t('fairness.verifier.submit')}
          </Button>
        </div>
      </form>
      {isCurrent && <VerifiedOutcomeView round={result.round} Outcome={result.Outcome} />}
    </section>
  );
}
