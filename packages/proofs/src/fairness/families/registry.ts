import type { FamilyId } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { blackjackReader } from './blackjack';
import { cardDuelReader } from './card-duel';
import { casinoHoldemReader } from './casino-holdem';
import { crapsReader } from './craps';
import { crashReader } from './crash';
import { diceReader } from './dice';
import { fishingReader } from './fishing';
import { lotteryReader } from './lottery';
import { minesReader } from './mines';
import { plinkoReader } from './plinko';
import { rouletteReader } from './roulette';
import { scratchReader } from './scratch';
import { slotsReader } from './slots';
import { threeCardPokerReader } from './three-card-poker';
import { videoPokerReader } from './video-poker';
import { virtualSportsReader } from './virtual-sports';

/**
 * How the round verifier recomputes each game family, by the games package's family id: TypeScript refuses a
 * family of the registry without its reader.
 */
export const READERS: { [F in FamilyId]: FamilyReader<F> } = {
  slots: slotsReader,
  roulette: rouletteReader,
  dice: diceReader,
  mines: minesReader,
  plinko: plinkoReader,
  scratch: scratchReader,
  videoPoker: videoPokerReader,
  lottery: lotteryReader,
  cardDuel: cardDuelReader,
  threeCardPoker: threeCardPokerReader,
  fishing: fishingReader,
  craps: crapsReader,
  crash: crashReader,
  casinoHoldem: casinoHoldemReader,
  blackjack: blackjackReader,
  virtualSports: virtualSportsReader,
};
