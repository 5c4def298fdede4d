// The responsible-gaming module's API: self-exclusion, time-outs and the guard every way into play must pass.
export {
  assertNotSelfExcluded,
  enforceSelfExclusion,
  findSelfExclusionNotice,
  formatExclusionEnd,
  isEmailSelfExcluded,
  isSelfExcluded,
  lockPerson,
  recordPlayerIdentity,
  startSelfExclusion,
  closePlayNow,
  type PlayerIdentityFacts,
  type SelfExclusionNotice,
  type SelfExclusionStep,
} from './service';
// Loss, wager and session-time limits at every real-money bet and launch (bet-limits.ts).
export {
  assertBetLimitsNotReached,
  BET_LIMITS,
  betLimitError,
  betLimitRefusal,
  endSessionAtLimit,
  reachedBetLimit,
  sessionLimitMessage,
  type BetLimitRefusal,
  type MoneyLimitUse,
  type TBetLimit,
} from './bet-limits';
// The player's limits and market profile (the safer-gambling page), and the deposit limits every deposit route meets.
export { chooseNoDepositLimit, confirmLimit, getSaferGambling, setLimit, startSaferGambling } from './limits';
export {
  assertDepositAllowed,
  DEPOSIT_LOOKBACK_MS,
  depositRoomLeft,
  recordDepositHeldOverLimit,
  type CountedDeposit,
  type CountedDepositsSource,
  type DepositCheck,
} from './deposit-limits';
export { lockPlayerLimits } from './limits-repo';
export { liftSelfExclusion, startTimeOut } from './time-outs';
export { profileForCountry } from './market-profiles';
