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
