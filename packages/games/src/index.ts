export { bytesToFloat, generateFloats, hashServerSeed, webCryptoHmac, type FairSeeds, type HmacSha256 } from './fairness/floats';
export { FloatSource } from './fairness/float-source';
export type { FamilyId, GameFamily, RoundState } from './family';
export {
  allSpots,
  checkSpot,
  coveredNumbers,
  pocketColour,
  POCKETS,
  ROULETTE_KINDS,
  type PocketColour,
  type RouletteKind,
  type RouletteSpot,
} from './families/roulette/layout';
export {
  rouletteFamily,
  spotMaximum,
  type RouletteBet,
  type RouletteBetSpot,
  type RouletteConfig,
  type RouletteLimits,
  type RouletteStep,
} from './families/roulette/roulette';
export { rouletteSpotMath, type SpotMath } from './families/roulette/rtp';
