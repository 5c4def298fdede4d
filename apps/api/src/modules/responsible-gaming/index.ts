// The responsible-gaming module's API: self-exclusion and the guard every way into play must pass.
export {
  assertNotSelfExcluded,
  enforceSelfExclusion,
  findSelfExclusionNotice,
  isEmailSelfExcluded,
  isSelfExcluded,
  lockPerson,
  recordPlayerIdentity,
  startSelfExclusion,
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
  convertMinor,
  endSessionAtLimit,
  reachedBetLimit,
  sessionLimitMessage,
  type BetLimitRefusal,
  type MoneyLimitUse,
  type TBetLimit,
} from './bet-limits';
