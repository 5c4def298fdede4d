import { t } from '@/lib/i18n';
import { spinMs } from '../../lib/cycle';
import type { FamilyEntry, VerifierForm } from '../family-entry';
import { paytableRules } from './paytable-rules';
import { slotsRecall } from './recall';
import type { SlotsVerifierGame } from './verify';

export const slotsEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).SlotsScreen },
  presentsResult: true,
  // A spin takes at least the reels' spin time.
  minRoundMs: spinMs,
  rules: (view) => [t('play.rules.slots'), paytableRules(view).join(' ')],
  recall: slotsRecall,
  playedRound: async () => (await import('./played-round')).slotsDraws,
  verifier: async () => (await import('./verifier')).slotsVerifier,
  // Title by title: the page sends the slots' names.
  verifierForm: { order: 4, offer: { perTitle: (titleKey) => ({ family: 'slots', titleKey }) } } satisfies VerifierForm<SlotsVerifierGame>,
} satisfies FamilyEntry<'slots'>;
