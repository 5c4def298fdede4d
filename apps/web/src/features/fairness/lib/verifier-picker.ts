import { VERIFIER_FORMS, type TitleName, type VerifierGame, type VerifierTitleNames } from '@/features/play/families/registry';
import { t } from '@/lib/i18n';

/** One option of the verifier's game picker: the game it means, and its family's own inputs. */
export type VerifierChoice = { value: string; label: string; game: VerifierGame; Inputs?: (typeof VERIFIER_FORMS)[number]['Inputs'] };

/**
 * The verifier's game picker, in the registry's order: a family's one choice, or a group of its titles by the names
 * the page sent.
 */
export function verifierPicker(titleNames: VerifierTitleNames): { group?: string; choices: VerifierChoice[] }[] {
  const names: Partial<Record<string, readonly TitleName[]>> = titleNames;
  return VERIFIER_FORMS.map(({ family, offer, Inputs }) => {
    const label = t(`fairness.verifier.games.${family}`);
    if ('game' in offer) return { choices: [{ value: family, label, game: offer.game, Inputs }] };
    return {
      group: label,
      choices: (names[family] ?? []).map(({ key, name }) => ({
        value: `${family}:${key}`,
        label: name,
        game: offer.perTitle(key),
        Inputs,
      })),
    };
  });
}
