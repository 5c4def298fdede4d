'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { VerifierTitleNames } from '@/features/play/families/registry';
import { t } from '@/lib/i18n';
import { parseVerifierInput, type VerifierErrors, type VerifierFields } from '../lib/verifier-input';
import { verifierPicker } from '../lib/verifier-picker';
import type { VerifiedRound, VerifierGame } from '../lib/verify-round';
import { VerifiedOutcomeView, type OutcomeView } from './verified-outcome';

/** The longest the verifiers wait for an idle moment before loading (in a browser without requestIdleCallback, the wait). */
const IDLE_WAIT_MS = 2_000;

type Props = { fields: VerifierFields; onFieldsChange: (fields: VerifierFields) => void; titleNames: VerifierTitleNames };

/**
 * Recomputes a round in the browser with the same engines the server settles with. The engines (and every slot's
 * reels) are not part of the page's first load: they load once the page is idle, so that a round verifies with
 * the network cut, as an independent check should.
 */
export function Verifier({ fields, onFieldsChange, titleNames }: Props) {
  const picker = verifierPicker(titleNames);
  const choices = picker.flatMap((entry) => entry.choices);
  const [value, setValue] = useState(choices[0]!.value);
  // Each choice's game as its family's own inputs (plinko's rows and risk) left it.
  const [edited, setEdited] = useState<Record<string, VerifierGame>>({});
  const { game: opened, Inputs } = choices.find((choice) => choice.value === value)!;
  const game = edited[value] ?? opened;
  const [errors, setErrors] = useState<VerifierErrors>({});
  // A result is shown only beside the inputs it came from: new seeds (typed or handed over) or game hide it.
  const [result, setResult] = useState<{ fields: VerifierFields; game: VerifierGame; round: VerifiedRound; Outcome: OutcomeView } | null>(
    null,
  );
  const isCurrent = result !== null && result.fields === fields && JSON.stringify(result.game) === JSON.stringify(game);

  // Whether every game's verifier has loaded, so that the player may cut the network.
  const [isOfflineReady, setOfflineReady] = useState(false);

  useEffect(() => {
    // A load that fails (the network already gone) is tried again by the first "Verify".
    const load = () =>
      void import('../lib/verify-round')
        .then(({ loadVerifiers }) => loadVerifiers())
        .then(() => setOfflineReady(true))
        .catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, IDLE_WAIT_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(idle);
  }, []);

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
        {/* Its line is kept from the start, so that its showing moves nothing on the page. */}
        <p className={`mt-1 text-sm text-muted ${isOfflineReady ? '' : 'invisible'}`}>{t('fairness.verifier.offlineReady')}</p>
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
        <SelectField label={t('fairness.verifier.game')} value={value} onChange={(event) => setValue(event.target.value)}>
          {picker.map(({ group, choices }) => {
            const options = choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ));
            return group ? (
              <optgroup key={group} label={group}>
                {options}
              </optgroup>
            ) : (
              options
            );
          })}
        </SelectField>
        {Inputs && <Inputs game={game} onChange={(next) => setEdited({ ...edited, [value]: next })} />}
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
