import type { TCurrencyCode, TPlayGameView } from '@casino/contracts';
import type { Title } from '@casino/games';
import { toMajorUnits } from '../../lib/money';
import { familyEntry } from './families/registry';

// What the client is shown of a title as one session plays it: the figures it draws the game from and
// checks a bet against, in the session's currency. Each family shows its own (families/).

/** What the client needs to draw the title and check a bet (amounts in the session's currency). */
export function gameView(title: Title, currency: TCurrencyCode): TPlayGameView {
  return familyEntry(title.family).view(title, (minor) => toMajorUnits(minor, currency));
}
