import { t } from '@/lib/i18n';
import type { FamilyEntry } from '../family-entry';
import { CardDuelInfoFacts } from './info-facts';
import { cardDuelRecall } from './recall';

export const cardDuelEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).CardDuelScreen },
  // High card and baccarat each have their own rule.
  rules: (view) => [t(`play.rules.${view.game}`)],
  roundsWins: true,
  InfoFacts: CardDuelInfoFacts,
  recall: cardDuelRecall,
  playedRound: async () => (await import('./played-round')).cardDuelDraws,
} satisfies FamilyEntry<'cardDuel'>;
