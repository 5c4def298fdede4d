export { bytesToFloat, generateFloats, hashServerSeed, webCryptoHmac, type FairSeeds, type HmacSha256 } from './fairness/floats';
export { FloatSource } from './fairness/float-source';
export type { FamilyId, GameFamily, RoundState } from './family';
export { slotsFamily, slotStake } from './families/slots/engine';
export type { Position, SlotBet, SlotConfig, SlotSpinStep, SlotSymbol, SlotWin } from './families/slots/types';
export { slotMath, type SlotMath } from './families/slots/math';
export { toNumber, toPercent, type Rational } from './families/slots/rational';
export { SLOT_TITLES } from './titles/slots';
