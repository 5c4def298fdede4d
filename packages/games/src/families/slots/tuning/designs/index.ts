import type { SlotDesign } from '../tune';
import { luckyLanterns } from './lucky-lanterns';
import { moonlitMeadow } from './moonlit-meadow';
import { eclipseRiches } from './eclipse-riches';
import { starforgeWays } from './starforge-ways';
import { craterCash } from './crater-cash';
import { silverTides } from './silver-tides';
import { neonNights } from './neon-nights';
import { velvetVault } from './velvet-vault';
import { cherryCabaret } from './cherry-cabaret';
import { diamondDuchess } from './diamond-duchess';
import { jazzAgeJackpots } from './jazz-age-jackpots';
import { goldenGlamour } from './golden-glamour';
import { fjordFortunes } from './fjord-fortunes';
import { valkyrieGold } from './valkyrie-gold';
import { auroraWilds } from './aurora-wilds';
import { frostbiteFrenzy } from './frostbite-frenzy';
import { runeOfOdin } from './rune-of-odin';
import { polarPearls } from './polar-pearls';
import { foxfireFortune } from './foxfire-fortune';
import { copperCanyon } from './copper-canyon';
import { wildWestWagon } from './wild-west-wagon';
import { goldRushGulch } from './gold-rush-gulch';
import { reefRiches } from './reef-riches';
import { deepSeaDoubloons } from './deep-sea-doubloons';
import { coralKingdom } from './coral-kingdom';
import { tidalTreasure } from './tidal-treasure';
import { dragonsHearth } from './dragons-hearth';
import { oakenKing } from './oaken-king';
import { phoenixEmbers } from './phoenix-embers';
import { enchantedGrove } from './enchanted-grove';

/**
 * The 30 slot titles of the catalogue as designed: theme, mode, volatility and free-spins feature.
 * Key, name, RTP, volatility and stake limits (EUR cents) are the catalogue's.
 */
export const SLOT_DESIGNS: SlotDesign[] = [
  luckyLanterns,
  moonlitMeadow,
  eclipseRiches,
  starforgeWays,
  craterCash,
  silverTides,
  neonNights,
  velvetVault,
  cherryCabaret,
  diamondDuchess,
  jazzAgeJackpots,
  goldenGlamour,
  fjordFortunes,
  valkyrieGold,
  auroraWilds,
  frostbiteFrenzy,
  runeOfOdin,
  polarPearls,
  foxfireFortune,
  copperCanyon,
  wildWestWagon,
  goldRushGulch,
  reefRiches,
  deepSeaDoubloons,
  coralKingdom,
  tidalTreasure,
  dragonsHearth,
  oakenKing,
  phoenixEmbers,
  enchantedGrove,
];
