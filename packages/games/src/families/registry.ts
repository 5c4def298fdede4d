import { blackjackModule } from './blackjack/module';
import { cardDuelModule } from './card-duel/module';
import { casinoHoldemModule } from './casino-holdem/module';
import { crapsModule } from './craps/module';
import { crashModule } from './crash/module';
import { diceModule } from './dice/module';
import type { FamilyModule, FamilyTitle } from './family-module';
import { fishingModule } from './fishing/module';
import { lotteryModule } from './lottery/module';
import { minesModule } from './mines/module';
import { plinkoModule } from './plinko/module';
import { rouletteModule } from './roulette/module';
import { scratchModule } from './scratch/module';
import { slotsModule } from './slots/module';
import { threeCardPokerModule } from './three-card-poker/module';
import { videoPokerModule } from './video-poker/module';
import { virtualSportsModule } from './virtual-sports/module';

/** The families as given, each checked to sit under its own id. */
const byId = <Families extends { [Id in keyof Families]: FamilyModule<FamilyTitle<Id & string, unknown>> }>(families: Families) => families;

/**
 * Every game family, by id: the one list of them. The catalogue (titles/) derives everything it states per
 * title from these modules; a new family is a folder with its module.ts and a line here. The order is the
 * catalogue's order of titles.
 */
export const FAMILIES = byId({
  slots: slotsModule,
  roulette: rouletteModule,
  dice: diceModule,
  mines: minesModule,
  plinko: plinkoModule,
  scratch: scratchModule,
  videoPoker: videoPokerModule,
  lottery: lotteryModule,
  cardDuel: cardDuelModule,
  threeCardPoker: threeCardPokerModule,
  fishing: fishingModule,
  craps: crapsModule,
  crash: crashModule,
  casinoHoldem: casinoHoldemModule,
  blackjack: blackjackModule,
  virtualSports: virtualSportsModule,
});

/** The game families; each catalogue title plays one of them with its own configuration. */
export type FamilyId = keyof typeof FAMILIES;

/** A title of any family, as its family's module types it. */
export type Title = (typeof FAMILIES)[FamilyId]['titles'][string];

/** The module of the family a title plays, for that title's configuration. */
export const familyModule = (title: Title): FamilyModule<FamilyTitle<FamilyId, unknown>> => FAMILIES[title.family];
